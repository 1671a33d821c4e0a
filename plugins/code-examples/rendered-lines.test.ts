import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';

import { type MagicComment, renderedLines } from './rendered-lines';

/** The theme's default magic comment and the site's hidden set-up lines, as config/prism.ts configures them */
const magicComments = [
    {
        className: 'theme-code-block-highlighted-line',
        line: 'highlight-next-line',
        block: { start: 'highlight-start', end: 'highlight-end' },
    },
    { className: 'code-block-hidden-line', line: 'hide-next-line', block: { start: 'hide-start', end: 'hide-end' } },
];

// the theme's own implementation, which ships as browser code only: what ours must agree with
const fromTheme = createRequire(__filename);
const { parseLines } = fromTheme(
    path.join(
        __dirname,
        '..',
        '..',
        'node_modules',
        '@docusaurus',
        'theme-common',
        'lib',
        'utils',
        'codeBlockUtils.js',
    ),
) as {
    parseLines: (
        content: string,
        options: { metastring: string; language: string; magicComments: MagicComment[] },
    ) => { code: string; lineClassNames: Record<number, string[]> };
};

const blocks: Array<{ code: string; lang: string; meta: string }> = [
    {
        lang: 'ts',
        meta: 'title="specs/example.spec.ts"',
        code: [
            `import { actorCalled } from '@serenity-js/core'`,
            `// hide-start`,
            `declare const Task: unknown`,
            `// hide-end`,
            ``,
            `// highlight-next-line`,
            `await actorCalled('Alice').attemptsTo()`,
            `  /* highlight-start */`,
            `const a = 1`,
            `const b = 2`,
            `// highlight-end`,
            `// hide-next-line`,
            `export {}`,
        ].join('\n'),
    },
    {
        lang: 'tsx',
        meta: '',
        code: [
            `{/* highlight-next-line */}`,
            `<App />`,
            `// a comment that is not magic`,
            `{/* hide-next-line */}`,
            `x`,
        ].join('\n'),
    },
    { lang: 'ts', meta: '{1,3-4}', code: ['a', '// highlight-next-line', 'b', 'c', 'd'].join('\n') },
    { lang: 'typescript', meta: '', code: ['a', '// highlight-next-line', ''].join('\n') },
];

describe('renderedLines', () => {
    for (const [index, block] of blocks.entries()) {
        it(`places lines where the theme renders them, with its classes (block ${index + 1}, ${block.lang})`, () => {
            const theirs = parseLines(block.code, { metastring: block.meta, language: block.lang, magicComments });
            const ours = renderedLines(block.code, { ...block, magicComments });
            const codeLines = block.code.replace(/\n$/, '').split('\n');
            assert.deepEqual(
                ours.flatMap((line, at) => (line ? [codeLines[at]] : [])),
                theirs.code.split('\n'),
                'the same lines, in the same order',
            );
            for (const line of ours.filter(Boolean)) {
                assert.deepEqual(
                    [...new Set(line!.classNames)].sort(),
                    [...new Set(theirs.lineClassNames[line!.index] ?? [])].sort(),
                    `the classes of line ${line!.index}`,
                );
            }
        });
    }

    it('marks the set-up lines hidden and removes the magic comments', () => {
        const lines = renderedLines(blocks[0].code, { ...blocks[0], magicComments });
        assert.deepEqual(lines[1], undefined, '// hide-start');
        assert.deepEqual(lines[2], { index: 1, classNames: ['code-block-hidden-line'] });
        assert.deepEqual(lines[6], { index: 3, classNames: ['theme-code-block-highlighted-line'] });
    });
});
