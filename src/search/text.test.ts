import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { matchesFacetFilters, parseFacetFilters, tagsAskedFor } from './facetFilters';
import { editDistance, highlight, snippet, termMatcher } from './highlight';
import { packRecords, type SearchRecord, unpackRecords } from '../../shared/search/records';
import { safeStoredHits, sanitiseStoredSearches } from './storedSearches';
import { fromHtmlSafe, htmlSafe } from '../../shared/html';
import { camelCaseParts, indexTerms, queryTerms } from '../../shared/search/text';

describe('search text', () => {
    it("is stored HTML-safe by the scraper's rule: < > \" ' escaped, & left as it is, and reversible", () => {
        assert.equal(
            htmlSafe('<img src="x" onerror=\'y\'> Tips & Tricks'),
            '&lt;img src=&quot;x&quot; onerror=&#39;y&#39;&gt; Tips & Tricks',
        );
        assert.equal(fromHtmlSafe(htmlSafe('a <b> "c" \'d\' & e')), 'a <b> "c" \'d\' & e');
        assert.equal(htmlSafe(htmlSafe('<x>')), '&lt;x&gt;', 'escaping twice changes nothing more');
    });

    it('indexes camelCase and snake_case words whole and as their parts; queries keep words whole', () => {
        assert.deepEqual(camelCaseParts('PageElement'), ['Page', 'Element']);
        assert.deepEqual(camelCaseParts('isVisible'), ['is', 'Visible']);
        assert.deepEqual(camelCaseParts('HTTPRequest'), ['HTTP', 'Request']);
        assert.deepEqual(indexTerms('PageElement.located(By.css)'), [
            'pageelement',
            'page',
            'element',
            'located',
            'by',
            'css',
        ]);
        assert.deepEqual(indexTerms('__DOCSEARCH_RECENT'), ['__docsearch_recent', 'docsearch', 'recent']);
        assert.deepEqual(queryTerms('PageElement  Café'), ['pageelement', 'cafe']);
    });
});

describe('highlights and snippets', () => {
    const tags = { pre: '<mark>', post: '</mark>' };

    it('wrap matched words of the decoded text and re-escape everything else', () => {
        const matcher = termMatcher(['img'], new Set(['img']));
        const result = highlight('&lt;img src=x onerror=alert(1)&gt; img', ['img'], matcher, tags);
        assert.equal(result.value, '&lt;<mark>img</mark> src=x onerror=alert(1)&gt; <mark>img</mark>');
        assert.equal(result.matchLevel, 'full');
        assert.deepEqual(result.matchedWords, ['img']);
    });

    it('match prefixes of the last word and words within the typo allowance, only where the engine matched them', () => {
        const matcher = termMatcher(['cucmber', 'pag'], new Set(['cucumber', 'pageelement', 'page']));
        assert.equal(
            highlight('Cucumber and PageElement, not pages', ['cucmber', 'pag'], matcher, tags).value,
            '<mark>Cucumber</mark> and <mark>PageElement</mark>, not pages',
        );
    });

    it('say partial when only some words matched, and full highlighting when every word did', () => {
        const matcher = termMatcher(['wait', 'until'], new Set(['wait']));
        const result = highlight('Wait', ['wait', 'until'], matcher, tags);
        assert.equal(result.matchLevel, 'partial');
        assert.equal(result.fullyHighlighted, true);
    });

    it('cut a window of N words around the first match, and escape the ellipsis', () => {
        const matcher = termMatcher(['needle'], new Set(['needle']));
        const text = 'one two three four five six seven needle eight nine ten eleven twelve';
        assert.equal(snippet(text, ['needle'], matcher, tags, 4, '…').value, '…seven <mark>needle</mark> eight nine…');
        assert.equal(
            snippet(text, ['none'], termMatcher(['none'], new Set()), tags, 3, '<b>').value,
            'one two three&lt;b&gt;',
        );
    });

    it('measure edit distance with an early exit', () => {
        assert.equal(editDistance('cucumber', 'cucmber', 1), 1);
        assert.equal(editDistance('actor', 'factory', 1), 2);
    });
});

describe('facet filters', () => {
    const record = (name: string) =>
        (
            ({ language: 'en', docusaurus_tag: 'docs-default-current', version: ['current', 'next'] }) as Record<
                string,
                string | string[]
            >
        )[name];

    it('AND the top level, OR inner arrays, negate with a dash', () => {
        assert.equal(
            matchesFacetFilters(
                record,
                parseFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
            ),
            true,
        );
        assert.equal(
            matchesFacetFilters(record, parseFacetFilters(['language:fr', ['docusaurus_tag:docs-default-current']])),
            false,
        );
        assert.equal(matchesFacetFilters(record, parseFacetFilters('docusaurus_tag:-docs-default-current')), false);
        assert.equal(matchesFacetFilters(record, parseFacetFilters('version:next')), true);
        assert.deepEqual(parseFacetFilters('"tag":"\\-dash"'), [
            [{ attribute: 'tag', value: '-dash', negated: false }],
        ]);
        assert.throws(() => parseFacetFilters(['no-colon']), /attribute:value/);
    });

    it('name the tags a request can match, so only those partitions load', () => {
        assert.deepEqual(
            tagsAskedFor(
                parseFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-x-current']]),
            ),
            ['default', 'docs-x-current'],
        );
        assert.equal(tagsAskedFor(parseFacetFilters(['language:en'])), undefined);
    });
});

describe('shard records', () => {
    const record: SearchRecord = {
        objectID: 'abc',
        url: 'https://s.org/a/#b',
        url_without_anchor: 'https://s.org/a/',
        anchor: 'b',
        type: 'lvl2',
        hierarchy: { lvl0: 'G', lvl1: 'Page', lvl2: 'B', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        content: null,
        weight: { pageRank: 0, level: 80, position: 3 },
        language: 'en',
        version: ['current'],
        docusaurus_tag: 'docs-default-current',
    };

    it('pack repeated strings once and unpack to the same records', () => {
        const packed = packRecords([
            record,
            {
                ...record,
                objectID: 'def',
                type: 'content',
                content: 'Text',
                weight: { ...record.weight, level: 0, position: 4 },
            },
        ]);
        assert.equal(packed.strings.filter(value => value === 'https://s.org/a/').length, 1);
        assert.deepEqual(unpackRecords(JSON.parse(JSON.stringify(packed)))[0], record);
    });
});

describe('stored recent and favourite searches', () => {
    it('keep site-relative and http(s) URLs, drop javascript: and protocol-relative ones, and make text HTML-safe', () => {
        const safe = safeStoredHits([
            {
                url: '/handbook/#a',
                hierarchy: { lvl0: 'G', lvl1: '<img src=x onerror=alert(1)>' },
                content: '"><svg onload=alert(2)>',
                _highlightResult: {},
            },
            { url: 'javascript:alert(3)', hierarchy: { lvl1: 'x' } },
            { url: '//attacker.example/', hierarchy: { lvl1: 'y' } },
            { url: 'https://serenity-js.org/x/', hierarchy: { lvl1: 'z' } },
            'not an object',
        ]);
        assert.deepEqual(
            safe.map(hit => hit.url),
            ['/handbook/#a', 'https://serenity-js.org/x/'],
        );
        assert.equal((safe[0]!.hierarchy as Record<string, string>).lvl1, '&lt;img src=x onerror=alert(1)&gt;');
        assert.equal(safe[0]!.content, '&quot;&gt;&lt;svg onload=alert(2)&gt;');
        assert.equal('_highlightResult' in JSON.parse(JSON.stringify(safe[0])), false);
    });

    it('are rewritten in storage only when something changed, and storage that throws is left alone', () => {
        const writes: string[] = [];
        const entry = JSON.stringify(safeStoredHits([{ url: '/a/', hierarchy: { lvl1: 'A' }, content: null }]));
        sanitiseStoredSearches({ getItem: () => entry, setItem: (key: string) => writes.push(key) }, 'idx');
        assert.equal(writes.length, 0);
        sanitiseStoredSearches(
            { getItem: () => '[{"url":"javascript:x"}]', setItem: (key: string) => writes.push(key) },
            'idx',
        );
        assert.deepEqual(writes, ['__DOCSEARCH_RECENT_SEARCHES__idx', '__DOCSEARCH_FAVORITE_SEARCHES__idx']);
        const denied = (): string | null => {
            throw new Error('denied');
        };
        assert.doesNotThrow(() => sanitiseStoredSearches({ getItem: denied, setItem: () => undefined }, 'idx'));
    });
});
