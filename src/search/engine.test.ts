import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import algoliaSearchHelper from 'algoliasearch-helper';

import { embeddedSearchClient } from './client';
import { EmbeddedSearchEngine, type RecordSource } from './engine';
import { type Hierarchy, type SearchManifest, type SearchRecord } from '../../shared/search/records';
import { htmlSafe } from '../../shared/html';

const origin = 'https://serenity-js.org';

interface Page {
    route: string;
    lvl0: string;
    title: string;
    tag?: string;
    intro?: string;
    sections?: Array<{ heading: string; text?: string; level?: number }>;
}

let position = 0;

/** Records as the indexer writes them: a title record, an intro, a heading and a content record per section. */
function recordsOf(page: Page): SearchRecord[] {
    const url = `${origin}${page.route}`;
    const base = {
        url_without_anchor: url,
        language: 'en',
        version: [],
        docusaurus_tag: page.tag ?? 'docs-default-current',
    };
    const hierarchy = (extra: Partial<Hierarchy> = {}): Hierarchy => ({
        lvl0: htmlSafe(page.lvl0),
        lvl1: htmlSafe(page.title),
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
        ...extra,
    });
    const records: SearchRecord[] = [
        {
            ...base,
            objectID: `${page.route}:title`,
            url,
            anchor: null,
            type: 'lvl1',
            hierarchy: hierarchy(),
            content: null,
            weight: { pageRank: 0, level: 90, position: position++ },
        },
    ];
    if (page.intro) {
        records.push({
            ...base,
            objectID: `${page.route}:intro`,
            url,
            anchor: null,
            type: 'content',
            hierarchy: hierarchy(),
            content: htmlSafe(page.intro),
            weight: { pageRank: 0, level: 0, position: position++ },
        });
    }
    for (const [n, section] of (page.sections ?? []).entries()) {
        const anchor = `s${n}`;
        const level = section.level ?? 2;
        const sectionHierarchy = hierarchy({ [`lvl${level}`]: htmlSafe(section.heading) });
        records.push({
            ...base,
            objectID: `${page.route}:${anchor}`,
            url: `${url}#${anchor}`,
            anchor,
            type: `lvl${level}` as SearchRecord['type'],
            hierarchy: sectionHierarchy,
            content: null,
            weight: { pageRank: 0, level: 100 - 10 * level, position: position++ },
        });
        if (section.text) {
            records.push({
                ...base,
                objectID: `${page.route}:${anchor}:text`,
                url: `${url}#${anchor}`,
                anchor,
                type: 'content',
                hierarchy: sectionHierarchy,
                content: htmlSafe(section.text),
                weight: { pageRank: 0, level: 0, position: position++ },
            });
        }
    }
    return records;
}

/** A small site shaped like this one, with the API reference the lead is adding. */
const pages: Page[] = [
    {
        route: '/handbook/design/screenplay-pattern/',
        lvl0: 'Core Patterns',
        title: 'Screenplay Pattern',
        intro: 'The Screenplay Pattern models tests around actors and what they do.',
        sections: [
            {
                heading: 'Actors',
                text: 'An actor represents a person or an external system interacting with the system under test.',
            },
            { heading: 'Abilities', text: 'Abilities let an actor interact with a web browser or a REST API.' },
        ],
    },
    {
        route: '/handbook/web-testing/page-element-query-language/',
        lvl0: 'Web Testing Patterns',
        title: 'Page Element Query Language',
        intro: 'PageElement and PageElements describe the elements of a page; PageElements.located finds many.',
        sections: [
            {
                heading: 'PageElement',
                text: 'A PageElement is located with PageElement.located(By.css(selector)) and described with describedAs.',
            },
            { heading: 'Waiting for elements', text: 'Wait.until an element isVisible before interacting with it.' },
        ],
    },
    {
        route: '/handbook/design/assertions/',
        lvl0: 'Core Patterns',
        title: 'Assertions and expectations',
        intro: 'Ensure.that is how an actor checks a value; Ensure.eventually keeps asking.',
        sections: [
            { heading: 'Ensure.that', text: 'Ensure.that(actual, expectation) comes from @serenity-js/assertions.' },
        ],
    },
    {
        route: '/handbook/test-runners/cucumber/',
        lvl0: 'Test Runners',
        title: 'Cucumber',
        intro: 'Cucumber.js runs executable specifications written in Gherkin.',
        sections: [{ heading: 'Installation', text: 'Install @serenity-js/cucumber next to @cucumber/cucumber.' }],
    },
    {
        route: '/api/web/class/PageElement/',
        lvl0: 'API',
        title: 'PageElement',
        intro: 'Describes a single element of the page, located by a selector.',
        sections: [{ heading: 'located', text: 'Creates a PageElement from a selector.', level: 3 }],
    },
    {
        route: '/api/web/class/PageElements/',
        lvl0: 'API',
        title: 'PageElements',
        intro: 'Describes a collection of PageElement objects.',
    },
    {
        route: '/api/assertions/class/Ensure/',
        lvl0: 'API',
        title: 'Ensure',
        intro: 'An interaction that checks an actual value against an expectation.',
    },
    {
        route: '/api/core/class/Actor/',
        lvl0: 'API',
        title: 'Actor',
        intro: 'Core abstraction of the Screenplay Pattern: an actor has abilities and performs activities.',
    },
    {
        route: '/blog/support-for-tags/',
        lvl0: 'News',
        title: 'Support for @tags',
        tag: 'default',
        intro: 'Tags let you filter scenarios; PageElement users get nothing new here.',
    },
    {
        route: '/blog/',
        lvl0: 'News',
        title: 'Serenity/JS News',
        tag: 'blog_posts_list',
        intro: 'Support for @tags, and other posts about PageElement.',
    },
];

const records = pages.flatMap(recordsOf);

function manifestOf(all: SearchRecord[]): SearchManifest {
    const partitions: SearchManifest['partitions'] = {};
    for (const record of all) {
        partitions[record.docusaurus_tag] = [{ file: record.docusaurus_tag, sha256: '', bytes: 0, records: 0 }];
    }
    return { schema: 1, build: 'test', indexName: 'serenity-js', siteOrigin: origin, records: all.length, partitions };
}

function sourceOf(all: SearchRecord[], log: string[] = []): RecordSource {
    return {
        manifest: async () => manifestOf(all),
        shard: async file => {
            log.push(file.file);
            return all.filter(record => record.docusaurus_tag === file.file);
        },
    };
}

const contextual = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** The request the DocSearch 3.9 modal sends. */
function modalRequest(query: string, extra: Record<string, unknown> = {}) {
    return {
        query,
        indexName: 'serenity-js',
        attributesToRetrieve: [
            'hierarchy.lvl0',
            'hierarchy.lvl1',
            'hierarchy.lvl2',
            'hierarchy.lvl3',
            'hierarchy.lvl4',
            'hierarchy.lvl5',
            'hierarchy.lvl6',
            'content',
            'type',
            'url',
        ],
        attributesToSnippet: [
            'hierarchy.lvl1:10',
            'hierarchy.lvl2:10',
            'hierarchy.lvl3:10',
            'hierarchy.lvl4:10',
            'hierarchy.lvl5:10',
            'hierarchy.lvl6:10',
            'content:10',
        ],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: false,
        facetFilters: contextual,
        ...extra,
    };
}

type Hit = SearchRecord & { _highlightResult: any; _snippetResult: any };

async function modalSearch(query: string, all = records, extra: Record<string, unknown> = {}) {
    const client = embeddedSearchClient('EMBEDDED', 'embedded', new EmbeddedSearchEngine(sourceOf(all)));
    const { results } = await client.search({ requests: [modalRequest(query, extra)] });
    return results[0] as unknown as { hits: Hit[]; nbHits: number; query: string; [key: string]: unknown };
}

const paths = (hits: Hit[]) => hits.map(hit => hit.url.replace(origin, ''));

describe('embedded search engine: ranking', () => {
    it('puts the API page first when an API name is typed exactly', async () => {
        for (const [query, expected] of [
            ['PageElement', '/api/web/class/PageElement/'],
            ['Ensure', '/api/assertions/class/Ensure/'],
            ['pageelement', '/api/web/class/PageElement/'],
            ['Actor', '/api/core/class/Actor/'],
        ]) {
            const { hits } = await modalSearch(query!);
            assert.equal(paths(hits)[0], expected, `${query} → ${paths(hits).join(', ')}`);
        }
    });

    it('ranks a page titled with an API name above a section with that heading, and that above mentions in text', async () => {
        const { hits } = await modalSearch('PageElement');
        const found = paths(hits);
        assert.ok(
            found.indexOf('/api/web/class/PageElement/') <
                found.indexOf('/handbook/web-testing/page-element-query-language/#s0'),
        );
        assert.ok(
            found.indexOf('/handbook/web-testing/page-element-query-language/#s0') <
                found.indexOf('/blog/support-for-tags/'),
        );
        assert.notEqual(found[0], '/api/web/class/PageElements/', 'the plural is a different name');
    });

    it('ranks headings above body text', async () => {
        const { hits } = await modalSearch('abilities');
        assert.equal(paths(hits)[0], '/handbook/design/screenplay-pattern/#s1');
        assert.equal(hits[0]!.type, 'lvl2');
    });

    it('tolerates typos and treats the last word as a prefix', async () => {
        assert.equal(paths((await modalSearch('cucmber')).hits)[0], '/handbook/test-runners/cucumber/');
        assert.equal(paths((await modalSearch('screenplay patt')).hits)[0], '/handbook/design/screenplay-pattern/');
        assert.ok(
            paths((await modalSearch('wai')).hits).includes('/handbook/web-testing/page-element-query-language/#s1'),
        );
    });

    it('puts the record with every word first, and finds the others by the words that match', async () => {
        const both = await modalSearch('cucumber gherkin');
        assert.equal(paths(both.hits)[0], '/handbook/test-runners/cucumber/');
        const either = await modalSearch('cucumber zzzunknownword');
        assert.ok(paths(either.hits)[0]?.startsWith('/handbook/test-runners/cucumber/'), paths(either.hits).join());
    });

    it('ranks by the words that carry the question, not by "how do I" or "not working"', async () => {
        const { hits } = await modalSearch('how do I make an actor wait, it is not working');
        assert.equal(paths(hits)[0], '/handbook/web-testing/page-element-query-language/#s1');
    });

    it('finds a quoted message by its fixed words, whatever values were pasted with it', async () => {
        const { hits } = await modalSearch(
            `Error: Wait.until element 'the screenplay pattern models tests around actors'`,
        );
        assert.equal(paths(hits)[0], '/handbook/web-testing/page-element-query-language/#s1');
    });

    it('keeps the best hit per URL (distinct) and counts hits after that', async () => {
        const { hits, nbHits } = await modalSearch('actor');
        assert.equal(new Set(hits.map(hit => hit.url)).size, hits.length);
        assert.equal(nbHits, hits.length);
    });
});

/** A record of the API reference, as plugins/framework/api-reference/search-records.ts writes them */
function apiRecord(
    route: string,
    name: string,
    kind: string,
    summary: string,
    extra: { anchor?: string; section?: string; pageRank?: number; members?: string[] } = {},
): SearchRecord {
    const declaration = name.includes('.') ? name.slice(0, name.indexOf('.')) : name;
    const url = `${origin}${route}${extra.anchor ? `#${extra.anchor}` : ''}`;
    return {
        objectID: url,
        url,
        url_without_anchor: `${origin}${route}`,
        anchor: extra.anchor ?? null,
        type: extra.anchor ? 'lvl3' : 'lvl1',
        hierarchy: {
            lvl0: 'API',
            lvl1: declaration,
            lvl2: extra.section ?? null,
            lvl3: extra.anchor ? name.slice(name.indexOf('.') + 1) : null,
            lvl4: null,
            lvl5: null,
            lvl6: null,
        },
        content: htmlSafe(summary),
        weight: { pageRank: extra.pageRank ?? 0, level: extra.anchor ? 70 : 90, position: position++ },
        language: 'en',
        version: [],
        docusaurus_tag: 'default',
        api: { kind, name, module: '@serenity-js/web', ...(extra.members ? { members: extra.members } : {}) },
    };
}

const declarations: SearchRecord[] = [
    apiRecord('/api/web/class/Click/', 'Click', 'class', 'Instructs an actor to click on a page element.', {
        members: ['on'],
    }),
    apiRecord('/api/web/class/Click/', 'Click.on', 'method', 'Clicks on the given element.', {
        anchor: 'on',
        section: 'Methods',
    }),
    apiRecord('/api/core/class/Wait/', 'Wait', 'class', 'Pauses the actor until a condition is met.', {
        members: ['until'],
    }),
    apiRecord('/api/core/class/Wait/', 'Wait.until', 'method', 'Waits until the expectation is met.', {
        anchor: 'until',
        section: 'Methods',
    }),
    apiRecord('/api/core/class/WaitUntil/', 'WaitUntil', 'class', 'The interaction Wait.until returns.'),
    apiRecord('/api/core/class/Question/', 'Question.describedAs', 'method', 'Changes the description.', {
        anchor: 'describedAs',
        section: 'Methods',
        pageRank: 12,
    }),
    apiRecord('/api/core/class/Expectation/', 'Expectation.describedAs', 'method', 'Changes the description.', {
        anchor: 'describedAs',
        section: 'Methods',
        pageRank: 1,
    }),
    apiRecord(
        '/api/assertions/function/equals/',
        'equals',
        'function',
        'Creates an expectation that the value is equal to the expected one.',
    ),
    apiRecord('/api/core/class/TakeNotes/', 'TakeNotes', 'class', 'An ability to remember values in a notepad.'),
    apiRecord('/api/core/class/Waiting/', 'Waiting.toString', 'method', 'Waiting, as text.', {
        anchor: 'toString',
        section: 'Methods',
    }),
];
const withDeclarations = [
    ...records,
    ...declarations,
    ...recordsOf({
        route: '/handbook/design/waiting-and-synchronisation/',
        lvl0: 'Core Patterns',
        title: 'Waiting and synchronisation',
        intro: 'How actors wait for the system under test: waiting until a condition is met.',
    }),
];

describe('embedded search engine: API names', () => {
    const first = async (query: string) => paths((await modalSearch(query, withDeclarations)).hits);

    it('puts a declaration typed exactly, in any letter case, first: the member for a dotted name', async () => {
        assert.equal((await first('Click.on'))[0], '/api/web/class/Click/#on');
        assert.equal((await first('click.on()'))[0], '/api/web/class/Click/#on');
        assert.equal((await first('Wait.until'))[0], '/api/core/class/Wait/#until');
        assert.equal((await first('takenotes'))[0], '/api/core/class/TakeNotes/');
    });

    it('finds a name run together or typed as words, a class before a member of the same name', async () => {
        for (const query of ['clickon', 'clickOn']) {
            assert.deepEqual((await first(query)).slice(0, 1), ['/api/web/class/Click/#on'], query);
        }
        assert.deepEqual((await first('wait until')).slice(0, 2), [
            '/api/core/class/WaitUntil/',
            '/api/core/class/Wait/#until',
        ]);
        assert.equal((await first('take notes'))[0], '/api/core/class/TakeNotes/');
    });

    it('finds a member by its own name when that is a multi-word identifier, the one the site links to most first', async () => {
        assert.deepEqual((await first('describedAs')).slice(0, 2), [
            '/api/core/class/Question/#describedAs',
            '/api/core/class/Expectation/#describedAs',
        ]);
    });

    it('puts the declarations a query is made of first, and a declaration named by part of the query', async () => {
        assert.deepEqual((await first('click equals')).slice(0, 2).sort(), [
            '/api/assertions/function/equals/',
            '/api/web/class/Click/',
        ]);
        assert.ok((await first('click on button')).slice(0, 2).includes('/api/web/class/Click/#on'));
    });

    it('puts guides before the API reference for a word that names no declaration', async () => {
        const hits = await first('waiting');
        assert.ok(
            hits.indexOf('/handbook/design/waiting-and-synchronisation/') <
                hits.indexOf('/api/core/class/Waiting/#toString'),
            hits.join(', '),
        );
    });

    it('does not let stop words zero a query, nor stand for all of it', async () => {
        assert.equal((await first('how to take notes'))[0], '/api/core/class/TakeNotes/');
        assert.ok((await modalSearch('the', withDeclarations)).nbHits > 0);
    });
});

describe('embedded search engine: loading in two steps', () => {
    const title = records.find(
        record => record.url.endsWith('/handbook/test-runners/cucumber/') && record.type === 'lvl1',
    )!;
    const rest = records.filter(record => record !== title && record.docusaurus_tag === title.docusaurus_tag);
    const shard = (file: string, first = false) => ({
        file,
        sha256: '',
        bytes: 0,
        records: 0,
        ...(first ? { first: true as const } : {}),
    });

    function heldSource() {
        let release: () => void = () => undefined;
        const held = new Promise<void>(resolve => (release = resolve));
        const source: RecordSource = {
            manifest: async () => ({
                ...manifestOf([title]),
                partitions: { [title.docusaurus_tag]: [shard('first', true), shard('rest')] },
            }),
            shard: async file => (file.file === 'first' ? [title] : held.then(() => rest)),
        };
        return { source, release };
    }
    const request = (query: string, extra: Record<string, unknown> = {}) => ({
        query,
        facetFilters: [`docusaurus_tag:${title.docusaurus_tag}`],
        ...extra,
    });

    it('answers from the first shard (titles and API declarations) while the rest is still loading', async () => {
        const { source, release } = heldSource();
        const engine = new EmbeddedSearchEngine(source);
        const found = (await engine.search(request('cucumber'))) as { hits: Array<{ url: string }> };
        assert.deepEqual(
            found.hits.map(hit => hit.url),
            [title.url],
        );
        release();
        await engine.loaded();
        const all = (await engine.search(request('cucumber'))) as { nbHits: number };
        assert.ok(all.nbHits > 1);
    });

    it('waits for the rest rather than say "no results", and for the pages of results after the first', async () => {
        const { source, release } = heldSource();
        const engine = new EmbeddedSearchEngine(source);
        let answered = false;
        const gherkin = engine.search(request('gherkin')).then(response => {
            answered = true;
            return response as { nbHits: number };
        });
        await new Promise(resolve => setImmediate(resolve));
        assert.equal(answered, false, 'nothing in the titles: it waits');
        release();
        assert.equal((await gherkin).nbHits, 1);

        const other = heldSource();
        const page = new EmbeddedSearchEngine(other.source);
        const second = page.search(request('cucumber', { page: 1, hitsPerPage: 1 }));
        other.release();
        assert.ok(((await second) as { nbHits: number }).nbHits > 1);
    });

    it('says an answer from part of the index is not exhaustive, so it is neither cached nor shown as final', async () => {
        const { source, release } = heldSource();
        const engine = new EmbeddedSearchEngine(source);
        const body = JSON.stringify({ requests: [request('cucumber', { facets: ['docusaurus_tag'] })] });
        const early = await engine.answer('/1/indexes/*/queries', 'POST', body);
        assert.equal(early.partial, true);
        const [partial] = JSON.parse(early.content).results;
        assert.equal(partial.exhaustiveNbHits, false);
        assert.equal(partial.exhaustive.nbHits, false);
        assert.equal(partial.nbHits, 1);

        release();
        await engine.loaded();
        const late = await engine.answer('/1/indexes/*/queries', 'POST', body);
        assert.equal(late.partial, undefined);
        const [complete] = JSON.parse(late.content).results;
        assert.equal(complete.exhaustiveNbHits, true);
        assert.ok(complete.nbHits > 1);
        assert.equal(complete.facets.docusaurus_tag[title.docusaurus_tag], complete.nbHits);
    });
});

describe('embedded search engine: the response the modal and the search page read', () => {
    it("echoes the query byte for byte, and answers in Algolia's shape without queryID or automatic insights", async () => {
        const result = await modalSearch('  Screenplay  ');
        assert.equal(result.query, '  Screenplay  ');
        for (const field of [
            'hits',
            'nbHits',
            'page',
            'nbPages',
            'hitsPerPage',
            'processingTimeMS',
            'exhaustiveNbHits',
            'params',
            'index',
        ]) {
            assert.ok(field in result, field);
        }
        assert.equal('queryID' in result, false);
        assert.equal('_automaticInsights' in result, false);
    });

    it('retrieves the attributes asked for, and the objectID', async () => {
        const [hit] = (await modalSearch('cucumber')).hits;
        assert.deepEqual(Object.keys(hit!).sort(), [
            '_highlightResult',
            '_snippetResult',
            'content',
            'hierarchy',
            'objectID',
            'type',
            'url',
        ]);
    });

    it('highlights only non-null hierarchy levels, in order, with the requested tags', async () => {
        const [hit] = (await modalSearch('Ensure.that')).hits;
        assert.equal(hit!.url, `${origin}/handbook/design/assertions/#s0`);
        assert.deepEqual(Object.keys(hit!._highlightResult.hierarchy), ['lvl0', 'lvl1', 'lvl2']);
        assert.deepEqual(hit!._highlightResult.hierarchy.lvl2, {
            value: '<mark>Ensure</mark>.<mark>that</mark>',
            matchLevel: 'full',
            matchedWords: ['ensure', 'that'],
            fullyHighlighted: true,
        });
        assert.equal(hit!._highlightResult.hierarchy.lvl1.matchLevel, 'none');
    });

    it('cuts snippets to the asked number of words, with the ellipsis', async () => {
        const all = [
            ...records,
            ...recordsOf({
                route: '/handbook/long/',
                lvl0: 'Core Patterns',
                title: 'Long page',
                intro: `${'word '.repeat(30)}needle ${'word '.repeat(30)}`,
            }),
        ];
        const { hits } = await modalSearch('needle', all, { attributesToSnippet: ['content:5'] });
        assert.equal(hits[0]!._snippetResult.content.value, '…word <mark>needle</mark> word word word…');
    });

    it('filters by language and docs tags, and loads only the partitions the filters name', async () => {
        const loaded: string[] = [];
        const engine = new EmbeddedSearchEngine(sourceOf(records, loaded));
        const client = embeddedSearchClient('EMBEDDED', 'embedded', engine);
        const { results } = await client.search({ requests: [modalRequest('PageElement')] });
        const found = paths((results[0] as any).hits);
        assert.ok(!found.includes('/blog/'), 'list pages are not searched');
        assert.deepEqual(loaded.sort(), ['default', 'docs-default-current']);

        const negated = await client.search({
            requests: [
                modalRequest('PageElement', {
                    facetFilters: [
                        'docusaurus_tag:-default',
                        ['docusaurus_tag:docs-default-current', 'docusaurus_tag:default'],
                    ],
                }),
            ],
        });
        assert.ok(paths((negated.results[0] as any).hits).every(url => !url.startsWith('/blog/')));
    });

    it('drops hits whose URL is not an http(s) URL of the site', async () => {
        const planted = recordsOf({ route: '/handbook/evil/', lvl0: 'Core Patterns', title: 'Evil zebra' }).map(
            record => ({ ...record, url: 'javascript:alert(1)//zebra' }),
        );
        const offSite = recordsOf({ route: '/handbook/other/', lvl0: 'Core Patterns', title: 'Other zebra' }).map(
            record => ({ ...record, url: 'https://attacker.example/zebra' }),
        );
        const { hits } = await modalSearch('zebra', [...records, ...planted, ...offSite]);
        assert.deepEqual(hits, []);
    });
});

describe('embedded search engine: safety', () => {
    const payloads = recordsOf({
        route: '/__tests__/search-payloads/',
        lvl0: 'Core Patterns',
        title: '<img src=x onerror="alert(1)"> quokka',
        intro: 'quokka <img src=x onerror=alert(2)> and "><svg onload=alert(3)> and &lt;script&gt;',
    });

    it('never returns markup other than the highlight tags', async () => {
        const { hits } = await modalSearch('quokka', [...records, ...payloads]);
        assert.ok(hits.length > 0);
        const html = JSON.stringify(hits.map(hit => [hit._highlightResult, hit._snippetResult]));
        const tags = [...html.matchAll(/<\/?([a-z]+)/gi)].map(([, tag]) => tag!.toLowerCase());
        assert.deepEqual([...new Set(tags)], ['mark']);
        assert.match(html, /&lt;img src=x onerror=/);
    });

    it('never copies the query into the output', async () => {
        const query = 'quokka <img src=x onerror=alert(9)>';
        const { hits } = await modalSearch(query, [...records, ...payloads]);
        assert.doesNotMatch(JSON.stringify(hits), /alert\(9\)/);
    });

    it('refuses highlight tags outside the allow-list with a 400 (an ApiError, not the error screen)', async () => {
        await assert.rejects(
            modalSearch('quokka', records, { highlightPreTag: '<img src=x onerror=alert(1)>' }),
            (error: Error) => {
                assert.equal(error.name, 'ApiError');
                assert.match(error.message, /Highlight tags must be/);
                return true;
            },
        );
    });

    it('refuses filter syntax it cannot honour rather than ignoring it', async () => {
        await assert.rejects(modalSearch('actor', records, { filters: 'type:lvl1' }), /does not support `filters`/);
    });
});

describe('embedded search engine: through the real clients', () => {
    it("answers the search page's helper (3 requests: hits, then one per refined facet) with paging", async () => {
        const client = embeddedSearchClient('EMBEDDED', 'embedded', new EmbeddedSearchEngine(sourceOf(records)));
        const helper = algoliaSearchHelper(client as never, 'serenity-js', {
            hitsPerPage: 2,
            advancedSyntax: true,
            disjunctiveFacets: ['language', 'docusaurus_tag'],
        } as never);
        helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
        helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
        helper.addDisjunctiveFacetRefinement('language', 'en');
        const results = await new Promise<any>((resolve, reject) => {
            helper.on('result', ({ results: found }) => resolve(found));
            helper.on('error', reject);
            helper.setQuery('PageElement').setPage(1).search();
        });
        assert.equal(results.query, 'PageElement');
        assert.equal(results.page, 1);
        assert.equal(results.hitsPerPage, 2);
        assert.equal(results.nbPages, Math.ceil(results.nbHits / 2));
        assert.equal(results.hits.length, 2);
        const [hit] = results.hits;
        assert.match(JSON.stringify(hit._highlightResult), /algolia-docsearch-suggestion--highlight/);
        assert.ok(hit.url.startsWith(origin));
    });

    it("makes the client throw a RetryError (the modal's error screen) when the index cannot load, and recovers later", async () => {
        let broken = true;
        const source: RecordSource = {
            manifest: async () => {
                if (broken) {
                    throw new TypeError('Failed to fetch');
                }
                return manifestOf(records);
            },
            shard: async file => records.filter(record => record.docusaurus_tag === file.file),
        };
        const warn = console.warn;
        console.warn = () => undefined;
        try {
            const client = embeddedSearchClient('EMBEDDED', 'embedded', new EmbeddedSearchEngine(source));
            await assert.rejects(
                client.search({ requests: [modalRequest('actor')] }),
                (error: Error) => error.name === 'RetryError',
            );
            broken = false;
            const { results } = await client.search({ requests: [modalRequest('actors')] });
            assert.ok((results[0] as any).nbHits > 0);
        } finally {
            console.warn = warn;
        }
    });

    it('answers a malformed facet filter with a 400 and the reason, not as an index that failed to load', async () => {
        const warnings: unknown[] = [];
        const warn = console.warn;
        console.warn = (...args: unknown[]) => warnings.push(args);
        try {
            const engine = new EmbeddedSearchEngine(sourceOf(records));
            const body = JSON.stringify({
                requests: [{ indexName: 'serenity-js', query: 'actor', facetFilters: ['no-colon'] }],
            });
            const response = await engine.answer('/1/indexes/*/queries', 'POST', body);
            assert.equal(response.status, 400);
            assert.deepEqual(JSON.parse(response.content), {
                message: 'A facet filter reads "attribute:value", got "no-colon"',
                status: 400,
            });
            assert.deepEqual(warnings, []);
        } finally {
            console.warn = warn;
        }
    });

    it('answers anything but the queries endpoint with a 400', async () => {
        const engine = new EmbeddedSearchEngine(sourceOf(records));
        const response = await engine.answer('/1/indexes/*/recommendations', 'POST', '{"requests":[]}');
        assert.equal(response.status, 400);
    });
});
