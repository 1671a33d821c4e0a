import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';

import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';

import type { SearchManifest } from '../../shared/search/records';
import { searchRecordsFromHtml } from './extract';
import searchIndex, { validateOptions } from './index';
import { assertUniqueObjectIDs, recordsFromIndexFiles, searchIndexFiles } from './shards';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

const siteUrl = 'https://serenity-js.org';

/** The markup of a Docusaurus 3.7 doc page, trimmed to what matters (copied from this site's build). */
const docPage = `<!doctype html><html lang=en><head>
<meta data-rh=true name=docsearch:language content=en>
<meta data-rh=true name=docusaurus_tag content=docs-default-current>
<meta data-rh=true name=docsearch:version content=current>
<meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-current>
</head><body>
<nav class="navbar"><a aria-current=page class="navbar__item navbar__link navbar__link--active" href=/handbook/>Handbook</a></nav>
<aside><a class="menu__link menu__link--active">Design Patterns</a><a class="menu__link menu__link--sublist menu__link--active" href=/handbook/design/>Core Patterns</a></aside>
<main><article><nav class="theme-doc-breadcrumbs"><ul><li class=breadcrumbs__item><span>Design Patterns</span></li></ul></nav>
<div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button type=button>On this page</button></div>
<div data-nosnippet><button type=button>Copy page</button><ul hidden><li><a href=/handbook/design/assertions.md>View as Markdown</a></li></ul></div>
<div class="theme-doc-markdown markdown"><header><h1>Assertions and expectations</h1></header>
<p>An assertion is the moment a scenario <strong>checks</strong> that the system behaves.</p>
<h2 class="anchor" id=ensurethat><code>Ensure.that</code><a href=#ensurethat class=hash-link aria-label="Direct link to ensurethat">&#8203;</a></h2>
<p><code>Ensure.that(actual, expectation)</code> comes from <code>@serenity-js/assertions</code>.</p>
<ul><li>First item with <a href="/x/">a link</a><ul><li>Nested item</li></ul></li></ul>
<pre><code>const notIndexed = true;</code></pre>
<h3 id=expectations>Expectations</h3>
<table><thead><tr><th>Expectation<th>Checks</tr></thead><tbody><tr><td><code>equals</code><td>the value is equal</tr><tr><td><code>includes</code><td>the value contains</tr></tbody></table>
<p>Text after the table &lt;img src=x onerror=alert(1)&gt; stays text.</p>
</div><footer class="theme-doc-footer">Edit this page</footer></article>
<nav class="pagination-nav"><a>Next</a></nav></main></body></html>`;

const homePage = `<!doctype html><html><head><meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=default></head>
<body><main><section><h1 id=home-title><span>Serenity/JS</span><span>: </span><span>Acceptance tests that read like your business</span></h1>
<p>Serenity/JS is an open-source framework.</p><h2 id=features>Features</h2><p>Screenplay Pattern for everyone.</p></section></main></body></html>`;

const apiPage = `<!doctype html><html><head><meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=docs-api-current></head>
<body><aside><a class="menu__link menu__link--sublist menu__link--active" href=/api/web/>web</a></aside>
<main><article><header><h1>PageElement</h1></header><p>Describes an element of the page.</p></article></main></body></html>`;

describe('search-index: records from a built page', () => {
    it('follow the crawler template: lvl0 is the active sidebar category, lvl1 the title, h2+ below it', () => {
        const records = searchRecordsFromHtml(docPage, { siteUrl, route: '/handbook/design/assertions/' });
        assert.deepEqual(
            records.map(record => [
                record.type,
                record.anchor,
                record.hierarchy.lvl2,
                record.hierarchy.lvl3,
                record.hierarchy.lvl5,
            ]),
            [
                ['lvl1', null, null, null, null],
                ['content', null, null, null, null],
                ['lvl2', 'ensurethat', 'Ensure.that', null, null],
                ['content', 'ensurethat', 'Ensure.that', null, null],
                ['lvl3', 'expectations', 'Ensure.that', 'Expectations', null],
                ['lvl5', 'expectations', 'Ensure.that', 'Expectations', 'equals'],
                ['content', 'expectations', 'Ensure.that', 'Expectations', 'equals'],
                ['lvl5', 'expectations', 'Ensure.that', 'Expectations', 'includes'],
                ['content', 'expectations', 'Ensure.that', 'Expectations', 'includes'],
                ['content', 'expectations', 'Ensure.that', 'Expectations', null],
            ],
        );
        assert.ok(
            records.every(
                record =>
                    record.hierarchy.lvl0 === 'Core Patterns' &&
                    record.hierarchy.lvl1 === 'Assertions and expectations',
            ),
        );
    });

    it("carry absolute URLs with anchors, the docsearch meta tags and the crawler's weights", () => {
        const [title, , section] = searchRecordsFromHtml(docPage, { siteUrl, route: '/handbook/design/assertions/' });
        assert.equal(title!.url, 'https://serenity-js.org/handbook/design/assertions/');
        assert.equal(section!.url, 'https://serenity-js.org/handbook/design/assertions/#ensurethat');
        assert.equal(section!.url_without_anchor, 'https://serenity-js.org/handbook/design/assertions/');
        assert.deepEqual(
            [section!.language, section!.version, section!.docusaurus_tag],
            ['en', ['current'], 'docs-default-current'],
        );
        assert.deepEqual(section!.weight, { pageRank: 0, level: 80, position: 2 });
        assert.equal(title!.weight.level, 90);
    });

    it('aggregate the text under a heading, leaving out breadcrumbs, tables of contents, code blocks, footers, hash links and what is marked data-nosnippet', () => {
        const records = searchRecordsFromHtml(docPage, { siteUrl, route: '/handbook/design/assertions/' });
        const ensure = records.find(record => record.type === 'content' && record.anchor === 'ensurethat')!;
        assert.equal(
            ensure.content,
            'Ensure.that(actual, expectation) comes from @serenity-js/assertions. First item with a link Nested item',
        );
        const everything = JSON.stringify(records);
        for (const excluded of [
            'On this page',
            'Edit this page',
            'notIndexed',
            'Next',
            'Design Patterns',
            '\u200B',
            'View as Markdown',
        ]) {
            assert.ok(!everything.includes(excluded), excluded);
        }
    });

    it('keep the messages a page quotes in plain-text blocks, every column of a table, and the page summary on its title', () => {
        const page = docPage
            .replace(
                '<h3 id=expectations>',
                '<div class="language-text"><pre class="prism-code language-text"><code>LogicError: Note of &lt;subject&gt; cannot be retrieved</code></pre></div><h3 id=expectations>',
            )
            .replace('<td>the value is equal</tr>', '<td>the value is equal<td>see equals</tr>')
            .replace(
                '</head>',
                '<meta name=description content="How to check that the system behaves."><meta name=keywords content="verify, expect"></head>',
            );
        const records = searchRecordsFromHtml(page, { siteUrl, route: '/handbook/design/assertions/' });
        const ensure = records.find(record => record.type === 'content' && record.anchor === 'ensurethat')!;
        assert.match(ensure.content!, /LogicError: Note of &lt;subject&gt; cannot be retrieved$/);
        assert.ok(records.some(record => record.content === 'the value is equal see equals'));
        assert.equal(
            records.find(record => record.type === 'lvl1')!.content,
            'How to check that the system behaves. verify, expect',
        );
    });

    it('keep text HTML-safe, whatever the page says', () => {
        const records = searchRecordsFromHtml(docPage, { siteUrl, route: '/handbook/design/assertions/' });
        assert.equal(records.at(-1)!.content, 'Text after the table &lt;img src=x onerror=alert(1)&gt; stays text.');
    });

    it('come from the main element of pages without an article, such as the home page', () => {
        const records = searchRecordsFromHtml(homePage, { siteUrl, route: '/', defaultLvl0: 'Serenity/JS' });
        assert.equal(records[0]!.hierarchy.lvl1, 'Serenity/JS: Acceptance tests that read like your business');
        assert.equal(records[0]!.hierarchy.lvl0, 'Serenity/JS');
        assert.ok(
            records.some(
                record => record.content === 'Screenplay Pattern for everyone.' && record.anchor === 'features',
            ),
        );
    });

    it('put API pages under "API" whatever their sidebar says, so an API name finds its page in that group', () => {
        const records = searchRecordsFromHtml(apiPage, {
            siteUrl,
            route: '/api/web/class/PageElement/',
            sections: { '/api/': 'API' },
        });
        assert.deepEqual(
            records.map(record => [record.type, record.hierarchy.lvl0, record.hierarchy.lvl1]),
            [
                ['lvl1', 'API', 'PageElement'],
                ['content', 'API', 'PageElement'],
            ],
        );
        assert.equal(
            searchRecordsFromHtml(apiPage, { siteUrl, route: '/api/web/class/PageElement/' })[0]!.hierarchy.lvl0,
            'web',
            "otherwise the crawler's rule",
        );
    });

    it('are stable across builds, and none come from pages marked noindex', () => {
        const first = searchRecordsFromHtml(docPage, { siteUrl, route: '/handbook/design/assertions/' });
        const again = searchRecordsFromHtml(docPage.replace('An assertion is', 'An assertion, reworded, is'), {
            siteUrl,
            route: '/handbook/design/assertions/',
        });
        assert.deepEqual(
            again.map(record => record.objectID),
            first.map(record => record.objectID),
        );
        assert.equal(new Set(first.map(record => record.objectID)).size, first.length);
        assert.deepEqual(
            searchRecordsFromHtml(docPage.replace('<head>', '<head><meta name="robots" content="noindex, nofollow">'), {
                siteUrl,
                route: '/x/',
            }),
            [],
        );
    });
});

describe('search-index: shards and manifest', () => {
    const records = [
        ...searchRecordsFromHtml(docPage, { siteUrl, route: '/handbook/design/assertions/' }),
        ...searchRecordsFromHtml(homePage, { siteUrl, route: '/' }),
        ...searchRecordsFromHtml(apiPage, { siteUrl, route: '/api/web/class/PageElement/' }),
    ];

    it('partition records by docusaurus_tag into gzip shards named by their content hash, listed in the manifest', () => {
        const { manifest, files } = searchIndexFiles(records, {
            indexName: 'serenity-js',
            siteOrigin: siteUrl,
            maxShardBytes: 16 * 1024,
        });
        assert.deepEqual(Object.keys(manifest.partitions), ['default', 'docs-api-current', 'docs-default-current']);
        assert.equal(manifest.records, records.length);
        for (const shard of Object.values(manifest.partitions).flat()) {
            const file = files.find(candidate => candidate.name === shard.file)!;
            assert.match(shard.file, /^records-[\w-]+-\d+\.[0-9a-f]{8}\.json\.gz$/);
            assert.equal(file.bytes.length, shard.bytes);
            assert.equal(file.bytes[0], 0x1f);
            assert.equal(shard.sha256.slice(0, 8), shard.file.split('.')[1]);
            assert.ok(JSON.parse(gunzipSync(file.bytes).toString()).strings.length > 0);
        }
        assert.deepEqual(
            recordsFromIndexFiles(manifest, name => files.find(file => file.name === name)!.bytes),
            [...records].sort((a, b) => a.docusaurus_tag.localeCompare(b.docusaurus_tag)),
            'by partition, in page order',
        );
    });

    it('change name when their content changes, and are refused when they do not match the manifest', () => {
        const first = searchIndexFiles(records, { indexName: 'serenity-js', siteOrigin: siteUrl });
        const changed = searchIndexFiles(
            records.map(record => ({ ...record, content: record.content && `${record.content}!` })),
            { indexName: 'serenity-js', siteOrigin: siteUrl },
        );
        assert.notEqual(first.manifest.build, changed.manifest.build);
        assert.throws(
            () =>
                recordsFromIndexFiles(
                    first.manifest,
                    name => changed.files.find(file => file.name.split('.')[0] === name.split('.')[0])!.bytes,
                ),
            /does not match its manifest/,
        );
    });

    it('are refused when two records share an objectID', () => {
        assert.throws(
            () => assertUniqueObjectIDs([records[0]!, { ...records[1]!, objectID: records[0]!.objectID }]),
            /share the objectID/,
        );
    });
});

describe('search-index plugin', () => {
    it('validates its options, naming a missing index name', () => {
        const validate = (options: object) =>
            validateOptions({ validate: normalizePluginOptions as never, options: options as never });
        assert.throws(() => validate({}), /"indexName" is required/);
        assert.deepEqual(validate({ indexName: 'x' }).ignoreRoutes, ['/search/', '/404.html']);
    });

    it('writes search-index/ from the built pages after the build, skipping the search page', async () => {
        const outDir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
        await mkdir(path.join(outDir, 'handbook', 'design', 'assertions'), { recursive: true });
        await mkdir(path.join(outDir, 'search'), { recursive: true });
        await writeFile(path.join(outDir, 'handbook', 'design', 'assertions', 'index.html'), docPage);
        await writeFile(path.join(outDir, 'search', 'index.html'), homePage);
        await writeFile(path.join(outDir, 'index.html'), homePage);

        const plugin = searchIndex({} as LoadContext, { indexName: 'serenity-js', ignoreRoutes: ['/search/'] });
        const log = console.log;
        console.log = () => undefined;
        try {
            await plugin.postBuild!({
                outDir,
                routesPaths: ['/', '/handbook/design/assertions/', '/search/'],
                siteConfig: { url: siteUrl },
            } as unknown as PostBuildProps);
        } finally {
            console.log = log;
        }
        const manifest = JSON.parse(
            await readFile(path.join(outDir, 'search-index', 'manifest.json'), 'utf8'),
        ) as SearchManifest;
        assert.equal(manifest.indexName, 'serenity-js');
        assert.equal(manifest.siteOrigin, siteUrl);
        const files = await readdir(path.join(outDir, 'search-index'));
        assert.equal(files.length, 1 + Object.values(manifest.partitions).flat().length);
        const records = recordsFromIndexFiles(manifest, name => readFileSync(path.join(outDir, 'search-index', name)));
        assert.deepEqual([...new Set(records.map(record => record.url_without_anchor))].sort(), [
            'https://serenity-js.org/',
            'https://serenity-js.org/handbook/design/assertions/',
        ]);
    });
});
