import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { analyseExamples } from './compile';
import type { Example } from './extract';

const siteDir = path.join(__dirname, '..', '..');
// under the site, so that the examples' imports resolve to its node_modules as a page's would
mkdirSync(path.join(siteDir, '.cache'), { recursive: true });
const scratch = mkdtempSync(path.join(siteDir, '.cache', 'compile-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const cacheDir = path.join(scratch, 'cache');
const relative = (file: string) => path.relative(siteDir, path.join(scratch, file));

const example = (fields: Partial<Example> & Pick<Example, 'code'>): Example => ({
    file: 'handbook/page.mdx',
    line: 10,
    language: 'typescript',
    lang: 'ts',
    meta: '',
    skipped: false,
    ...fields,
});

describe('analyseExamples', () => {
    writeFileSync(path.join(scratch, 'helper.ts'), `export const greeting: string = 'hello'\n`);
    writeFileSync(
        path.join(scratch, 'shown.ts'),
        [
            `import { greeting } from './helper'`,
            `export function greet() {`,
            `    // #region shown`,
            `    return greeting.length`,
            `    // #endregion shown`,
            `}`,
            ``,
        ].join('\n'),
    );
    const examples = [
        example({ code: `const answer: number = 42\nanswer.toFixed(1)` }),
        example({ file: 'handbook/other.mdx', line: 20, code: `const wrong: string = 42` }),
        example({
            line: 30,
            code: 'return greeting.length',
            shownFile: relative('shown.ts'),
            origins: [{ line: 3, indent: 4 }],
        }),
    ];

    it('names the page and line of an error, and gives identifiers their quick info', async () => {
        const { problems, analyses, stats } = await analyseExamples(examples, { siteDir, cacheDir });
        assert.deepEqual(problems, [
            `handbook/other.mdx:20:7: error TS2322: Type 'number' is not assignable to type 'string'.`,
        ]);
        assert.deepEqual([stats.units, stats.fromCache], [3, 0]);
        assert.ok(stats.seconds > 0 && stats.cpuSeconds > 0, 'the time it took');
        assert.deepEqual(
            analyses
                .get(examples[0])
                ?.identifiers.map(({ line, character, signature }) => [line, character, signature]),
            [
                [0, 6, 'const answer: number'],
                [1, 0, 'const answer: number'],
                [1, 7, '(method) Number.toFixed(fractionDigits?: number): string'],
            ],
        );
    });

    it('places the identifiers of a shown file on the lines the block shows', async () => {
        const { analyses } = await analyseExamples(examples, { siteDir, cacheDir });
        assert.deepEqual(
            analyses.get(examples[2])?.identifiers.map(({ line, character, length }) => [line, character, length]),
            [
                [0, 7, 8],
                [0, 16, 6],
            ],
            '`greeting` and `length`, dedented',
        );
    });

    it('reads unchanged examples from the cache, errors included, and compiles again what a change touches', async () => {
        const warm = await analyseExamples(examples, { siteDir, cacheDir });
        assert.deepEqual([warm.stats.fromCache, warm.stats.seconds, warm.stats.cpuSeconds], [3, 0, 0]);
        assert.equal(warm.problems.length, 1);

        writeFileSync(path.join(scratch, 'helper.ts'), `export const greeting: number = 42\n`);
        const changed = await analyseExamples(examples, { siteDir, cacheDir });
        assert.equal(changed.stats.fromCache, 2, 'the file that imports the changed one is compiled again');
        assert.deepEqual(changed.problems.slice(1), [
            `${relative('shown.ts')}:4:21: error TS2339: Property 'length' does not exist on type 'number'. (shown by handbook/page.mdx:29)`,
        ]);
    });
});
