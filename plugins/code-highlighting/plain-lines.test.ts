import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

import { Highlight, normalizeTokens, Prism, type RenderProps, themes } from 'prism-react-renderer';
import { createElement, type ReactElement } from 'react';

import { Lines, plainLines } from './plain-lines';

// react-dom comes without its types here
const { renderToStaticMarkup } = createRequire(__filename)('react-dom/server') as {
    renderToStaticMarkup: (element: ReactElement) => string;
};

const samples = [
    'const a = 1;',
    'line one\nline two\n',
    '\n\nafter two empty lines\n\n',
    'windows\r\nline endings\r\n\r\nand old Mac\rones',
    '',
    '    indented {\n\t\ttabbed\n    }',
];

/** As the theme's code block renders what `Highlight` gives it, with a class and a style of its own on some lines */
const render = ({ className, style, tokens, getLineProps, getTokenProps }: RenderProps) =>
    createElement(
        'pre',
        { className, style },
        tokens.map((line, index) =>
            createElement(
                'span',
                {
                    key: index,
                    ...getLineProps({
                        line,
                        className: index % 2 ? 'highlighted' : undefined,
                        style: index === 2 ? { outline: '1px solid' } : undefined,
                    }),
                },
                line.map((token, key) => createElement('span', { key, ...getTokenProps({ token }) })),
            ),
        ),
    );

describe('code-highlighting: plain lines', () => {
    it("splits code into lines as prism-react-renderer's normalizeTokens does for code without a grammar", () => {
        for (const code of samples) {
            assert.deepEqual(plainLines(code), normalizeTokens([code]), JSON.stringify(code));
        }
    });

    it('renders every block as prism-react-renderer does for a language it has no grammar for, in each theme', () => {
        const noGrammars = { ...Prism, languages: {} } as typeof Prism;
        for (const theme of [themes.github, themes.dracula, themes.vsDark]) {
            for (const code of samples) {
                for (const language of ['typescript', 'TSX', 'gherkin']) {
                    const props = { code, language, theme, children: render };
                    assert.equal(
                        renderToStaticMarkup(createElement(Lines, props)),
                        renderToStaticMarkup(createElement(Highlight, { ...props, prism: noGrammars })),
                        `${language}: ${JSON.stringify(code)}`,
                    );
                }
            }
        }
    });
});
