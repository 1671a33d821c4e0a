import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

import { codeFromFile, fileReferenceIn, shownLines } from './codeFromFile';
import remarkCodeFromFile from './index';

const spec = [
    `import { describe, it } from '@serenity-js/playwright-test';`,
    ``,
    `describe('Todo', () => {`,
    `    // #region first`,
    `    it('works', async ({ actor }) => {`,
    `        // #region inner`,
    `        await actor.attemptsTo();`,
    `        // #endregion inner`,
    `    });`,
    `    // #endregion first`,
    `});`,
    ``,
].join('\n');

const roots: string[] = [];
after(() => roots.forEach(root => rmSync(root, { recursive: true, force: true })));

function site(): { page: string } {
    const root = mkdtempSync(path.join(tmpdir(), 'remark-code-from-file-'));
    roots.push(root);
    mkdirSync(path.join(root, 'handbook', 'tutorials'), { recursive: true });
    mkdirSync(path.join(root, 'tests', 'specs'), { recursive: true });
    writeFileSync(path.join(root, 'tests', 'specs', 'todo.spec.ts'), spec);
    return { page: path.join(root, 'handbook', 'tutorials', 'first.mdx') };
}

function render(mdx: string, page: string): string {
    return String(
        unified()
            .use(remarkParse)
            .use(remarkMdx)
            .use(remarkCodeFromFile)
            .use(remarkStringify)
            .processSync({ path: page, value: mdx }),
    );
}

describe('remark-code-from-file', () => {
    describe('fileReferenceIn', () => {
        it('finds the file and region and leaves the rest of the meta to the theme', () => {
            assert.deepEqual(fileReferenceIn('file=../x.ts region=first title="specs/x.spec.ts" showLineNumbers'), {
                file: '../x.ts',
                region: 'first',
                meta: 'title="specs/x.spec.ts" showLineNumbers',
            });
            assert.deepEqual(fileReferenceIn('title="a b.ts" file="../a b.ts"'), {
                file: '../a b.ts',
                region: undefined,
                meta: 'title="a b.ts"',
            });
        });

        it('ignores fences without file=', () => {
            assert.equal(fileReferenceIn('title="profile=x"'), undefined);
            assert.equal(fileReferenceIn(null), undefined);
            assert.equal(fileReferenceIn('no-check'), undefined);
        });
    });

    describe('shownLines', () => {
        it('shows the whole file without region markers or trailing blank lines', () => {
            const shown = shownLines(spec);
            assert.doesNotMatch(shown, /#(end)?region/);
            assert.match(shown, /^import \{ describe, it \}/);
            assert.match(shown, /\}\);$/);
        });

        it('shows a region, dedented, without the markers of regions nested in it', () => {
            assert.equal(
                shownLines(spec, 'first'),
                [`it('works', async ({ actor }) => {`, `    await actor.attemptsTo();`, `});`].join('\n'),
            );
            assert.equal(shownLines(spec, 'inner'), 'await actor.attemptsTo();');
        });

        it('understands the comment styles of HTML, YAML and CSS files', () => {
            assert.equal(
                shownLines('<body>\n<!-- #region form -->\n<form></form>\n<!-- #endregion form -->\n</body>', 'form'),
                '<form></form>',
            );
            assert.equal(shownLines('a: 1\n# #region b\nb: 2\n# #endregion b', 'b'), 'b: 2');
            assert.equal(shownLines('/* #region x */\np {}\n/* #endregion x */', 'x'), 'p {}');
        });

        it('fails on a missing or unterminated region', () => {
            assert.throws(() => shownLines(spec, 'second'), /has no region "second"/);
            assert.throws(() => shownLines('// #region open\ncode', 'open'), /has no region "open"/);
        });
    });

    describe('codeFromFile', () => {
        it('resolves the file relative to the page and names page, line and file when it is missing', () => {
            const { page } = site();
            assert.equal(
                codeFromFile(page, 3, { file: '../../tests/specs/todo.spec.ts', region: 'inner', meta: '' }).code,
                'await actor.attemptsTo();',
            );
            assert.throws(
                () => codeFromFile(page, 7, { file: '../../tests/specs/gone.spec.ts', meta: '' }),
                (error: Error) =>
                    error.message.startsWith(
                        `${page}:7: code block file=../../tests/specs/gone.spec.ts does not exist`,
                    ),
            );
            assert.throws(
                () => codeFromFile(page, 9, { file: '../../tests/specs/todo.spec.ts', region: 'gone', meta: '' }),
                (error: Error) =>
                    error.message.startsWith(
                        `${page}:9: code block file=../../tests/specs/todo.spec.ts has no region "gone"`,
                    ),
            );
        });
    });

    it('fills an empty fence with the file and keeps the title', () => {
        const { page } = site();
        const output = render(
            [
                'Intro',
                '',
                '```ts file=../../tests/specs/todo.spec.ts region=first title="specs/todo.spec.ts"',
                '```',
            ].join('\n'),
            page,
        );

        assert.match(output, /```ts title="specs\/todo\.spec\.ts"\nit\('works'/);
        assert.doesNotMatch(output, /file=|region=|#region/);
    });

    it('leaves other fences alone', () => {
        const { page } = site();
        const output = render('```ts title="x.ts"\nconst x = 1\n```', page);
        assert.match(output, /```ts title="x\.ts"\nconst x = 1\n```/);
    });

    it('fails the build, naming the page, when the file or region is missing or the fence is not empty', () => {
        const { page } = site();
        assert.throws(
            () => render('```ts file=../../tests/specs/gone.ts\n```', page),
            new RegExp(`${page}:1: code block file=../../tests/specs/gone.ts does not exist`),
        );
        assert.throws(
            () => render('```ts file=../../tests/specs/todo.spec.ts region=nope\n```', page),
            /has no region "nope"/,
        );
        assert.throws(
            () => render('```ts file=../../tests/specs/todo.spec.ts\nconst stale = true\n```', page),
            /must be empty: its code comes from the file/,
        );
    });
});
