import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import { loadMarkdownProcessor } from './markup';
import { ApiReferenceError, buildApiReference } from './reference';
import { catalogueOf, coreModel, declaration, model, ReflectionKind, source, webModel } from './test-models';

describe('buildApiReference', () => {
    before(loadMarkdownProcessor);

    it('returns the pages, the modules the sidebar lists and the names api: links use', () => {
        const models = [coreModel(), webModel()];
        const reference = buildApiReference(models, catalogueOf(models));
        assert.equal(reference.pages.length, 6);
        assert.deepEqual(
            reference.modules.map(module => [module.slug, module.items.map(item => item.name)]),
            [
                ['core', ['Question', 'Text', 'Outcome']],
                ['web', ['PageTitle']],
            ],
        );
        assert.deepEqual(reference.names['web/PageTitle'], ['/api/web/class/PageTitle/']);
    });

    it('fails, naming package, file and link, when a doc comment links to an API page that does not exist', () => {
        const broken = [
            model('@serenity-js/rest', [
                declaration({
                    id: 1,
                    name: 'CallAnApi',
                    kind: ReflectionKind.Class,
                    sources: source('rest/src/screenplay/abilities/CallAnApi.ts', 42),
                    comment: {
                        summary: [
                            { kind: 'text', text: 'Uses [axios](https://serenity-js.org/api/rest/class/Axios/).' },
                        ],
                    },
                }),
            ]),
        ];
        assert.throws(
            () => buildApiReference(broken, catalogueOf(broken)),
            (error: Error) =>
                error instanceof ApiReferenceError &&
                error.message.includes(
                    '@serenity-js/rest packages/rest/src/screenplay/abilities/CallAnApi.ts:42 (CallAnApi): links to /api/rest/class/Axios/, but the API reference has no page /api/rest/class/Axios/',
                ),
        );
    });

    it('reports every problem at once: unresolvable {@link}s and broken anchors', () => {
        const broken = [
            model('@serenity-js/rest', [
                declaration({
                    id: 1,
                    name: 'Send',
                    kind: ReflectionKind.Class,
                    comment: {
                        summary: [
                            { kind: 'inline-tag', tag: '@link', text: 'Nowhere' },
                            { kind: 'text', text: ' [old](https://serenity-js.org/api/rest/class/Send/#old)' },
                        ],
                    },
                }),
            ]),
        ];
        assert.throws(
            () => buildApiReference(broken, catalogueOf(broken)),
            (error: Error) =>
                error instanceof ApiReferenceError &&
                error.problems.length === 2 &&
                /\{@link Nowhere\} does not resolve/.test(error.problems[0]) &&
                /has no member, declaration or heading "old"/.test(error.problems[1]),
        );
    });
});
