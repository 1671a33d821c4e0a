import { readFileSync } from 'node:fs';
import path from 'node:path';

import { hiddenLines, prism } from '../../config/prism';
import { renderedLines } from '../../plugins/code-examples/rendered-lines';
import { withoutHiddenLines } from '../../plugins/remark-hidden-lines';
import { expect, test, visit } from '../support/fixtures';

// plugins/code-examples/rendered-lines.ts predicts where the theme's code block shows each line of a block, and with
// which magic-comment classes, so that type-aware code can name each line. Here the theme itself renders the sample
// blocks of tests/fixtures/pages/code-lines.mdx: the prediction must be what the reader sees, whatever the theme's
// version does inside. The hidden lines never reach the theme: plugins/remark-hidden-lines takes them out of the
// page's block first, so the prediction is made for the code the theme receives.
const fixture = path.join(__dirname, '..', 'fixtures', 'pages', 'code-lines.mdx');
const blocks = [...readFileSync(fixture, 'utf8').matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)\n```$/gm)].map(
    ([, lang, meta, code]) => ({ lang, meta: meta.trim(), code }),
);
const magicComments = prism.magicComments;
const magicClasses = new Set(magicComments.map(comment => comment.className));

test.describe('Code block lines (plugins/code-examples/rendered-lines.ts)', () => {
    test('each line of each block is where the theme renders it, with the classes the theme gives it', async ({
        page,
    }) => {
        await visit(page, '/__tests__/code-lines/');
        const rendered = await page.locator('article pre code').evaluateAll(codes =>
            codes.map(code =>
                Array.from(code.querySelectorAll('.token-line')).map(line => ({
                    text: (line.textContent ?? '').replace(/\n$/, ''),
                    classes: Array.from(line.classList),
                })),
            ),
        );
        expect(
            blocks.some(block => /\{[\d,-]+\}/.test(block.meta)),
            'a block with a line range',
        ).toBe(true);
        expect(rendered).toHaveLength(blocks.length);
        blocks.forEach((block, at) => {
            const code = withoutHiddenLines(block.code, block.lang, block.meta, hiddenLines);
            const lines = code.split('\n');
            const predicted = renderedLines(code, { ...block, magicComments });
            const expected = predicted.flatMap((line, index) =>
                line ? [{ index: line.index, text: lines[index], classes: [...new Set(line.classNames)].sort() }] : [],
            );
            const actual = rendered[at].map((line, index) => ({
                index,
                text: line.text,
                classes: [...new Set(line.classes.filter(name => magicClasses.has(name)))].sort(),
            }));
            expect(actual, `block ${at + 1} (${block.lang} ${block.meta})`).toEqual(expected);
        });
    });
});
