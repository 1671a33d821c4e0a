// Wraps the theme's code line: in a type-aware block (src/components/TypeAwareCode) each identifier with quick info
// becomes an element of its own, a link to its API page or a span. Every other line is rendered as the theme renders it.
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { Props } from '@theme/CodeBlock/Line';
import Line from '@theme-original/CodeBlock/Line';
import type { Token, TokenInputProps, TokenOutputProps } from 'prism-react-renderer';
import React, { useContext } from 'react';

import { type LineItem, splitLine } from '@site/shared/type-aware-code';
import { quickInfoAttribute, TypeAwareLines } from '@site/src/components/TypeAwareCode/context';

import styles from './styles.module.css';

declare module '@theme/CodeBlock/Line' {
    interface Props {
        /** Which line of the block this is (passed by src/theme/CodeBlock/Content/String) */
        readonly lineIndex?: number;
    }
}

type ItemToken = Token & { item?: LineItem };

export default function LineWrapper({ lineIndex, ...props }: Props): React.JSX.Element {
    const lines = useContext(TypeAwareLines);
    const brokenLinks = useBrokenLinks();
    const items = lineIndex === undefined ? undefined : lines?.get(lineIndex);
    if (!items) {
        return <Line {...props} />;
    }
    const line: ItemToken[] = splitLine(props.line, items).map(({ token, item }) =>
        item ? { ...token, item } : token,
    );
    // the theme spreads these props on the token's <span>: its children may be an element
    const getTokenProps = (input: TokenInputProps): TokenOutputProps | Omit<TokenOutputProps, 'children'> => {
        const output = props.getTokenProps(input);
        const { item } = input.token as ItemToken;
        if (!item) {
            return output;
        }
        const identifier = { [quickInfoAttribute]: item.info };
        if (item.href) {
            // the build's link checker sees the link, as it sees those of <Link>
            brokenLinks.collectLink(item.href);
        }
        return {
            ...output,
            children: item.href ? (
                <a href={item.href} className={styles.link} tabIndex={item.tabbable ? undefined : -1} {...identifier}>
                    {output.children}
                </a>
            ) : (
                <span {...identifier}>{output.children}</span>
            ),
        };
    };
    return <Line {...props} line={line} getTokenProps={getTokenProps} />;
}
