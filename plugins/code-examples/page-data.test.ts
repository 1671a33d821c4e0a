import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { indexDeclarations } from '../framework/api-reference/declaration-index';
import {
    coreModel,
    declaration,
    model,
    ReflectionKind,
    signature,
    symbol,
} from '../framework/api-reference/test-models';
import type { Example } from './extract';
import type { Identifier } from './language-service';
import { lineKey } from '../../shared/type-aware-code';
import { apiHrefOf, blockKey, pagesData } from './page-data';

/** The theme's default magic comment and the site's hidden set-up lines, as config/prism.ts configures them */
const magicComments = [
    {
        className: 'theme-code-block-highlighted-line',
        line: 'highlight-next-line',
        block: { start: 'highlight-start', end: 'highlight-end' },
    },
    { className: 'code-block-hidden-line', line: 'hide-next-line', block: { start: 'hide-start', end: 'hide-end' } },
];

const method = (id: number, name: string, flags = {}) =>
    declaration({
        id,
        name,
        kind: ReflectionKind.Method,
        flags,
        signatures: [signature({ id: id + 1, name, kind: ReflectionKind.CallSignature })],
    });

/** A small framework, indexed the way the API reference indexes it */
const { symbols } = indexDeclarations([
    coreModel(),
    model(
        '@serenity-js/assertions',
        [
            declaration({
                id: 1,
                name: 'Ensure',
                kind: ReflectionKind.Class,
                children: [method(2, 'that', { isStatic: true }), method(4, 'performAs')],
            }),
            declaration({
                id: 10,
                name: 'equals',
                kind: ReflectionKind.Function,
                signatures: [signature({ id: 11, name: 'equals', kind: ReflectionKind.CallSignature })],
            }),
            declaration({
                id: 20,
                name: 'Expectation',
                kind: ReflectionKind.Interface,
                children: [method(21, 'isMetFor')],
            }),
        ],
        { symbols: { 1: 'Ensure', 10: 'equals', 20: 'Expectation' } },
    ),
    // a declaration of @serenity-js/core that only @serenity-js/local-server documents, re-exported from there
    model(
        '@serenity-js/local-server',
        [declaration({ id: 1, name: 'Timestamp', kind: ReflectionKind.Class, children: [method(2, 'toJSON')] })],
        { symbols: { 1: symbol('@serenity-js/core', 'Timestamp', 'src/Timestamp.ts') } },
    ),
]);

const href = (packageName: string, qualifiedName: string) => apiHrefOf({ packageName, qualifiedName }, symbols);

describe('apiHrefOf', () => {
    it('links a class to its page, and its static and instance members to their anchors', () => {
        assert.equal(href('@serenity-js/assertions', 'Ensure'), '/api/assertions/class/Ensure/');
        assert.equal(href('@serenity-js/assertions', 'Ensure.that'), '/api/assertions/class/Ensure/#that');
        assert.equal(href('@serenity-js/assertions', 'Ensure.performAs'), '/api/assertions/class/Ensure/#performAs');
    });

    it('links a function to its page, an interface and its members to theirs', () => {
        assert.equal(href('@serenity-js/assertions', 'equals'), '/api/assertions/function/equals/');
        assert.equal(href('@serenity-js/assertions', 'Expectation'), '/api/assertions/interface/Expectation/');
        assert.equal(
            href('@serenity-js/assertions', 'Expectation.isMetFor'),
            '/api/assertions/interface/Expectation/#isMetFor',
        );
    });

    it('links type aliases and variables to their anchor on the module overview', () => {
        assert.equal(href('@serenity-js/core', 'Answerable'), '/api/core/#Answerable');
    });

    it('links what a second package re-exports to where the reference documents it', () => {
        assert.equal(href('@serenity-js/core', 'Timestamp'), '/api/local-server/class/Timestamp/');
        assert.equal(href('@serenity-js/core', 'Timestamp.toJSON'), '/api/local-server/class/Timestamp/#toJSON');
    });

    it('links a member the reference does not document to where the declaration it belongs to is documented', () => {
        assert.equal(href('@serenity-js/assertions', 'Ensure.actual'), '/api/assertions/class/Ensure/');
        assert.equal(href('@serenity-js/core', 'Question.about.whatever'), '/api/core/class/Question/#about');
    });

    it('links nothing the reference does not know', () => {
        assert.equal(href('@serenity-js/assertions', 'Unknown'), undefined);
        assert.equal(href('@serenity-js/web', 'Ensure'), undefined, 'the package counts');
    });
});

describe('pagesData', () => {
    const code = [
        `import { Ensure } from '@serenity-js/assertions'`,
        `// hide-start`,
        `declare const actual: number`,
        `// hide-end`,
        `// highlight-next-line`,
        `Ensure.that(actual, whatever)`,
    ].join('\n');
    const example: Example = {
        file: 'handbook/page.mdx',
        line: 10,
        language: 'typescript',
        lang: 'ts',
        meta: '',
        code,
        skipped: false,
    };
    const ensure = { signature: 'class Ensure<Actual>', summary: 'Ensures things.' };
    const assertions = (qualifiedName: string) => ({ packageName: '@serenity-js/assertions', qualifiedName });
    const identifiers: Identifier[] = [
        { line: 0, character: 9, length: 6, ...ensure, declaration: assertions('Ensure') },
        { line: 2, character: 14, length: 6, signature: 'const actual: number' },
        { line: 5, character: 0, length: 6, ...ensure, declaration: assertions('Ensure') },
        { line: 5, character: 7, length: 4, signature: '(method) Ensure.that', declaration: assertions('Ensure.that') },
        { line: 5, character: 12, length: 6, signature: 'const actual: number' },
        { line: 5, character: 20, length: 8, signature: 'any', declaration: assertions('Unknown') },
    ];
    const options = { magicComments, hiddenLineClassName: 'code-block-hidden-line', symbols };
    const page = pagesData([{ example, identifiers }], options).get('handbook/page.mdx');

    it("lists each line's identifiers under the line's text, leaving out the hidden set-up lines' ones", () => {
        assert.deepEqual(page?.blocks[blockKey(code)], {
            k: blockKey(code),
            l: [lineKey(`import { Ensure } from '@serenity-js/assertions'`), lineKey(`Ensure.that(actual, whatever)`)],
            h: ['/api/assertions/class/Ensure/', '/api/assertions/class/Ensure/#that'],
            t: [
                [0, 9, 0],
                [1, 0, 0],
                [1, 7, 1],
            ],
            p: [
                [1, 12],
                [1, 20],
            ],
        });
    });

    it("puts each distinct quick info once in the page's quick info, and says which each identifier shows", () => {
        assert.deepEqual(page?.quickInfo.i, [
            ['class Ensure<Actual>', 'Ensures things.'],
            ['(method) Ensure.that'],
            ['const actual: number'],
            ['any'],
        ]);
        assert.deepEqual(page?.quickInfo.b, { [blockKey(code)]: [0, 0, 1, 2, 3] });
    });

    it('gives lines with the same text the identifiers of the first', () => {
        const twice = {
            ...example,
            code: [`Ensure.that(actual, whatever)`, `Ensure.that(actual, whatever)`].join('\n'),
        };
        const { blocks } = pagesData(
            [
                {
                    example: twice,
                    identifiers: [
                        { line: 0, character: 0, length: 6, ...ensure, declaration: assertions('Ensure') },
                        { line: 1, character: 0, length: 6, signature: 'something else' },
                    ],
                },
            ],
            options,
        ).get('handbook/page.mdx')!;
        assert.deepEqual(blocks[blockKey(twice.code)], {
            k: blockKey(twice.code),
            l: [lineKey(`Ensure.that(actual, whatever)`)],
            h: ['/api/assertions/class/Ensure/'],
            t: [[0, 0, 0]],
            p: [],
        });
    });

    it('leaves out a page whose blocks have no identifiers', () => {
        assert.equal(pagesData([{ example, identifiers: [] }], options).size, 0);
    });
});
