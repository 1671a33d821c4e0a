import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { docIdsInSidebarOrder, llmsFullTxt, llmsTxt } from './llms';

const site = { name: 'Serenity/JS', summary: 'A framework\nfor acceptance tests.', siteUrl: 'https://serenity-js.org' };

describe('llmsTxt', () => {
    it('has the llmstxt.org shape: an h1, a blockquote, details, then sections of links to twins', () => {
        const text = llmsTxt(
            site,
            ['Every page has a twin.'],
            [
                {
                    title: 'Handbook',
                    links: [
                        { title: 'Installation', href: '/handbook/installation/', description: 'Install\nit.' },
                        { title: 'Every item [core]', href: 'https://serenity-js.org/api/core/llms.txt' },
                    ],
                },
                { title: 'Empty', links: [] },
            ],
        );
        assert.equal(
            text,
            [
                '# Serenity/JS',
                '',
                '> A framework for acceptance tests.',
                '',
                'Every page has a twin.',
                '',
                '## Handbook',
                '',
                '- [Installation](https://serenity-js.org/handbook/installation.md): Install it.',
                '- [Every item \\[core\\]](https://serenity-js.org/api/core/llms.txt)',
                '',
            ].join('\n'),
        );
    });
});

describe('llmsFullTxt', () => {
    it('joins twins with rules, each naming the page it is the twin of', () => {
        const text = llmsFullTxt(site, 'the handbook', [
            { route: '/handbook/', markdown: '# Handbook\n\nWelcome.\n' },
            { route: '/handbook/installation/', markdown: '# Installation\n\nInstall.\n' },
        ]);
        assert.equal(
            text,
            '# Serenity/JS: the handbook\n\n> A framework for acceptance tests.\n\n---\n\n# Handbook\n\nPage: <https://serenity-js.org/handbook/>\n\nWelcome.\n\n---\n\n# Installation\n\nPage: <https://serenity-js.org/handbook/installation/>\n\nInstall.\n',
        );
    });
});

describe('docIdsInSidebarOrder', () => {
    it("lists a category's own page before its items, once each, leaving out plain links", () => {
        assert.deepEqual(
            docIdsInSidebarOrder([
                { type: 'category', link: { type: 'doc', id: 'index' }, items: [{ type: 'doc', id: 'installation' }] },
                { type: 'link' },
                {
                    type: 'category',
                    link: { type: 'generated-index' },
                    items: [
                        { type: 'doc', id: 'design/index' },
                        { type: 'ref', id: 'installation' },
                    ],
                },
            ]),
            ['index', 'installation', 'design/index'],
        );
    });
});
