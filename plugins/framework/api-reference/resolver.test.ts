import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import { createSlugger } from '@docusaurus/utils';

import { indexDeclarations } from './declaration-index';
import { loadMarkdownProcessor } from './markup';
import { type CommentContext, createResolver } from './resolver';
import { coreModel, reference, symbol, webModel } from './test-models';

const context = (): CommentContext => ({
    packageName: '@serenity-js/web',
    where: '@serenity-js/web packages/web/src/x.ts:1 (X)',
    slugger: createSlugger(),
    topHeadingLevel: 2,
});

describe('createResolver', () => {
    before(loadMarkdownProcessor);
    const index = indexDeclarations([coreModel(), webModel()]);

    it('links a type to its page: in the same package by id, in another by symbol, standard types to their docs', () => {
        const resolver = createResolver(index);
        assert.equal(resolver.typeLinks('@serenity-js/core')(reference('Question', 1)), '/api/core/class/Question/');
        assert.equal(
            resolver.typeLinks('@serenity-js/web')(reference('Question', symbol('@serenity-js/core', 'Question'))),
            '/api/core/class/Question/',
        );
        assert.equal(
            resolver.typeLinks('@serenity-js/web')(
                reference('Promise', symbol('typescript', 'Promise', 'lib/lib.es5.d.ts')),
            ),
            'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise',
        );
        assert.equal(
            resolver.typeLinks('@serenity-js/web')(reference('TinyType', symbol('tiny-types', 'TinyType'))),
            undefined,
        );
    });

    it('gives a named type without a page as text, never a guessed link', () => {
        const resolver = createResolver(index);
        assert.deepEqual(
            resolver.linkTo(reference('TinyType', symbol('tiny-types', 'TinyType')), '@serenity-js/core'),
            { text: 'TinyType' },
        );
        assert.equal(resolver.linkTo({ type: 'intrinsic', name: 'string' }, '@serenity-js/core'), undefined);
    });

    it('resolves {@link} and {@linkcode} in comments, and makes links to the public site relative, remembering them', () => {
        const resolver = createResolver(index);
        const markup = JSON.stringify(
            resolver.markup(
                [
                    {
                        kind: 'inline-tag',
                        tag: '@link',
                        text: 'Question',
                        target: symbol('@serenity-js/core', 'Question'),
                    },
                    { kind: 'text', text: ' and ' },
                    {
                        kind: 'inline-tag',
                        tag: '@linkcode',
                        text: 'about',
                        target: symbol('@serenity-js/core', 'Question.about'),
                    },
                    {
                        kind: 'text',
                        text: ', see [the handbook](https://serenity-js.org/handbook/design/screenplay-pattern#questions)',
                    },
                ],
                context(),
            ),
        );
        assert.match(markup, /"href":"\/api\/core\/class\/Question\/"\},"Question"/);
        assert.match(markup, /"href":"\/api\/core\/class\/Question\/#about"\},\["code",null,"about"\]/);
        assert.match(markup, /"href":"\/handbook\/design\/screenplay-pattern\/#questions"/);
        assert.deepEqual(resolver.links, [
            { url: '/handbook/design/screenplay-pattern/#questions', where: context().where },
        ]);
        assert.deepEqual(resolver.problems, []);
    });

    it('reports a {@link} that resolves to nothing, naming where it is', () => {
        const resolver = createResolver(index);
        resolver.markup([{ kind: 'inline-tag', tag: '@link', text: 'Nowhere' }], context());
        assert.deepEqual(resolver.problems, [
            '@serenity-js/web packages/web/src/x.ts:1 (X): {@link Nowhere} does not resolve to a documented declaration',
        ]);
    });

    it('renders a comment as its summary, the block tags a page shows, deprecation and modifiers', () => {
        const resolver = createResolver(index);
        const comment = resolver.comment(
            {
                summary: [{ kind: 'text', text: 'Does things.' }],
                blockTags: [
                    { tag: '@param', name: 'x', content: [{ kind: 'text', text: 'hidden: shown with the parameter' }] },
                    { tag: '@example', content: [{ kind: 'code', text: '```ts\nx()\n```' }] },
                    { tag: '@deprecated', content: [{ kind: 'text', text: 'Use y.' }] },
                ],
                modifierTags: ['@experimental'],
            },
            context(),
        );
        assert.deepEqual(
            comment?.tags.map(tag => tag.tag),
            ['example'],
        );
        assert.deepEqual(comment?.deprecated, [['p', null, 'Use y.']]);
        assert.deepEqual(comment?.modifiers, ['experimental']);
    });
});
