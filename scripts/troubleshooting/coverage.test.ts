import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import { coverageOf, describeError, troubleshootingPages, uncoveredErrors } from './coverage';
import { thrownErrors, throwSites } from './thrown-errors';

const siteDir = path.resolve(__dirname, '..', '..');

/** A site folder holding `node_modules/@serenity-js/<module>/src/...` files and troubleshooting pages */
function fixtureSite(sources: Record<string, string>, pages: Record<string, string> = {}): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'thrown-errors-'));
    const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
    };
    for (const [file, text] of Object.entries(sources)) {
        write(path.join('node_modules', '@serenity-js', file), text);
    }
    for (const [file, text] of Object.entries(pages)) {
        write(path.join('handbook', 'troubleshooting', file), text);
    }
    return dir;
}

const fixtureSources = {
    'core/src/Checks.ts': `
        import { ConfigurationError, LogicError, RaiseErrors } from './errors';

        export function check(x: number, actor: any) {
            if (x < 0) {
                throw new LogicError(\`Expected \${ x } to be a positive number\`);
            }
            if (x === 0) {
                throw new ConfigurationError('The answer must not be zero');
            }
            if (x > 100) {
                throw new TypeError('Values above one hundred, like ' + x + ', are not supported');
            }
            if (x === 42) {
                const message = \`Expected \${ x } to be anything but the answer\`;
                throw RaiseErrors.as(actor).create(AssertionError, { message, diff: { expected: 1, actual: x } });
            }
            if (x === 7) {
                return Promise.reject(new LogicError(describe(x)));
            }
            throw new LogicError(\`Can't check \${ x } because it's too odd\`);
        }

        function describe(x: number): string {
            return \`\${ x } is a lucky number, which is unlucky here\`;
        }
    `,
    'core/src/Checks.spec.ts': `throw new Error('Specs are not part of the framework');`,
    'core/src/test/helpers.ts': `throw new Error('Test helpers are not part of the framework');`,
    'web/src/Page.ts': `
        export const fail = (name: string) => {
            throw new LogicError(\`The page called \${ name } can't be found\`);
        };
        export const rethrow = (error: Error) => {
            throw error;
        };
    `,
};

describe('thrownErrors', () => {
    const errors = thrownErrors(fixtureSite(fixtureSources));
    const texts = errors.map(error => error.fixedText);

    it('finds the fixed text of a template: the literal text up to the first interpolation, or its longest fragment', () => {
        assert.ok(texts.includes('to be a positive number'), texts.join('\n'));
        assert.ok(texts.includes('The page called'), texts.join('\n'));
        assert.ok(texts.includes("because it's too odd"), texts.join('\n'));
    });

    it('finds the fixed text of a plain string', () => {
        assert.ok(texts.includes('The answer must not be zero'));
    });

    it('finds the fixed text of a concatenation: the literal text before the first + expression', () => {
        assert.ok(texts.includes('Values above one hundred, like'));
    });

    it('follows the message of the error factory into the variable that holds it', () => {
        const factoryError = errors.find(error => error.how === 'error factory');
        assert.equal(factoryError?.errorClass, 'AssertionError');
        assert.equal(factoryError?.fixedText, 'to be anything but the answer');
        assert.equal(factoryError?.message, 'message');
    });

    it('follows a rejected error into the function of the same file that builds its message', () => {
        const rejected = errors.find(error => error.how === 'reject');
        assert.equal(rejected?.fixedText, 'is a lucky number, which is unlucky here');
    });

    it('names the module, class, file and line of each, and skips specs, test folders and rethrown errors', () => {
        const zero = errors.find(error => error.fixedText === 'The answer must not be zero');
        assert.deepEqual(
            { module: zero?.module, errorClass: zero?.errorClass, file: zero?.file, line: zero?.line },
            { module: '@serenity-js/core', errorClass: 'ConfigurationError', file: 'src/Checks.ts', line: 9 },
        );
        assert.equal(errors.length, 7, texts.join('\n'));
        assert.ok(!texts.some(text => /not part of the framework/.test(text)));
    });

    it('lists a fixed text thrown at several sites once, with every site', () => {
        const site = fixtureSite({
            'core/src/A.ts': `throw new LogicError(\`No actor called \${ name } is on the stage\`);`,
            'web/src/B.ts': `throw new LogicError(\`No actor called \${ other } is on the stage\`);`,
        });
        const errors = thrownErrors(site);
        assert.equal(errors.length, 1);
        assert.deepEqual(
            errors[0].sites.map(site => `${site.module}/${site.file}`),
            ['@serenity-js/core/src/A.ts', '@serenity-js/web/src/B.ts'],
        );
    });
});

describe('troubleshooting coverage', () => {
    it('reports an error whose fixed text no page has as uncovered, and one a page has (whitespace folded) as covered', () => {
        const site = fixtureSite(fixtureSources, {
            'core.mdx': '```text\nThe answer must   not be\nzero\n```\n',
            'web.mdx': "The page called `<name>` can't be found.\n",
        });
        const coverage = coverageOf(thrownErrors(site), troubleshootingPages(site));
        const pagesOf = (text: string) => coverage.find(({ error }) => error.fixedText === text)?.pages;

        assert.deepEqual(pagesOf('The answer must not be zero'), ['handbook/troubleshooting/core.mdx']);
        assert.deepEqual(pagesOf('The page called'), ['handbook/troubleshooting/web.mdx']);
        assert.deepEqual(
            uncoveredErrors(site).map(error => error.fixedText),
            [
                'to be a positive number',
                'Values above one hundred, like',
                'to be anything but the answer',
                'is a lucky number, which is unlucky here',
                "because it's too odd",
            ],
        );
    });

    it('finds the thrown errors of the installed @serenity-js modules', () => {
        const modules = new Set(throwSites(siteDir).map(error => error.module));
        assert.ok(modules.has('@serenity-js/core') && modules.has('@serenity-js/web'), [...modules].join(', '));
        assert.ok(thrownErrors(siteDir).length > 50);
    });

    it('finds every thrown error of the installed @serenity-js modules explained in handbook/troubleshooting', () => {
        const uncovered = uncoveredErrors(siteDir);
        assert.equal(
            uncovered.length,
            0,
            `${uncovered.length} errors the framework throws have no entry in handbook/troubleshooting/*.mdx ` +
                `(each entry must contain the fixed text verbatim; see scripts/troubleshooting/README.md):\n` +
                uncovered.map(describeError).join('\n'),
        );
    });
});
