import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import type { ApiPackageDefinition } from '../../api-docs/modules';
import { loadMarkdownProcessor } from './markup';
import type { PackageModel } from './models';
import { ApiReferenceError, buildApiReference, type ItemPage } from './reference';
import { ReflectionKind, type Reflection, type TypeDocProject } from './typedoc-json';

const main = { subpath: '', file: 'src/index.ts', label: 'Overview' };
const source = (fileName: string, line = 1) => [{ fileName, line, character: 0 }];

function model(name: string, children: Reflection[], symbols: Record<number, string> = {}): PackageModel {
    const definition: ApiPackageDefinition = { name, entryPoints: [main] };
    const project: TypeDocProject = {
        id: 0,
        name,
        kind: ReflectionKind.Module,
        flags: {},
        children,
        symbolIdMap: Object.fromEntries(
            Object.entries(symbols).map(([id, qualifiedName]) => [
                id,
                { packageName: name, packagePath: 'src/x.ts', qualifiedName },
            ]),
        ),
    };
    return { definition, version: '3.42.2', project };
}

const core = model(
    '@serenity-js/core',
    [
        {
            id: 1,
            name: 'Question',
            kind: ReflectionKind.Class,
            flags: { isAbstract: true },
            sources: source('core/src/screenplay/Question.ts', 10),
            comment: {
                summary: [
                    {
                        kind: 'text',
                        text: 'Questions let actors retrieve information. See the [handbook](https://serenity-js.org/handbook/design/screenplay-pattern#questions).',
                    },
                ],
            },
            children: [
                {
                    id: 2,
                    name: 'about',
                    kind: ReflectionKind.Method,
                    flags: { isStatic: true },
                    signatures: [
                        {
                            id: 3,
                            name: 'about',
                            kind: ReflectionKind.CallSignature,
                            flags: {},
                            type: { type: 'reference', name: 'Question', target: 1 },
                        },
                    ],
                },
                {
                    id: 4,
                    name: 'describedAs',
                    kind: ReflectionKind.Method,
                    flags: {},
                    signatures: [
                        {
                            id: 5,
                            name: 'describedAs',
                            kind: ReflectionKind.CallSignature,
                            flags: {},
                            type: { type: 'intrinsic', name: 'this' },
                        },
                    ],
                },
            ],
        },
        {
            id: 6,
            name: 'Text',
            kind: ReflectionKind.Class,
            flags: {},
            extendedTypes: [{ type: 'reference', name: 'Question', target: 1 }],
            children: [
                // inherited static factory method: documented on Question only
                {
                    id: 7,
                    name: 'about',
                    kind: ReflectionKind.Method,
                    flags: { isStatic: true },
                    inheritedFrom: { type: 'reference', name: 'Question.about', target: 2 },
                    signatures: [],
                },
                {
                    id: 8,
                    name: 'describedAs',
                    kind: ReflectionKind.Method,
                    flags: {},
                    inheritedFrom: { type: 'reference', name: 'Question.describedAs', target: 4 },
                    signatures: [
                        {
                            id: 9,
                            name: 'describedAs',
                            kind: ReflectionKind.CallSignature,
                            flags: {},
                            type: { type: 'intrinsic', name: 'this' },
                        },
                    ],
                },
            ],
        },
    ],
    { 1: 'Question', 6: 'Text' },
);

const web = model('@serenity-js/web', [
    {
        id: 1,
        name: 'PageTitle',
        kind: ReflectionKind.Class,
        flags: {},
        comment: {
            summary: [
                { kind: 'text', text: 'The title, as a ' },
                {
                    kind: 'inline-tag',
                    tag: '@link',
                    text: 'Question',
                    target: {
                        packageName: '@serenity-js/core',
                        packagePath: 'lib/screenplay/Question.d.ts',
                        qualifiedName: 'Question',
                    },
                },
            ],
        },
        extendedTypes: [
            {
                type: 'reference',
                name: 'Question',
                target: {
                    packageName: '@serenity-js/core',
                    packagePath: 'lib/screenplay/Question.d.ts',
                    qualifiedName: 'Question',
                },
                typeArguments: [
                    {
                        type: 'reference',
                        name: 'Promise',
                        target: {
                            packageName: 'typescript',
                            packagePath: 'lib/lib.es5.d.ts',
                            qualifiedName: 'Promise',
                        },
                        typeArguments: [{ type: 'intrinsic', name: 'string' }],
                    },
                ],
            },
        ],
    },
]);

const page = (reference: ReturnType<typeof buildApiReference>, route: string) =>
    reference.pages.find(candidate => candidate.route === route) as ItemPage;

describe('buildApiReference', () => {
    before(loadMarkdownProcessor);

    it('gives every class a page and every module an overview', () => {
        const reference = buildApiReference([core, web]);
        assert.deepEqual(reference.pages.map(candidate => candidate.route).sort(), [
            '/api/core/',
            '/api/core/class/Question/',
            '/api/core/class/Text/',
            '/api/web/',
            '/api/web/class/PageTitle/',
        ]);
    });

    it('links a type from another package to its page there, and standard types to their documentation', () => {
        const title = page(buildApiReference([core, web]), '/api/web/class/PageTitle/');
        assert.deepEqual(
            title.code?.filter(part => part.h).map(part => [part.t, part.h]),
            [
                ['Question', '/api/core/class/Question/'],
                ['Promise', 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise'],
            ],
        );
        assert.match(JSON.stringify(title.comment?.summary), /"href":"\/api\/core\/class\/Question\/"/);
    });

    it('leaves out static methods a class inherits, but keeps and marks inherited instance members', () => {
        const text = page(buildApiReference([core, web]), '/api/core/class/Text/');
        const methods = text.sections.find(section => section.title === 'Methods')!.members;
        assert.deepEqual(
            methods.map(member => member.name),
            ['describedAs'],
        );
        assert.deepEqual(methods[0].inheritedFrom, {
            text: 'Question.describedAs',
            href: '/api/core/class/Question/#describedAs',
        });
    });

    it('makes links to the public site relative and lists the names that api: links can use', () => {
        const reference = buildApiReference([core, web]);
        assert.match(
            JSON.stringify(page(reference, '/api/core/class/Question/').comment),
            /"href":"\/handbook\/design\/screenplay-pattern\/#questions"/,
        );
        assert.deepEqual(reference.names['Question.about'], ['/api/core/class/Question/#about']);
        assert.deepEqual(reference.names['web/PageTitle'], ['/api/web/class/PageTitle/']);
    });

    it('fails naming package, file and link when a doc comment links to an API page that does not exist', () => {
        const broken = model('@serenity-js/rest', [
            {
                id: 1,
                name: 'CallAnApi',
                kind: ReflectionKind.Class,
                flags: {},
                sources: source('rest/src/screenplay/abilities/CallAnApi.ts', 42),
                comment: {
                    summary: [{ kind: 'text', text: 'Uses [axios](https://serenity-js.org/api/rest/class/Axios/).' }],
                },
            },
        ]);
        assert.throws(
            () => buildApiReference([broken]),
            (error: Error) =>
                error instanceof ApiReferenceError &&
                /@serenity-js\/rest packages\/rest\/src\/screenplay\/abilities\/CallAnApi\.ts:42 \(CallAnApi\): links to \/api\/rest\/class\/Axios\//.test(
                    error.message,
                ),
        );
    });

    it('fails on a {@link} TypeDoc could not resolve', () => {
        const broken = model('@serenity-js/rest', [
            {
                id: 1,
                name: 'Send',
                kind: ReflectionKind.Class,
                flags: {},
                comment: { summary: [{ kind: 'inline-tag', tag: '@link', text: 'Nowhere' }] },
            },
        ]);
        assert.throws(() => buildApiReference([broken]), /\{@link Nowhere\} does not resolve/);
    });

    it('corrects a known-stale anchor only through the reviewed list', () => {
        const stale = model('@serenity-js/assertions', [
            {
                id: 1,
                name: 'Ensure',
                kind: ReflectionKind.Class,
                flags: {},
                comment: {
                    summary: [
                        { kind: 'text', text: '[old](https://serenity-js.org/api/assertions/class/Ensure/#old)' },
                    ],
                },
                children: [
                    { id: 2, name: 'that', kind: ReflectionKind.Method, flags: { isStatic: true }, signatures: [] },
                ],
            },
        ]);
        assert.throws(() => buildApiReference([stale]), /has no member or declaration "old"/);
        const corrected = buildApiReference([stale], {
            '/api/assertions/class/Ensure/#old': '/api/assertions/class/Ensure/#that',
        });
        assert.match(JSON.stringify(page(corrected, '/api/assertions/class/Ensure/').comment), /#that/);
    });
});
