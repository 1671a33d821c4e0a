import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import type { ApiPage, ItemPage, Part } from '../../../shared/api-reference';
import { loadMarkdownTools } from '../../markdown-twins/markdown';
import { apiPageToMarkdown } from './markdown';
import {
    headingMarkup,
    readTroubleshootingPages,
    type TroubleshootingEntry,
    troubleshootingEntries,
    withTroubleshooting,
} from './troubleshooting';

const corePage = `---
title: Core, assertions and test runners
description: What the errors of core mean.
sidebar_position: 2
---

Intro that links [\`Actor\`](api:Actor): not an entry.

## Assertions {#assertions}

Failed checks throw [\`AssertionError\`](api:AssertionError).

### \`Ensure.that(...)\` failed {#assertion-error}

\`\`\`text
AssertionError: Expected <actual value> to <expectation>
\`\`\`

Thrown as [\`AssertionError\`](api:AssertionError), by [\`Ensure.that\`](api:Ensure.that).
Again [\`AssertionError\`](api:AssertionError#constructors), once is enough.

#### A sub-heading of the entry

It still belongs to the entry: [\`TimeoutExpiredError\`](api:TimeoutExpiredError).

### An unlinked heading

Says [\`LogicError\`](api:LogicError), but has no id.

### A list with no item \\<n\\> {#list-item-not-found}

\`\`\`ts
// ## Not a heading {#in-a-fence}
// [x](api:InAFence)
\`\`\`

[see the class][class]

[class]: api:ListItemNotFoundError
`;

const webPage = `---
title: Web testing
sidebar_position: 3
---

### \`Timeout of ... has expired\` waiting for an element {#element-timeout}

Thrown as [\`TimeoutExpiredError\`](api:TimeoutExpiredError), and [\`AssertionError\`](api:core/AssertionError).
`;

const pages = [
    // out of order: the sidebar's order wins
    { route: '/handbook/troubleshooting/web/', text: webPage },
    { route: '/handbook/troubleshooting/core/', text: corePage },
];

const core = { title: 'Core, assertions and test runners', route: '/handbook/troubleshooting/core/' };
const web = { title: 'Web testing', route: '/handbook/troubleshooting/web/' };

const assertionsSection: TroubleshootingEntry = { page: core, id: 'assertions', title: ['Assertions'], order: 0 };
const assertionEntry: TroubleshootingEntry = {
    page: core,
    id: 'assertion-error',
    title: [['code', null, 'Ensure.that(...)'], ' failed'],
    order: 1,
};
const listEntry: TroubleshootingEntry = {
    page: core,
    id: 'list-item-not-found',
    title: ['A list with no item <n>'],
    order: 2,
};
const webTimeout: TroubleshootingEntry = {
    page: web,
    id: 'element-timeout',
    title: [['code', null, 'Timeout of ... has expired'], ' waiting for an element'],
    order: 3,
};

describe('troubleshootingEntries', () => {
    const entries = troubleshootingEntries(pages);

    it('maps each api: reference of an entry to the entries that make it, in sidebar and page order', () => {
        assert.deepEqual(Object.fromEntries(entries), {
            AssertionError: [assertionsSection, assertionEntry],
            'Ensure.that': [assertionEntry],
            TimeoutExpiredError: [assertionEntry, webTimeout],
            ListItemNotFoundError: [listEntry],
            'core/AssertionError': [webTimeout],
        });
    });

    it('leaves out text before the first heading, headings without an id and code fences', () => {
        assert.equal(entries.has('Actor'), false);
        assert.equal(entries.has('LogicError'), false);
        assert.equal(entries.has('InAFence'), false);
        assert.equal(
            [...entries.values()].flat().some(entry => entry.id === 'in-a-fence'),
            false,
        );
    });

    it('has nothing for pages without entries', () => {
        assert.equal(troubleshootingEntries([{ route: '/handbook/troubleshooting/', text: '# Nothing\n' }]).size, 0);
    });
});

describe('headingMarkup', () => {
    it('turns code spans into code and undoes backslash escapes', () => {
        assert.deepEqual(headingMarkup("`<Actor>` can ... They can't, however, \\<x\\> yet"), [
            ['code', null, '<Actor>'],
            " can ... They can't, however, <x> yet",
        ]);
        assert.deepEqual(headingMarkup('``a ` b`` end'), [['code', null, 'a ` b'], ' end']);
    });
});

describe('readTroubleshootingPages', () => {
    it('serves index.mdx at the folder and every other page under it', () => {
        const siteDir = mkdtempSync(path.join(tmpdir(), 'troubleshooting-'));
        try {
            mkdirSync(path.join(siteDir, 'handbook', 'troubleshooting'), { recursive: true });
            writeFileSync(path.join(siteDir, 'handbook', 'troubleshooting', 'index.mdx'), 'index');
            writeFileSync(path.join(siteDir, 'handbook', 'troubleshooting', 'core.mdx'), 'core');
            writeFileSync(path.join(siteDir, 'handbook', 'troubleshooting', 'notes.md'), 'not a page of ours');
            assert.deepEqual(
                readTroubleshootingPages(siteDir, 'handbook/troubleshooting', '/').sort((a, b) =>
                    a.route.localeCompare(b.route),
                ),
                [
                    { route: '/handbook/troubleshooting/', text: 'index' },
                    { route: '/handbook/troubleshooting/core/', text: 'core' },
                ],
            );
            assert.deepEqual(readTroubleshootingPages(siteDir, 'handbook/missing', '/'), []);
        } finally {
            rmSync(siteDir, { recursive: true, force: true });
        }
    });
});

const module = (slug: string) => ({
    slug,
    packageName: `@serenity-js/${slug}`,
    importPath: `@serenity-js/${slug}`,
    route: `/api/${slug}/`,
    label: 'Overview',
});

function classPage(route: string, parent?: Part): ItemPage {
    const name = route.split('/').at(-2) ?? '';
    return {
        type: 'item',
        route,
        module: module(route.split('/')[2]),
        kind: 'class',
        name,
        description: `${name}: class`,
        flags: [],
        signatures: [],
        hierarchy: { extends: parent ? [[parent]] : [], implements: [], extendedBy: [], implementedBy: [] },
        sections: [{ title: 'Constructors', id: 'constructors', members: [] }],
        toc: [
            { id: 'example', value: 'Example', level: 2 },
            { id: 'constructors', value: 'Constructors', level: 2 },
            { id: 'constructor', value: 'constructor', level: 3 },
        ],
    };
}

const mdnError = 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Error';
const runtimeError = classPage('/api/core/class/RuntimeError/', { t: 'Error', k: 't', h: mdnError });
const assertionError = classPage('/api/core/class/AssertionError/', {
    t: 'RuntimeError',
    k: 't',
    h: '/api/core/class/RuntimeError/',
});
const timeoutExpiredError = classPage('/api/core/class/TimeoutExpiredError/', {
    t: 'RuntimeError',
    k: 't',
    h: '/api/core/class/RuntimeError/',
});
const logicError = classPage('/api/core/class/LogicError/', {
    t: 'RuntimeError',
    k: 't',
    h: '/api/core/class/RuntimeError/',
});
const ensure = classPage('/api/assertions/class/Ensure/');
const apiPages: ApiPage[] = [runtimeError, assertionError, timeoutExpiredError, logicError, ensure];
const names = {
    RuntimeError: ['/api/core/class/RuntimeError/'],
    AssertionError: ['/api/core/class/AssertionError/'],
    'core/AssertionError': ['/api/core/class/AssertionError/'],
    TimeoutExpiredError: ['/api/core/class/TimeoutExpiredError/'],
    LogicError: ['/api/core/class/LogicError/'],
    Ensure: ['/api/assertions/class/Ensure/'],
    'Ensure.that': ['/api/assertions/class/Ensure/#that'],
};

describe('withTroubleshooting', () => {
    const result = withTroubleshooting(apiPages, troubleshootingEntries(pages), names);
    const page = (route: string) => result.find(candidate => candidate.route === route) as ItemPage;

    it("gives an error class the entries that name it, each once, by page, with the entries' headings", () => {
        assert.deepEqual(page('/api/core/class/AssertionError/').troubleshooting, [
            {
                page: 'Core, assertions and test runners',
                href: '/handbook/troubleshooting/core/',
                entries: [
                    { id: 'assertions', title: ['Assertions'] },
                    { id: 'assertion-error', title: [['code', null, 'Ensure.that(...)'], ' failed'] },
                ],
            },
            {
                page: 'Web testing',
                href: '/handbook/troubleshooting/web/',
                entries: [
                    {
                        id: 'element-timeout',
                        title: [['code', null, 'Timeout of ... has expired'], ' waiting for an element'],
                    },
                ],
            },
        ]);
        assert.deepEqual(
            page('/api/core/class/TimeoutExpiredError/').troubleshooting?.map(links => [
                links.href,
                links.entries.map(entry => entry.id),
            ]),
            [
                ['/handbook/troubleshooting/core/', ['assertion-error']],
                ['/handbook/troubleshooting/web/', ['element-timeout']],
            ],
        );
    });

    it('keeps the order of the entries when several references name the same class', () => {
        const entries = new Map([
            ['core/AssertionError', [webTimeout]],
            ['AssertionError', [assertionEntry, webTimeout]],
            ['RuntimeError', [assertionsSection]],
        ]);
        const [, withLinks] = withTroubleshooting(apiPages, entries, names) as ItemPage[];
        assert.deepEqual(
            withLinks.troubleshooting?.flatMap(links => links.entries.map(entry => entry.id)),
            ['assertion-error', 'element-timeout'],
        );
    });

    it('lists "Troubleshooting" in the table of contents, before the first section', () => {
        assert.deepEqual(
            page('/api/core/class/AssertionError/').toc.map(entry => entry.id),
            ['example', 'troubleshooting', 'constructors', 'constructor'],
        );
    });

    it('gives nothing to an error class no entry names, nor to a class that is not an error', () => {
        assert.equal(page('/api/core/class/LogicError/'), logicError);
        assert.equal(page('/api/core/class/RuntimeError/'), runtimeError);
        // an entry links Ensure.that as the fix, but Ensure is not an error
        assert.equal(page('/api/assertions/class/Ensure/'), ensure);
        assert.equal('troubleshooting' in page('/api/core/class/LogicError/'), false);
    });

    it('ignores references the name index does not resolve to one page', () => {
        const entries = new Map([['Ambiguous', [assertionEntry]]]);
        assert.deepEqual(
            withTroubleshooting(apiPages, entries, { Ambiguous: ['/api/core/class/LogicError/', '/api/web/x/'] }),
            apiPages,
        );
    });

    it('treats a class extending a built-in error other than Error as an error class', () => {
        const typeError = classPage('/api/core/class/Wrapped/', { t: 'TypeError', k: 't', h: mdnError });
        const [withLinks] = withTroubleshooting([typeError], new Map([['Wrapped', [assertionEntry]]]), {
            Wrapped: ['/api/core/class/Wrapped/'],
        }) as ItemPage[];
        assert.deepEqual(
            withLinks.troubleshooting?.map(links => links.entries.map(entry => entry.id)),
            [['assertion-error']],
        );
    });

    it('shows the same links in the Markdown twin, under a "Troubleshooting" heading', async () => {
        await loadMarkdownTools();
        const markdown = apiPageToMarkdown(page('/api/core/class/AssertionError/'), 'https://serenity-js.org');
        assert.ok(
            markdown.includes(
                [
                    '## Troubleshooting',
                    '',
                    'What the messages of this error mean, why they happen and how to fix them:',
                    '',
                    '- [Core, assertions and test runners](https://serenity-js.org/handbook/troubleshooting/core.md)',
                    '  - [Assertions](https://serenity-js.org/handbook/troubleshooting/core.md#assertions)',
                    '  - [`Ensure.that(...)` failed](https://serenity-js.org/handbook/troubleshooting/core.md#assertion-error)',
                    '- [Web testing](https://serenity-js.org/handbook/troubleshooting/web.md)',
                    '  - [`Timeout of ... has expired` waiting for an element](https://serenity-js.org/handbook/troubleshooting/web.md#element-timeout)',
                    '',
                ].join('\n'),
            ),
            markdown,
        );
        assert.ok(markdown.indexOf('## Troubleshooting') < markdown.indexOf('## Constructors'));
        assert.doesNotMatch(apiPageToMarkdown(logicError, 'https://serenity-js.org'), /Troubleshooting/);
    });
});
