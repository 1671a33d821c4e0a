import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { createExampleService, firstSentence, type Identifier, signatureOf } from './language-service';

const siteDir = path.join(__dirname, '..', '..');

/** The identifiers of a block whose text is `text`, found by name (the nth of that name) */
function named(identifiers: Identifier[], code: string, name: string, nth = 0): Identifier {
    const lines = code.split('\n');
    const found = identifiers.filter(
        ({ line, character, length }) => lines[line].slice(character, character + length) === name,
    );
    assert.ok(found[nth], `no identifier "${name}" (#${nth + 1}) in ${JSON.stringify(found)}`);
    return found[nth];
}

describe('the examples language service', () => {
    describe('on a block that uses the installed framework', () => {
        const code = [
            `import { actorCalled, configure, type Answerable } from '@serenity-js/core'`,
            `import { Ensure, equals } from '@serenity-js/assertions'`,
            ``,
            `configure({ crew: [] })`,
            ``,
            `const expected: Answerable<number> = Promise.resolve(42)`,
            `export const scenario = () =>`,
            `    actorCalled('Alice').attemptsTo(`,
            `        Ensure.that(42, equals(expected)),`,
            `    )`,
        ].join('\n');
        const fileName = path.join(siteDir, '.cache', 'examples', 'example-language-service-test.ts');
        const { analyse } = createExampleService(siteDir, [{ id: 'block', fileName, code }]);
        const { block } = analyse();
        const identifier = (name: string, nth = 0) => named(block.identifiers, code, name, nth);

        it('compiles it without errors', () => {
            assert.deepEqual(block.diagnostics, []);
        });

        it('gives a class its declaration and the first sentence of its documentation', () => {
            const ensure = identifier('Ensure', 1);
            assert.equal(ensure.signature, 'class Ensure<Actual>');
            assert.match(ensure.summary ?? '', /^The interaction to `Ensure` verifies .*\.$/);
            assert.deepEqual(ensure.declaration, { packageName: '@serenity-js/assertions', qualifiedName: 'Ensure' });
            assert.deepEqual(identifier('Ensure', 0).declaration, ensure.declaration, 'the same in the import');
        });

        it('gives a static method its signature, instantiated where it is called', () => {
            const that = identifier('that');
            assert.match(that.signature, /^\(method\) Ensure<Actual>\.that<number>\(actual: Answerable<number>/);
            assert.deepEqual(that.declaration, {
                packageName: '@serenity-js/assertions',
                qualifiedName: 'Ensure.that',
            });
        });

        it('names an instance method after the class that declares it', () => {
            assert.deepEqual(identifier('attemptsTo').declaration, {
                packageName: '@serenity-js/core',
                qualifiedName: 'Actor.attemptsTo',
            });
        });

        it('names functions, type aliases and the interface property an object literal sets', () => {
            assert.match(identifier('actorCalled', 1).signature, /^function actorCalled\(name: string\): Actor$/);
            assert.deepEqual(identifier('actorCalled', 1).declaration, {
                packageName: '@serenity-js/core',
                qualifiedName: 'actorCalled',
            });
            assert.deepEqual(identifier('Answerable', 1).declaration, {
                packageName: '@serenity-js/core',
                qualifiedName: 'Answerable',
            });
            assert.deepEqual(identifier('crew').declaration, {
                packageName: '@serenity-js/core',
                qualifiedName: 'SerenityConfig.crew',
            });
        });

        it("gives the example's own names their type, and no declaration of the framework", () => {
            const expected = identifier('expected');
            assert.equal(expected.signature, 'const expected: Answerable<number>');
            assert.equal(expected.declaration, undefined);
        });
    });

    describe('on packages that re-export', () => {
        const root = mkdtempSync(path.join(tmpdir(), 'code-examples-'));
        after(() => rmSync(root, { recursive: true, force: true }));
        const write = (file: string, text: string) => {
            mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
            writeFileSync(path.join(root, file), text);
        };
        write('package.json', '{ "name": "site" }');
        write('node_modules/@types/node/package.json', '{ "name": "@types/node", "types": "index.d.ts" }');
        write('node_modules/@types/node/index.d.ts', 'export {};');
        for (const name of ['alpha', 'beta']) {
            write(
                `node_modules/@serenity-js/${name}/package.json`,
                JSON.stringify({ name: `@serenity-js/${name}`, types: './lib/index.d.ts' }),
            );
        }
        write(
            'node_modules/@serenity-js/alpha/lib/index.d.ts',
            [
                `/** Does alpha things. Then some more. */`,
                `export declare class Alpha {`,
                `    static create(): Alpha;`,
                `    go(): { into(place: string): void };`,
                `}`,
            ].join('\n'),
        );
        write('node_modules/@serenity-js/beta/lib/index.d.ts', `export { Alpha } from '@serenity-js/alpha';`);
        const code = [`import { Alpha } from '@serenity-js/beta'`, `Alpha.create().go().into('place')`].join('\n');
        const { analyse } = createExampleService(root, [
            { id: 'block', fileName: path.join(root, 'example.ts'), code: `${code}\nexport {};\n` },
        ]);
        const { block } = analyse();
        const identifier = (name: string, nth = 0) => named(block.identifiers, code, name, nth);

        it('names a declaration re-exported by a second package after the package that declares it', () => {
            assert.deepEqual(identifier('Alpha', 1).declaration, {
                packageName: '@serenity-js/alpha',
                qualifiedName: 'Alpha',
            });
            assert.equal(identifier('Alpha', 1).summary, 'Does alpha things.');
            assert.deepEqual(identifier('create').declaration, {
                packageName: '@serenity-js/alpha',
                qualifiedName: 'Alpha.create',
            });
        });

        it('names a member of an anonymous type after the declaration whose type it is', () => {
            assert.deepEqual(identifier('into').declaration, {
                packageName: '@serenity-js/alpha',
                qualifiedName: 'Alpha.go',
            });
        });
    });

    describe('firstSentence', () => {
        it('ends at the first full stop followed by a new sentence, not at an abbreviation', () => {
            assert.equal(firstSentence('Waits, e.g. for a page. Then goes on.'), 'Waits, e.g. for a page.');
            assert.equal(
                firstSentence('Ends with a method call `Actor.attemptsTo`.'),
                'Ends with a method call `Actor.attemptsTo`.',
            );
        });

        it('keeps the first paragraph, without Markdown links, and says nothing when there is nothing', () => {
            assert.equal(
                firstSentence('See [the handbook](/handbook/) for\nmore\n\nSecond paragraph.'),
                'See the handbook for more',
            );
            assert.equal(firstSentence('  \n'), undefined);
        });
    });

    describe('signatureOf', () => {
        it('shows an imported name as what it is, not as an alias', () => {
            const parts = [
                { text: '(alias) class Ensure<Actual>', kind: 'text' },
                { text: '\nimport Ensure', kind: 'text' },
            ];
            assert.equal(signatureOf(parts), 'class Ensure<Actual>');
        });
    });
});
