import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

import { visibleCode } from '../markdown-twins/mdx';
import remarkHiddenLines, { withoutHiddenLines } from './index';

/** The site's hidden set-up lines, as config/prism.ts configures them */
const hiddenLines = {
    className: 'code-block-hidden-line',
    line: 'hide-next-line',
    block: { start: 'hide-start', end: 'hide-end' },
};

const example = [
    '// hide-start',
    "import { actorCalled } from '@serenity-js/core';",
    '// hide-end',
    '',
    "await actorCalled('Alice').attemptsTo(",
    '    // highlight-next-line',
    '    doSomething(),',
    '    // hide-next-line',
    '    doSomethingHidden(),',
    ');',
].join('\n');

/** The magic comments that highlight: the theme reads them from what this plugin leaves */
const highlightComment = /^\s*\/\/ highlight-(?:next-line|start|end)\s*$/;

describe('remark-hidden-lines', () => {
    it('leaves out the hidden lines, their comments and the blank line that would open the block', () => {
        assert.equal(
            withoutHiddenLines(example, 'ts', 'title="example.ts"', hiddenLines),
            ["await actorCalled('Alice').attemptsTo(", '    // highlight-next-line', '    doSomething(),', ');'].join(
                '\n',
            ),
        );
    });

    it('reads JSX comments in TSX', () => {
        assert.equal(
            withoutHiddenLines('const a = (\n    {/* hide-next-line */}\n    <Hidden/>\n);', 'tsx', '', hiddenLines),
            'const a = (\n);',
        );
    });

    it('leaves blocks alone where the theme reads no magic comment: other languages and line ranges', () => {
        const markdown = '```ts\n// hide-start\nimport x from "x";\n// hide-end\n```';
        assert.equal(withoutHiddenLines(markdown, 'md', '', hiddenLines), markdown);
        assert.equal(withoutHiddenLines(example, 'ts', '{1,3}', hiddenLines), example);
        assert.equal(withoutHiddenLines('const a = 1;\n', 'ts', '', hiddenLines), 'const a = 1;\n');
    });

    it("gives each block of a page that hides set-up lines the code of the page's Markdown twin", () => {
        const page = path.join(__dirname, '..', '..', 'handbook', 'design', 'screenplay-pattern.mdx');
        const tree = unified().use(remarkParse).parse(readFileSync(page, 'utf8'));
        const blocks: Array<{ before: string; node: { value: string } }> = [];
        visit(tree, 'code', (node: { value: string }) => {
            blocks.push({ before: node.value, node });
        });
        remarkHiddenLines({ hidden: hiddenLines })(tree);
        assert.ok(
            blocks.filter(({ before }) => before.includes('hide-start')).length > 1,
            'the page hides set-up lines',
        );
        for (const { before, node } of blocks) {
            const shown = node.value
                .split('\n')
                .filter(line => !highlightComment.test(line))
                .join('\n');
            assert.equal(shown, visibleCode(before));
        }
    });
});
