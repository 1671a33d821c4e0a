import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { renderedLines } from './rendered-lines';

/** The theme's default magic comment and the site's hidden set-up lines, as config/prism.ts configures them */
const magicComments = [
    {
        className: 'theme-code-block-highlighted-line',
        line: 'highlight-next-line',
        block: { start: 'highlight-start', end: 'highlight-end' },
    },
    { className: 'code-block-hidden-line', line: 'hide-next-line', block: { start: 'hide-start', end: 'hide-end' } },
];

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
    // whether the theme renders these lines so is checked against the theme itself, in the browser, on the same
    // blocks: tests/e2e/code-lines.spec.ts and tests/fixtures/pages/code-lines.mdx
    it('marks the set-up lines hidden and removes the magic comments', () => {
        const lines = renderedLines(blocks[0].code, { ...blocks[0], magicComments });
        assert.deepEqual(lines[1], undefined, '// hide-start');
        assert.deepEqual(lines[2], { index: 1, classNames: ['code-block-hidden-line'] });
        assert.deepEqual(lines[6], { index: 3, classNames: ['theme-code-block-highlighted-line'] });
    });

    it('applies a line range in the meta instead of the magic comments, which then stay', () => {
        const lines = renderedLines(blocks[2].code, { ...blocks[2], magicComments });
        assert.equal(lines.length, 5);
        assert.deepEqual(
            lines.map(line => line?.classNames),
            [
                ['theme-code-block-highlighted-line'],
                [],
                ['theme-code-block-highlighted-line'],
                ['theme-code-block-highlighted-line'],
                [],
            ],
        );
    });

    it('removes JSX magic comments in a tsx block only, and leaves other comments', () => {
        const lines = renderedLines(blocks[1].code, { ...blocks[1], magicComments });
        assert.deepEqual(lines, [
            undefined,
            { index: 0, classNames: ['theme-code-block-highlighted-line'] },
            { index: 1, classNames: [] },
            undefined,
            { index: 2, classNames: ['code-block-hidden-line'] },
        ]);
    });
});
