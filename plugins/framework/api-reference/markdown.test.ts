import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import type { ItemPage, OverviewPage, RenderedComment } from '../../../shared/api-reference';
import { loadMarkdownTools } from '../../markdown-twins/markdown';
import { indexDeclarations } from './declaration-index';
import { apiPageToMarkdown, oneLine, packageLlmsTxt } from './markdown';
import { loadMarkdownProcessor } from './markup';
import { renderPages } from './pages';
import { createResolver } from './resolver';
import { catalogueOf, coreModel, webModel } from './test-models';

const siteUrl = 'https://serenity-js.org';
const core = {
    slug: 'core',
    packageName: '@serenity-js/core',
    importPath: '@serenity-js/core',
    route: '/api/core/',
    label: 'Overview',
};

const comment: RenderedComment = {
    summary: [
        [
            'p',
            null,
            'Waits until ',
            ['a', { href: '/api/core/class/Question/' }, ['code', null, 'question']],
            ' is answered.',
        ],
    ],
    tags: [
        { tag: 'throws', content: [['p', null, ['code', null, 'TimeoutExpiredError'], ' when time is up']] },
        {
            tag: 'example',
            content: [
                [
                    'pre',
                    null,
                    ['code', { className: 'language-ts' }, 'await actor.attemptsTo(waitUntil(Text.of(title)))\n'],
                ],
            ],
        },
    ],
    modifiers: [],
};

/** A function page with everything a signature can document; with one signature, the page shows its comment once */
const waitUntil: ItemPage = {
    type: 'item',
    route: '/api/core/function/waitUntil/',
    module: core,
    kind: 'function',
    name: 'waitUntil',
    description: 'Waits until a question has the expected answer.',
    flags: [],
    comment,
    signatures: [
        {
            code: [
                { t: 'function', k: 'k' },
                { t: ' waitUntil(', k: 'p' },
                { t: 'question', k: 'n' },
                { t: ': ' },
                { t: 'Question', k: 't', h: '/api/core/class/Question/' },
                { t: '<T>): ' },
                { t: 'Interaction', k: 't', h: '/api/core/class/Interaction/' },
            ],
            typeParameters: [{ name: 'T', comment: [['p', null, 'The type of the answer']] }],
            parameters: [
                {
                    name: 'question',
                    type: [{ t: 'Question', h: '/api/core/class/Question/' }, { t: '<T>' }],
                    optional: false,
                    rest: false,
                    comment: [['p', null, 'What to ask']],
                },
                {
                    name: 'timeout',
                    type: [{ t: 'Duration' }],
                    optional: true,
                    rest: false,
                    defaultValue: '5s',
                    comment: [],
                },
            ],
            returns: { type: [{ t: 'Interaction' }], comment: [['p', null, 'an interaction to perform']] },
            comment,
            source: {
                file: 'packages/core/src/waitUntil.ts',
                line: 3,
                url: 'https://github.com/serenity-js/serenity-js/blob/v3.42.2/packages/core/src/waitUntil.ts#L3',
            },
        },
    ],
    hierarchy: { extends: [], implements: [], extendedBy: [], implementedBy: [] },
    sections: [],
    toc: [],
};

describe('apiPageToMarkdown', () => {
    let pages: Array<ItemPage | OverviewPage>;
    before(async () => {
        await Promise.all([loadMarkdownProcessor(), loadMarkdownTools()]);
        const models = [coreModel('# @serenity-js/core\n\nIntro.\n\n## Composing expectations\n\nText.\n'), webModel()];
        const index = indexDeclarations(models);
        pages = renderPages(index, createResolver(index), catalogueOf(models)).pages;
    });
    const page = <T extends ItemPage | OverviewPage>(route: string) =>
        pages.find(candidate => candidate.route === route) as T;

    it('writes a signature in a ts fence, with the documented types it names as links, then parameters, returns, throws and examples', () => {
        const markdown = apiPageToMarkdown(waitUntil, siteUrl);
        assert.equal(
            markdown,
            [
                '# waitUntil',
                '',
                'Function in [`@serenity-js/core`](https://serenity-js.org/api/core.md)',
                '',
                '```ts',
                'function waitUntil(question: Question<T>): Interaction',
                '```',
                '',
                'Types: [`Question`](https://serenity-js.org/api/core/class/Question.md), [`Interaction`](https://serenity-js.org/api/core/class/Interaction.md)',
                '',
                '**Type parameters**',
                '',
                '- `T` — The type of the answer',
                '',
                '**Parameters**',
                '',
                '- `question: Question<T>` — What to ask',
                '- `timeout?: Duration` = `5s`',
                '',
                '**Returns**',
                '',
                '`Interaction` — an interaction to perform',
                '',
                'Waits until [`question`](https://serenity-js.org/api/core/class/Question.md) is answered.',
                '',
                '**Throws**',
                '',
                '`TimeoutExpiredError` when time is up',
                '',
                '**Example**',
                '',
                '```ts',
                'await actor.attemptsTo(waitUntil(Text.of(title)))',
                '```',
                '',
            ].join('\n'),
        );
    });

    it("writes a class's declaration, hierarchy and members with their signatures, under headings", () => {
        const markdown = apiPageToMarkdown(page<ItemPage>('/api/web/class/PageTitle/'), siteUrl);
        assert.match(
            markdown,
            /^# PageTitle\n\nClass in \[`@serenity-js\/web`\]\(https:\/\/serenity-js\.org\/api\/web\.md\)\n/,
        );
        assert.match(
            markdown,
            /```ts\nclass PageTitle extends Question<Promise<string>>\n```\n\nTypes: \[`Question`\]\(https:\/\/serenity-js\.org\/api\/core\/class\/Question\.md\), \[`Promise`\]\(https:\/\/developer\.mozilla\.org\//,
        );
        const question = apiPageToMarkdown(page<ItemPage>('/api/core/class/Question/'), siteUrl);
        assert.match(question, /\n## Accessors\n\n### `description\(\)`\n/);
        assert.match(question, /```ts\nget description\(\): string\n```/);
        assert.match(question, /\n## Methods\n\n### `about\(\)`\n\n`static`\n/);
    });

    it("writes an overview's items by group, with their summaries, and the package README", () => {
        const markdown = apiPageToMarkdown(page<OverviewPage>('/api/core/'), siteUrl);
        assert.match(
            markdown,
            /^# @serenity-js\/core\n\nModule of the \[Serenity\/JS API\]\(https:\/\/serenity-js\.org\/api\.md\)\n/,
        );
        assert.match(markdown, /```sh title="Install"\nnpm install --save-dev @serenity-js\/core\n```/);
        assert.match(markdown, /- \[`Question`\]\(https:\/\/serenity-js\.org\/api\/core\/class\/Question\.md\) class/);
        assert.match(markdown, /\n## About this module\n/);
    });
});

describe('oneLine', () => {
    it('puts a declaration on one line, shortened when long', () => {
        assert.equal(oneLine([{ t: 'interface X {\n    a: string\n}' }]), 'interface X { a: string }');
        assert.equal(oneLine([{ t: 'x'.repeat(300) }], 10), `${'x'.repeat(9)}…`);
    });
});

describe('packageLlmsTxt', () => {
    it("lists every item of a package's entry points with its one-line signature and summary", () => {
        const overview = {
            type: 'overview',
            route: '/api/core/',
            module: core,
            version: '3.42.2',
            description: 'The core.',
            categories: [],
            declarations: [
                {
                    name: 'Answerable',
                    kind: 'type',
                    code: [{ t: 'type Answerable<T> = T | Question<T>' }],
                    comment: { summary: [['p', null, 'A value or a question.']], tags: [], modifiers: [] },
                },
            ],
            readme: [],
            catalogueEntry: {
                name: '@serenity-js/core',
                description: 'The core.',
                version: '3.42.2',
                engines: {},
                compatibility: {},
            },
            toc: [],
        } satisfies OverviewPage;
        assert.equal(
            packageLlmsTxt('@serenity-js/core', 'The core.', [overview], [waitUntil], siteUrl),
            [
                '# @serenity-js/core',
                '',
                '> The core.',
                '',
                'Each entry links to the Markdown twin of its page in the Serenity/JS API reference, version 3.42.2, followed by its signature and summary.',
                '',
                '## @serenity-js/core',
                '',
                '- [Overview](https://serenity-js.org/api/core.md): The core.',
                '- [waitUntil](https://serenity-js.org/api/core/function/waitUntil.md): `function waitUntil(question: Question<T>): Interaction` — Waits until a question has the expected answer.',
                '- [Answerable](https://serenity-js.org/api/core.md#Answerable): `type Answerable<T> = T | Question<T>` — A value or a question.',
                '',
            ].join('\n'),
        );
    });
});
