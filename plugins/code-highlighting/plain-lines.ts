/**
 * What prism-react-renderer's `Highlight` gives the theme's code block for a language it has no grammar for: the code
 * split into lines of one plain token each, with the theme's class names and colours, written out so that a page can
 * hydrate its code blocks without loading Prism (highlighter.ts). `plain-lines.test.ts` renders both and compares.
 */
import clsx from 'clsx';
import { type CSSProperties, type ReactElement, useCallback, useMemo } from 'react';

import type {
    HighlightProps,
    LineInputProps,
    LineOutputProps,
    PrismTheme,
    Token,
    TokenInputProps,
    TokenOutputProps,
} from 'prism-react-renderer/dist/index.mjs';

type ThemeDictionary = Record<string, CSSProperties> & { root: CSSProperties; plain: CSSProperties };

/** prism-react-renderer's `themeToDict`: the styles of each token type for `language` */
function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
    const dictionary = theme.styles.reduce<Record<string, CSSProperties>>((styles, { languages, types, style }) => {
        if (!languages || languages.includes(language)) {
            for (const type of types) {
                styles[type] = { ...styles[type], ...(style as CSSProperties) };
            }
        }
        return styles;
    }, {});
    const plain = theme.plain as CSSProperties;
    return { ...dictionary, root: plain, plain: { ...plain, backgroundColor: undefined } };
}

/** prism-react-renderer's tokens for code it has no grammar for: a plain token per line, an empty line marked so */
export function plainLines(code: string): Token[][] {
    return code
        .split(/\r\n|\r|\n/)
        .map(line => [
            line === '' ? { types: ['plain'], content: '\n', empty: true } : { types: ['plain'], content: line },
        ]);
}

/** What prism-react-renderer's `Highlight` gives its children for a language it has no grammar for */
export function Lines({ children, language: anyCase, code, theme }: HighlightProps): ReactElement {
    const language = anyCase.toLowerCase();
    const dictionary = useMemo(() => (theme ? themeDictionary(theme, language) : undefined), [theme, language]);
    const tokens = useMemo(() => plainLines(code), [code]);
    const getLineProps = useCallback(
        ({ className, style, line: _line, ...rest }: LineInputProps): LineOutputProps => ({
            ...rest,
            className: clsx('token-line', className),
            style: dictionary || style ? { ...dictionary?.plain, ...style } : undefined,
        }),
        [dictionary],
    );
    const getTokenProps = useCallback(
        ({ token, className, style, ...rest }: TokenInputProps): TokenOutputProps => {
            const own = dictionary && token.empty ? { display: 'inline-block' } : undefined;
            return {
                ...rest,
                className: clsx('token', ...token.types, className),
                children: token.content,
                style: style ? { ...own, ...style } : own,
            };
        },
        [dictionary],
    );
    return children({
        tokens,
        className: `prism-code language-${language}`,
        style: dictionary ? dictionary.root : {},
        getLineProps,
        getTokenProps,
    });
}
