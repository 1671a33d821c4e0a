import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { ThemeClassNames, useWindowSize } from '@docusaurus/theme-common';
import clsx from 'clsx';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import React from 'react';

import type {
    ApiPage as ApiPageData,
    ItemPage,
    Link as LinkData,
    MemberDoc,
    OverviewPage,
    RenderedComment,
    SignatureDoc,
    Source,
    TocEntry,
    SidebarItem,
    TroubleshootingLinks,
} from '@site/shared/api-reference';
import { tagTitleOf, troubleshootingId, troubleshootingIntro } from '@site/shared/api-reference';
import { apiPageDataFile } from '@site/shared/api-routes';
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import { useFrameworkData } from '@site/src/components/FrameworkFacts';
import { CompatibilityList } from '@site/src/components/ModuleCatalogue/CompatibilityList';

import ApiLayout from './ApiLayout';
import Code from './Code';
import Markup from './Markup';
import styles from './styles.module.css';

function LinkTo({ link }: { link: LinkData }): React.JSX.Element {
    return link.href ? (
        <Link to={link.href}>
            <code>{link.text}</code>
        </Link>
    ) : (
        <code>{link.text}</code>
    );
}

function Tags({ comment }: { comment?: RenderedComment }): React.JSX.Element | null {
    if (!comment || comment.tags.length === 0) {
        return null;
    }
    return (
        <>
            {comment.tags.map((tag, index) => (
                <div key={index} className={styles.tag}>
                    <p className={styles.tagTitle}>{tagTitleOf(tag.tag)}</p>
                    <Markup nodes={tag.content} />
                </div>
            ))}
        </>
    );
}

function Deprecation({ comment }: { comment?: RenderedComment }): React.JSX.Element | null {
    return comment?.deprecated ? (
        <Admonition type="warning" title="Deprecated">
            <Markup nodes={comment.deprecated} />
        </Admonition>
    ) : null;
}

function DefinedIn({ source }: { source?: Source }): React.JSX.Element | null {
    return source ? (
        <p className={styles.source}>
            Defined in{' '}
            <a href={source.url}>
                {source.file}:{source.line}
            </a>
        </p>
    ) : null;
}

function Signature({
    signature,
    showComment = true,
}: {
    signature: SignatureDoc;
    showComment?: boolean;
}): React.JSX.Element {
    return (
        <div className={styles.signature}>
            <Code parts={signature.code} />
            {showComment && <Deprecation comment={signature.comment} />}
            {showComment && <Markup nodes={signature.comment?.summary} />}
            {signature.typeParameters.length > 0 && (
                <>
                    <p className={styles.tagTitle}>Type parameters</p>
                    <ul className={styles.parameters}>
                        {signature.typeParameters.map(parameter => (
                            <li key={parameter.name}>
                                <code>{parameter.name}</code>
                                <Markup nodes={parameter.comment} />
                            </li>
                        ))}
                    </ul>
                </>
            )}
            {signature.parameters.length > 0 && (
                <>
                    <p className={styles.tagTitle}>Parameters</p>
                    <ul className={styles.parameters}>
                        {signature.parameters.map(parameter => (
                            <li key={parameter.name}>
                                <Code
                                    className={styles.inline}
                                    parts={[
                                        { t: `${parameter.rest ? '...' : ''}${parameter.name}`, k: 'n' },
                                        { t: parameter.optional ? '?: ' : ': ', k: 'p' },
                                        ...parameter.type,
                                        // in the same line of code as the name and type, so it sits on their baseline
                                        ...(parameter.defaultValue === undefined
                                            ? []
                                            : [
                                                  { t: ' = ', k: 'p' as const },
                                                  { t: parameter.defaultValue, k: 'l' as const },
                                              ]),
                                    ]}
                                />
                                <Markup nodes={parameter.comment} />
                            </li>
                        ))}
                    </ul>
                </>
            )}
            {signature.returns && (
                <>
                    <p className={styles.tagTitle}>Returns</p>
                    <div className={styles.returns}>
                        <Code className={styles.inline} parts={signature.returns.type} />
                        <Markup nodes={signature.returns.comment} />
                    </div>
                </>
            )}
            {showComment && <Tags comment={signature.comment} />}
        </div>
    );
}

function Member({ member }: { member: MemberDoc }): React.JSX.Element {
    return (
        <section className={styles.member}>
            {/* the name alone in the heading: it is what the table of contents and search show */}
            <Heading as="h3" id={member.anchor} className={styles.memberName}>
                <code>
                    {member.name}
                    {member.signatures.length > 0 && member.name !== 'constructor' ? '()' : ''}
                </code>
            </Heading>
            {member.flags.some(flag => flag !== 'optional') && (
                <p className={styles.flags}>
                    {member.flags
                        .filter(flag => flag !== 'optional')
                        .map(flag => (
                            <span key={flag} className={clsx('badge', 'badge--secondary', styles.flag)}>
                                {flag}
                            </span>
                        ))}
                </p>
            )}
            {member.inheritedFrom && (
                <p className={styles.inherited}>
                    Inherited from <LinkTo link={member.inheritedFrom} />
                </p>
            )}
            {member.overrides && (
                <p className={styles.inherited}>
                    Overrides <LinkTo link={member.overrides} />
                </p>
            )}
            <Deprecation comment={member.comment} />
            {member.code && <Code parts={member.code} />}
            <Markup nodes={member.comment?.summary} />
            <Tags comment={member.comment} />
            {member.signatures.map((signature, index) => (
                <Signature key={index} signature={signature} />
            ))}
            <DefinedIn source={member.source} />
        </section>
    );
}

function Hierarchy({ page }: { page: ItemPage }): React.JSX.Element | null {
    const { extendedBy, implementedBy } = page.hierarchy;
    if (extendedBy.length === 0 && implementedBy.length === 0) {
        return null;
    }
    return (
        <div className={styles.hierarchy}>
            {extendedBy.length > 0 && (
                <p>
                    <strong>Extended by:</strong>{' '}
                    {extendedBy.map((link, index) => (
                        <React.Fragment key={index}>
                            {index > 0 && ', '}
                            <LinkTo link={link} />
                        </React.Fragment>
                    ))}
                </p>
            )}
            {implementedBy.length > 0 && (
                <p>
                    <strong>Implemented by:</strong>{' '}
                    {implementedBy.map((link, index) => (
                        <React.Fragment key={index}>
                            {index > 0 && ', '}
                            <LinkTo link={link} />
                        </React.Fragment>
                    ))}
                </p>
            )}
        </div>
    );
}

/** An error class's entries in the handbook's troubleshooting area, by page: each message, what it means, how to fix it */
function Troubleshooting({ pages }: { pages?: TroubleshootingLinks[] }): React.JSX.Element | null {
    if (!pages || pages.length === 0) {
        return null;
    }
    return (
        <section aria-labelledby={troubleshootingId}>
            <Heading as="h2" id={troubleshootingId}>
                Troubleshooting
            </Heading>
            <p>{troubleshootingIntro}</p>
            <ul className={styles.troubleshooting}>
                {pages.map(page => (
                    <li key={page.href}>
                        <Link to={page.href}>{page.page}</Link>
                        <ul>
                            {page.entries.map(entry => (
                                <li key={entry.id}>
                                    <Link to={`${page.href}#${entry.id}`}>
                                        <Markup nodes={entry.title} />
                                    </Link>
                                </li>
                            ))}
                        </ul>
                    </li>
                ))}
            </ul>
        </section>
    );
}

/**
 * The page with its table of contents: a column beside it on desktop; on a phone, a collapsible "On this page"
 * after the page's header, so that the reader sees where they are and what the page is about first. The
 * collapsible is in the server-rendered page too, and CSS picks the one that fits the screen, so nothing
 * moves when React takes over on a phone.
 */
function WithToc({
    toc,
    header,
    children,
}: {
    toc: TocEntry[];
    header: React.ReactNode;
    children: React.ReactNode;
}): React.JSX.Element {
    const windowSize = useWindowSize();
    const desktop = toc.length > 0 && (windowSize === 'desktop' || windowSize === 'ssr');
    return (
        <div className="row">
            <div className={clsx('col', toc.length > 0 && styles.mainColumn)}>
                <article>
                    <div className="theme-doc-markdown markdown">
                        {header}
                        {toc.length > 0 && (
                            <TOCCollapsible
                                toc={toc}
                                minHeadingLevel={2}
                                maxHeadingLevel={3}
                                className={clsx(ThemeClassNames.docs.docTocMobile, styles.tocMobile)}
                            />
                        )}
                        {children}
                    </div>
                </article>
            </div>
            {desktop && (
                <div className="col col--3">
                    <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={3} className="theme-doc-toc-desktop" />
                </div>
            )}
        </div>
    );
}

/** The head of an API page: where the page belongs and the "copy page" menu on one line, then its title */
function PageHeader({
    eyebrow,
    title,
    children,
}: {
    eyebrow: React.ReactNode;
    title: string;
    children?: React.ReactNode;
}): React.JSX.Element {
    return (
        <header>
            <div className={styles.headerBar}>
                <p className={styles.eyebrow}>{eyebrow}</p>
                <CopyPageMenu />
            </div>
            <Heading as="h1" className={styles.title}>
                {breakable(title)}
            </Heading>
            {children}
        </header>
    );
}

/** A title that wraps on a phone where the words of a long name meet (`TakePhotosBefore…`), or after a slash */
function breakable(title: string): React.ReactNode[] {
    return title
        .split(/(?<=[a-z0-9])(?=[A-Z])|(?<=\/)/)
        .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

function ItemContent({ page }: { page: ItemPage }): React.JSX.Element {
    const badges = page.flags.filter(flag => flag === 'abstract' || flag === 'deprecated');
    return (
        <WithToc
            toc={page.toc}
            header={
                <PageHeader
                    eyebrow={
                        <>
                            <Link to={page.module.route}>
                                <code>{page.module.importPath}</code>
                            </Link>{' '}
                            · {page.kind}
                        </>
                    }
                    // the name alone: it is what search and the browser tab show
                    title={page.name}
                >
                    {badges.length > 0 && (
                        <p>
                            {badges.map(flag => (
                                <span
                                    key={flag}
                                    className={clsx(
                                        'badge',
                                        flag === 'deprecated' ? 'badge--warning' : 'badge--secondary',
                                        styles.flag,
                                    )}
                                >
                                    {flag}
                                </span>
                            ))}
                        </p>
                    )}
                </PageHeader>
            }
        >
            <Deprecation comment={page.comment} />
            {page.code && <Code parts={page.code} />}
            {page.signatures.map((signature, index) => (
                <Signature key={index} signature={signature} showComment={page.signatures.length > 1} />
            ))}
            <Markup nodes={page.comment?.summary} opensPage />
            <Tags comment={page.comment} />
            <Hierarchy page={page} />
            <DefinedIn source={page.source} />
            <Troubleshooting pages={page.troubleshooting} />
            {page.sections.map(section => (
                <section key={section.title}>
                    <Heading as="h2" id={section.id}>
                        {section.title}
                    </Heading>
                    {section.members.map(member => (
                        <Member key={member.anchor} member={member} />
                    ))}
                </section>
            ))}
        </WithToc>
    );
}

function OverviewContent({ page }: { page: OverviewPage }): React.JSX.Element {
    const item = page.catalogueEntry;
    const engines = Object.entries(item.engines);
    return (
        <WithToc
            toc={page.toc}
            header={
                <PageHeader
                    eyebrow={
                        <>
                            <Link to="/api/">Serenity/JS API</Link> ·{' '}
                            {page.module.label === 'Overview' ? 'module' : page.module.label}
                        </>
                    }
                    title={page.module.importPath}
                />
            }
        >
            <p>{item.description}</p>
            <dl className={styles.facts}>
                <dt>Version</dt>
                <dd>
                    <code>{page.version}</code>
                </dd>
                {engines.length > 0 && (
                    <>
                        <dt>Engines</dt>
                        <dd>
                            {engines.map(([engine, range]) => (
                                <code key={engine}>
                                    {engine} {range}
                                </code>
                            ))}
                        </dd>
                    </>
                )}
                {Object.keys(item.compatibility).length > 0 && (
                    <>
                        <dt>Works with</dt>
                        <dd>
                            <CompatibilityList compatibility={item.compatibility} />
                        </dd>
                    </>
                )}
            </dl>
            <CodeBlock language="sh" title="Install">{`npm install --save-dev ${page.module.packageName}`}</CodeBlock>
            {page.module.importPath !== page.module.packageName && (
                <CodeBlock language="ts" title="Import">{`import { … } from '${page.module.importPath}'`}</CodeBlock>
            )}
            {page.categories.map(category => (
                <section key={category.title}>
                    <Heading as="h2" id={category.id}>
                        {category.title}
                    </Heading>
                    <ul className={styles.items}>
                        {category.items.map(entry => (
                            <li key={entry.name}>
                                <Link to={entry.href}>
                                    <code>{entry.name}</code>
                                </Link>
                                <span className={styles.kind}> {entry.kind}</span>
                                {entry.deprecated && (
                                    <span className={clsx('badge', 'badge--warning', styles.flag)}>deprecated</span>
                                )}
                                <Markup nodes={entry.summary} />
                            </li>
                        ))}
                    </ul>
                </section>
            ))}
            {page.declarations.length > 0 &&
                page.declarations.map(declaration => (
                    <section key={declaration.name} className={styles.member}>
                        <Heading as="h3" id={declaration.name} className={styles.memberName}>
                            <code>{declaration.name}</code>{' '}
                            <span className={styles.kind}>
                                {declaration.kind === 'type' ? 'type alias' : 'variable'}
                            </span>
                        </Heading>
                        <Deprecation comment={declaration.comment} />
                        <Code parts={declaration.code} />
                        <Markup nodes={declaration.comment?.summary} />
                        <Tags comment={declaration.comment} />
                        <DefinedIn source={declaration.source} />
                    </section>
                ))}
            {page.readme.length > 0 && (
                <section className={styles.readme}>
                    <Heading as="h2" id="about-this-module">
                        About this module
                    </Heading>
                    <Markup nodes={page.readme} />
                </section>
            )}
        </WithToc>
    );
}

/**
 * In the HTML the server renders, a hint to fetch the page's data file right away: in production, the browser
 * fetches it before it hydrates the page (pageRoutes.tsx). Left out in the browser, where the data is already loaded.
 */
function PageDataPreload({ route }: { route: string }): React.JSX.Element | null {
    const { apiPageData } = useFrameworkData();
    return ExecutionEnvironment.canUseDOM || apiPageData === undefined ? null : (
        <Head>
            <link
                rel="preload"
                as="fetch"
                crossOrigin="anonymous"
                href={`${apiPageData}${apiPageDataFile(route)}`}
                // after what paints the page: the scripts need it only once they have arrived
                {...{ fetchpriority: 'low' }}
            />
        </Head>
    );
}

/** Every page of the API reference below `/api/`: a module overview or a class, function, interface or enum. */
export default function ApiPage({ page, sidebar }: { page: ApiPageData; sidebar: SidebarItem[] }): React.JSX.Element {
    const title = page.type === 'item' ? `${page.name} | API` : `${page.module.importPath} | API`;
    return (
        <ApiLayout title={title} description={page.description} sidebar={sidebar}>
            <PageDataPreload route={page.route} />
            {page.type === 'item' ? <ItemContent page={page} /> : <OverviewContent page={page} />}
        </ApiLayout>
    );
}
