import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { examplesIn } from './extract';

describe('examplesIn', () => {
    const page = [
        '---',
        'title: Example',
        '---',
        '',
        '```ts title="spec/example.spec.ts"',
        'const answer: number = 42',
        '```',
        '',
        '```sh npm2yarn',
        'npm install @serenity-js/core',
        '```',
        '',
        '```typescript no-check',
        'actor.attemptsTo(',
        '```',
        '',
        '````yaml',
        'name: CI',
        '````',
        '',
        '  ```json',
        '  { "indented": true }',
        '  ```',
    ].join('\n');

    it('finds TypeScript, JSON and YAML blocks with the line their code starts on', () => {
        const examples = examplesIn('handbook/page.mdx', page);
        assert.deepEqual(
            examples.map(({ language, line, skipped }) => ({ language, line, skipped })),
            [
                { language: 'typescript', line: 6, skipped: false },
                { language: 'typescript', line: 14, skipped: true },
                { language: 'yaml', line: 18, skipped: false },
                { language: 'json', line: 22, skipped: false },
            ],
        );
        assert.equal(examples[0].code, 'const answer: number = 42');
        assert.equal(examples[0].meta, 'title="spec/example.spec.ts"');
        assert.equal(examples[3].code, '{ "indented": true }');
    });

    it('ignores shell and other languages', () => {
        assert.equal(examplesIn('x.mdx', '```sh\nls\n```\n```gherkin\nFeature: x\n```').length, 0);
    });

    describe('file= blocks', () => {
        const files: Record<string, string> = {
            '/site/tests/tutorials/web/specs/todo.spec.ts':
                'import x from "y";\n// #region first\nconst first = 1;\n// #endregion first\n',
            '/site/tests/tutorials/web/app/index.html': '<h1>To-do</h1>\n',
        };
        const read = (file: string) => {
            if (!(file in files)) {
                throw new Error(`ENOENT: ${file}`);
            }
            return files[file];
        };
        const options = { siteDir: '/site', read };

        it('read their code from the file, or the region of it, that the page shows', () => {
            const examples = examplesIn(
                'handbook/tutorials/web.mdx',
                [
                    '```ts file=../../tests/tutorials/web/specs/todo.spec.ts region=first title="specs/todo.spec.ts"',
                    '```',
                    '',
                    '```html file=../../tests/tutorials/web/app/index.html',
                    '```',
                ].join('\n'),
                options,
            );

            assert.deepEqual(
                examples.map(({ language, code, shownFile, problem, skipped }) => ({
                    language,
                    code,
                    shownFile,
                    problem,
                    skipped,
                })),
                [
                    {
                        language: 'typescript',
                        code: 'const first = 1;',
                        shownFile: 'tests/tutorials/web/specs/todo.spec.ts',
                        problem: undefined,
                        skipped: false,
                    },
                    {
                        language: 'other',
                        code: '<h1>To-do</h1>',
                        shownFile: 'tests/tutorials/web/app/index.html',
                        problem: undefined,
                        skipped: false,
                    },
                ],
            );
        });

        it('report a missing file or region, or code written into the block, naming the page and line', () => {
            const examples = examplesIn(
                'handbook/tutorials/web.mdx',
                [
                    '```ts file=../../tests/tutorials/web/specs/gone.spec.ts',
                    '```',
                    '```ts file=../../tests/tutorials/web/specs/todo.spec.ts region=second',
                    '```',
                    '```ts file=../../tests/tutorials/web/specs/todo.spec.ts',
                    'const stale = true;',
                    '```',
                ].join('\n'),
                options,
            );

            assert.deepEqual(
                examples.map(example => example.problem?.replace(/ \(.*$/, '')),
                [
                    'handbook/tutorials/web.mdx:1: code block file=../../tests/tutorials/web/specs/gone.spec.ts does not exist',
                    'handbook/tutorials/web.mdx:3: code block file=../../tests/tutorials/web/specs/todo.spec.ts has no region "second"',
                    'handbook/tutorials/web.mdx:5: a code block with file=../../tests/tutorials/web/specs/todo.spec.ts must be empty: its code comes from the file',
                ],
            );
        });
    });
});
