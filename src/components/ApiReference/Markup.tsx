import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import clsx from 'clsx';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import React from 'react';

import { type MarkupNode, plainText } from '@site/shared/api-reference';

import styles from './styles.module.css';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * Another id of the heading that follows: an anchor the framework's READMEs still link to, from npm, GitHub
 * and IDEs (see `apiAnchorAliases` in api-docs/modules.ts). Counted by the build's broken-anchor check.
 */
function AnchorAlias({ id }: { id: string }): React.JSX.Element {
    useBrokenLinks().collectAnchor(id);
    // `anchor`, as the theme's headings: scrolled to below the navbar (src/css/custom.css)
    return <span id={id} className={clsx('anchor', styles.anchorAlias)} />;
}

/**
 * How the pictures of a comment load: lazily, unless the comment opens the page, where its first picture is likely
 * in the first screen (on `Actor`, the Screenplay Pattern diagram is a phone's largest paint): that one loads at once.
 */
interface Pictures {
    eagerFirst: boolean;
    seen: number;
}

function render(node: MarkupNode, key: number, pictures: Pictures): React.ReactNode {
    if (typeof node === 'string') {
        return node;
    }
    const [tag, properties, ...children] = node;
    const props = properties ?? {};
    const content = children.map((child, index) => render(child, index, pictures));
    switch (tag) {
        case 'a':
            // through <Link>, so that the build's broken-link check sees every link of the reference
            return (
                <Link key={key} to={props.href} title={props.title}>
                    {content}
                </Link>
            );
        case 'pre': {
            const code = children[0];
            if (Array.isArray(code) && code[0] === 'code') {
                const language = (code[1]?.className ?? '').match(/language-(\w+)/)?.[1];
                return (
                    <CodeBlock key={key} language={language === 'typescript' ? 'ts' : (language ?? 'text')}>
                        {plainText(code.slice(2) as MarkupNode[]).replace(/\n$/, '')}
                    </CodeBlock>
                );
            }
            return <pre key={key}>{content}</pre>;
        }
        case 'h2':
        case 'h3':
        case 'h4':
        case 'h5':
        case 'h6':
            return (
                <React.Fragment key={key}>
                    {props.aliases?.split(' ').map(alias => (
                        <AnchorAlias key={alias} id={alias} />
                    ))}
                    <Heading as={tag as HeadingTag} id={props.id}>
                        {content}
                    </Heading>
                </React.Fragment>
            );
        case 'img': {
            // width and height, read from the file at build time, keep the page still while the picture loads
            const eager = pictures.eagerFirst && pictures.seen++ === 0;
            return (
                <img
                    key={key}
                    className={styles.image}
                    src={props.src}
                    alt={props.alt ?? ''}
                    title={props.title}
                    width={props.width}
                    height={props.height}
                    loading={eager ? 'eager' : 'lazy'}
                    // React 18 knows no `fetchPriority` prop (it warns): the attribute is passed as the browser spells it
                    {...(eager ? { fetchpriority: 'high' } : {})}
                    decoding="async"
                />
            );
        }
        case 'aside':
            return (
                <Admonition key={key} type={props.dataAdmonition ?? 'note'} title={props.dataTitle}>
                    {content}
                </Admonition>
            );
        case 'br':
        case 'hr':
            return React.createElement(tag, { key });
        default:
            return React.createElement(tag, { key, ...props }, ...content);
    }
}

/**
 * A doc comment, from the allow-listed tree the API reference plugin builds (never raw HTML). `opensPage`: the
 * comment at the top of its page, whose first picture loads at once rather than lazily.
 */
export default function Markup({
    nodes,
    opensPage = false,
}: {
    nodes: MarkupNode[] | undefined;
    opensPage?: boolean;
}): React.ReactNode {
    const pictures: Pictures = { eagerFirst: opensPage, seen: 0 };
    return nodes && nodes.length > 0 ? <>{nodes.map((node, index) => render(node, index, pictures))}</> : null;
}
