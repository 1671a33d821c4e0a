import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { indexDeclarations } from './declaration-index';
import { coreModel, declaration, model, ReflectionKind, signature, symbol, webModel } from './test-models';

describe('indexDeclarations', () => {
    const index = indexDeclarations([coreModel(), webModel()]);

    it('gives every class, enum and function a route, and every entry point an overview', () => {
        assert.deepEqual([...index.anchors.keys()].sort(), [
            '/api/',
            '/api/core/',
            '/api/core/class/Question/',
            '/api/core/class/Text/',
            '/api/core/enum/Outcome/',
            '/api/web/',
            '/api/web/class/PageTitle/',
        ]);
    });

    it('anchors members on their page — methods, accessors, enum members — but not static methods a class only inherits', () => {
        assert.deepEqual(
            [...index.anchors.get('/api/core/class/Question/')!],
            ['about', 'describedAs', 'description', 'toString'],
        );
        assert.deepEqual([...index.anchors.get('/api/core/class/Text/')!], ['describedAs']);
        assert.deepEqual([...index.anchors.get('/api/core/enum/Outcome/')!], ['Success', 'Failure']);
    });

    it('anchors type aliases and variables on their module overview', () => {
        assert.deepEqual([...index.anchors.get('/api/core/')!], ['Answerable', 'defaultTimeout']);
        assert.equal(index.hrefOf('@serenity-js/core', 30), '/api/core/#Answerable');
    });

    it('knows where each reflection is documented: declarations, members, and the signatures of both', () => {
        assert.equal(index.hrefOf('@serenity-js/core', 1), '/api/core/class/Question/');
        assert.equal(index.hrefOf('@serenity-js/core', 3), '/api/core/class/Question/#about');
        assert.equal(index.hrefOf('@serenity-js/core', 11), '/api/core/class/Question/#description', 'a getter');
        assert.equal(index.hrefOf('@serenity-js/core', 12), '/api/core/class/Question/#description', 'a setter');
        assert.equal(index.hrefOf('@serenity-js/core', 50), '/api/core/class/Question/', 'a re-export');
        assert.equal(index.hrefOf('@serenity-js/web', 1), '/api/web/class/PageTitle/');
    });

    it('resolves symbols across packages by their qualified name', () => {
        const question = { packageName: '@serenity-js/core', qualifiedName: 'Question' } as Parameters<
            typeof index.hrefOfSymbol
        >[0];
        assert.equal(index.hrefOfSymbol(question), '/api/core/class/Question/');
        assert.equal(
            index.hrefOfSymbol({ ...question, qualifiedName: 'Question.about' }),
            '/api/core/class/Question/#about',
        );
        assert.equal(index.hrefOfSymbol({ ...question, qualifiedName: 'Nothing' }), undefined);
    });

    it('lists where every declaration and member is documented, by package and qualified name, for the examples', () => {
        assert.equal(index.symbols['@serenity-js/core:Question'], '/api/core/class/Question/');
        assert.equal(index.symbols['@serenity-js/core:Question.about'], '/api/core/class/Question/#about', 'static');
        assert.equal(index.symbols['@serenity-js/core:Question.describedAs'], '/api/core/class/Question/#describedAs');
        assert.equal(index.symbols['@serenity-js/core:Query'], '/api/core/class/Question/', 'a re-export');
        assert.equal(index.symbols['@serenity-js/web:PageTitle'], '/api/web/class/PageTitle/');
    });

    it('finds a declaration that a second package re-exports under the package that declares it, where that one documents it', () => {
        const declaredInCore = (qualifiedName: string) => symbol('@serenity-js/core', qualifiedName, 'src/io/Path.ts');
        const path = declaration({
            id: 7,
            name: 'Path',
            kind: ReflectionKind.Class,
            children: [
                declaration({
                    id: 8,
                    name: 'join',
                    kind: ReflectionKind.Method,
                    signatures: [signature({ id: 9, name: 'join', kind: ReflectionKind.CallSignature })],
                }),
            ],
        });
        const reExporting = () =>
            model('@serenity-js/local-server', [path], { symbols: { 7: declaredInCore('Path') } });
        const documentedOnlyThere = indexDeclarations([reExporting()]);
        assert.equal(documentedOnlyThere.symbols['@serenity-js/core:Path'], '/api/local-server/class/Path/');
        assert.equal(documentedOnlyThere.symbols['@serenity-js/core:Path.join'], '/api/local-server/class/Path/#join');
        assert.equal(
            documentedOnlyThere.hrefOfSymbol(declaredInCore('Path')),
            '/api/local-server/class/Path/',
            'the same answer for the resolver',
        );

        const core = model('@serenity-js/core', [{ ...path, id: 70 as typeof path.id }], { symbols: { 70: 'Path' } });
        for (const models of [
            [reExporting(), core],
            [core, reExporting()],
        ]) {
            const { symbols } = indexDeclarations(models);
            assert.equal(symbols['@serenity-js/core:Path'], '/api/core/class/Path/', 'the declaring package first');
        }
    });

    it('lists the names api: links can use, qualified by module slug, several routes where a name is ambiguous', () => {
        const other = model('@serenity-js/webdriverio', [
            declaration({ id: 1, name: 'Question', kind: ReflectionKind.Class }),
        ]);
        const { names } = indexDeclarations([coreModel(), other]);
        assert.deepEqual(names['Question.about'], ['/api/core/class/Question/#about']);
        assert.deepEqual(names['core/Question'], ['/api/core/class/Question/']);
        assert.deepEqual(names.Question, ['/api/core/class/Question/', '/api/webdriverio/class/Question/']);
    });

    it('documents a variable that holds a function as a function, with the members of its value', () => {
        const describeFn = declaration({
            id: 1,
            name: 'describe',
            kind: ReflectionKind.Variable,
            type: {
                type: 'reflection',
                declaration: declaration({
                    id: 2,
                    name: '__type',
                    kind: ReflectionKind.TypeLiteral,
                    signatures: [signature({ id: 3, name: 'describe', kind: ReflectionKind.CallSignature })],
                    children: [declaration({ id: 4, name: 'only', kind: ReflectionKind.Property })],
                }),
            },
        });
        const { anchors } = indexDeclarations([model('@serenity-js/playwright-test', [describeFn])]);
        assert.deepEqual([...anchors.get('/api/playwright-test/function/describe/')!], ['only']);
    });

    it('finds each entry point of a package with several', () => {
        const entryPoints = [
            { subpath: '', file: 'src/index.ts', label: 'Overview' },
            { subpath: 'events', file: 'src/events/index.ts', label: 'Domain Events' },
        ];
        const events = declaration({
            id: 100,
            name: 'events',
            kind: ReflectionKind.Module,
            children: [declaration({ id: 101, name: 'SceneStarts', kind: ReflectionKind.Class })],
        });
        const main = declaration({
            id: 200,
            name: 'index',
            kind: ReflectionKind.Module,
            children: [declaration({ id: 201, name: 'Actor', kind: ReflectionKind.Class })],
        });
        const { entries, anchors } = indexDeclarations([model('@serenity-js/core', [events, main], { entryPoints })]);
        assert.deepEqual(
            entries.map(entry => [entry.module.slug, entry.module.importPath, entry.reflection.name]),
            [
                ['core', '@serenity-js/core', 'index'],
                ['core-events', '@serenity-js/core/events', 'events'],
            ],
        );
        assert.ok(anchors.has('/api/core-events/class/SceneStarts/'));
        assert.ok(anchors.has('/api/core/class/Actor/'));
    });
});
