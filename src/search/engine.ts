/**
 * The embedded search engine: answers Algolia's `POST /1/indexes/*\/queries` body, as the DocSearch
 * modal and the search page send it, from the build's record shards, in Algolia's response shape.
 * It runs in a Web Worker (see `engine.worker.ts`), or on the main thread where workers are missing.
 *
 * Ranking emulates the DocSearch index settings: matched words, typos, an exact heading, the attribute
 * the words were found in (headings before text), text relevance, then the crawler's custom ranking
 * (page rank, heading level, position on the page); `distinct` keeps the best hit per URL.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';

import { matchesFacetFilters, parseFacetFilters, type ParsedFacetFilters, tagsAskedFor } from './facetFilters';
import { SearchRequestError } from './requestError';
import {
    defaultHighlightTags,
    highlight,
    type HighlightTags,
    isAllowedHighlightTags,
    minimumPrefixLength,
    snippet,
    termMatcher,
    typosAllowed,
} from './highlight';
import { hierarchyLevels, type SearchManifest, type SearchRecord, type ShardFile } from '../../shared/search/records';
import { fromHtmlSafe } from '../../shared/html';
import { synonymsOf } from '../../shared/search/synonyms';
import { comparable, indexTerms, queryTerms, stem, stopWords } from '../../shared/search/text';
import { ApiNameIndex } from './names';

export interface RecordSource {
    manifest(): Promise<SearchManifest>;
    shard(file: ShardFile): Promise<SearchRecord[]>;
}

/** A request the engine cannot answer as Algolia would: surfaces as an `ApiError` (status 400). */

export interface EngineResponse {
    status: number;
    content: string;
    /** Answered while part of the index was still loading: ask again once `loaded()` resolves */
    partial?: boolean;
}

/** What is searched: the headings and text of every record, and the name, members and signature of an API declaration */
export const fields = [...hierarchyLevels, 'content', 'apiName', 'apiMembers', 'apiSignature'] as const;
export type Field = (typeof fields)[number];

/** Heading words count more than body text; lvl0 (the section) a little; an API declaration's name most of all. */
const boost: Record<Field, number> = {
    lvl0: 1.5,
    lvl1: 3,
    lvl2: 2,
    lvl3: 1.5,
    lvl4: 1,
    lvl5: 1,
    lvl6: 1,
    content: 1,
    apiName: 4,
    apiMembers: 0.5,
    apiSignature: 0.3,
};

/** Where a word was found, best first: the name of a declaration, a page's title, deeper headings, text, then the rest */
const fieldRank: Record<Field, number> = {
    apiName: 0,
    lvl0: 7,
    lvl1: 1,
    lvl2: 2,
    lvl3: 3,
    lvl4: 4,
    lvl5: 5,
    lvl6: 6,
    content: 8,
    apiMembers: 9,
    apiSignature: 10,
};

/** The index settings of the DocSearch template, where a request does not say otherwise. */
const indexDefaults = {
    attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
    attributesToHighlight: ['hierarchy', 'content'],
    attributesToSnippet: ['content:10'],
    snippetEllipsisText: '…',
    hitsPerPage: 20,
};

const facetAttributes = ['type', 'language', 'version', 'docusaurus_tag'];
const unsupported = ['filters', 'numericFilters', 'optionalFilters', 'tagFilters', 'aroundLatLng', 'insideBoundingBox'];

interface IndexedDocument {
    id: number;
    fields: Record<Field, string>;
}

export interface SearchParams {
    query?: string;
    indexName?: string;
    page?: number;
    hitsPerPage?: number;
    facets?: string | string[];
    facetFilters?: unknown;
    attributesToRetrieve?: string[] | string;
    attributesToHighlight?: string[] | string;
    attributesToSnippet?: string[] | string;
    highlightPreTag?: string;
    highlightPostTag?: string;
    snippetEllipsisText?: string;
    [name: string]: unknown;
}

interface Ranked {
    record: SearchRecord;
    result?: SearchResult;
    /** How directly the query names this API declaration (see names.ts); 0 when it doesn't */
    named: number;
    words: number;
    typos: number;
    exact: number;
    /** Every word of the query is in the page's title or the declaration's name */
    inTitle: boolean;
    /** A record of the API reference: for a query that names no declaration, guides come first */
    api: boolean;
    attribute: number;
    score: number;
}

export class EmbeddedSearchEngine {
    private manifestLoad?: Promise<SearchManifest>;
    private readonly partitions = new Map<string, Promise<void>>();
    private readonly records: SearchRecord[] = [];
    /** Per record, its headings (lvl1–lvl6) as typed and in searchable form, for the exact-name criterion. */
    private readonly headings: Heading[][] = [];
    private readonly index = new MiniSearch<IndexedDocument>({
        idField: 'id',
        fields: [...fields],
        extractField: (document, field) => (field === 'id' ? String(document.id) : document.fields[field as Field]),
        tokenize: text => indexTerms(text),
        processTerm: term => stem(term),
        searchOptions: { tokenize: text => queryTerms(text), processTerm: term => stem(term) },
    });
    private readonly names = new ApiNameIndex();
    /** The parts of partitions still being indexed after their first shard */
    private readonly loadingLater: Array<Promise<void>> = [];
    private stillLoading = 0;

    constructor(private readonly source: RecordSource) {}

    /**
     * Loads the manifest and the partitions these facet filters ask for, so the first search is fast; resolves once
     * they are indexed in full (a search made meanwhile does not wait that long, see loadPartition).
     */
    async warmUp(facetFilters?: unknown): Promise<void> {
        await this.load(parseFacetFilters(facetFilters), true);
        await this.loaded();
    }

    /** Answers a request body; never throws: 400 for a request it does not support, 0 when the index cannot load. */
    async answer(path: string, method: string, body: string | undefined): Promise<EngineResponse> {
        try {
            if (method !== 'POST' || !/^\/1\/indexes\/\*\/queries$/.test(path)) {
                throw new SearchRequestError(
                    `The embedded search answers POST /1/indexes/*/queries only, not ${method} ${path}`,
                );
            }
            const parsed = JSON.parse(body ?? '{}') as { requests?: unknown };
            if (!Array.isArray(parsed.requests)) {
                throw new SearchRequestError('The request has no `requests` array');
            }
            const results = [];
            for (const request of parsed.requests) {
                results.push(await this.search(paramsOf(request)));
            }
            const partial = results.some(result => result.exhaustiveNbHits === false);
            return { status: 200, content: JSON.stringify({ results }), ...(partial ? { partial } : {}) };
        } catch (error) {
            if (error instanceof SearchRequestError || error instanceof SyntaxError) {
                return { status: 400, content: JSON.stringify({ message: error.message, status: 400 }) };
            }
            // a retryable failure: the client tries its (single) host and throws a RetryError
            console.warn('[search] The search index could not be loaded:', error);
            return { status: 0, content: '' };
        }
    }

    async search(params: SearchParams): Promise<Record<string, unknown>> {
        const started = Date.now();
        for (const name of unsupported) {
            if (
                params[name] !== undefined &&
                params[name] !== '' &&
                !(Array.isArray(params[name]) && (params[name] as unknown[]).length === 0)
            ) {
                throw new SearchRequestError(`The embedded search does not support \`${name}\``);
            }
        }
        const tags: HighlightTags = {
            pre: params.highlightPreTag ?? defaultHighlightTags.pre,
            post: params.highlightPostTag ?? defaultHighlightTags.post,
        };
        if (!isAllowedHighlightTags(tags)) {
            throw new SearchRequestError('Highlight tags must be <mark>, <em> or the DocSearch highlight <span>');
        }
        const filters = parseFacetFilters(params.facetFilters);
        const hitsPerPage = Math.max(
            0,
            Math.min(1000, Math.floor(Number(params.hitsPerPage ?? indexDefaults.hitsPerPage))),
        );
        const page = Math.max(0, Math.floor(Number(params.page ?? 0)));
        const manifest = await this.load(filters, hitsPerPage > 0);
        if (page > 0) {
            // the search page pages through the results: the pages after the first come from the whole index
            await this.loaded();
        }

        const query = String(params.query ?? '');
        const words = queryTerms(query);
        let ranked = this.rank(query, words, filters, manifest.siteOrigin);
        if (ranked.length === 0 && this.stillLoading > 0) {
            // nothing among the titles and declarations indexed so far: "no results" would be wrong, so wait for the rest
            await this.loaded();
            ranked = this.rank(query, words, filters, manifest.siteOrigin);
        }

        const complete = this.stillLoading === 0;
        const seen = new Set<string>();
        const distinct = ranked.filter(({ record }) => !seen.has(record.url) && Boolean(seen.add(record.url)));
        const nbHits = distinct.length;
        const shown = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

        return {
            hits: shown.map(entry => this.hit(entry, words, params, tags)),
            nbHits,
            page,
            nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
            hitsPerPage,
            ...(params.facets === undefined
                ? {}
                : {
                      facets: facetCounts(
                          distinct.map(entry => entry.record),
                          params.facets,
                      ),
                  }),
            // an answer given while part of the index is still loading says so: it is neither cached nor final
            exhaustiveNbHits: complete,
            exhaustive: { nbHits: complete, typo: true },
            query,
            params: '',
            index: params.indexName ?? manifest.indexName,
            processingTimeMS: Date.now() - started,
        };
    }

    private rank(query: string, words: string[], filters: ParsedFacetFilters, siteOrigin: string): Ranked[] {
        const eligible = (record: SearchRecord) =>
            isOnSite(record.url, siteOrigin) && matchesFacetFilters(name => attributeOf(record, name), filters);

        if (words.length === 0) {
            return query.trim() === ''
                ? this.records
                      .filter(eligible)
                      .map(record => ({ ...unranked, record, api: Boolean(record.api) }))
                      .sort(compareRanked)
                : [];
        }

        // words that carry meaning must all match; "how", "a", "to"… only when the query has nothing else
        const meaningful = words.filter(word => !stopWords.has(word));
        const required = meaningful.length > 0 ? meaningful : words;
        const alternatives = required.map(word => [[word], ...synonymsOf(word)].map(phrase => phrase.map(stem)));
        const wordQuery = (word: string, index: number): Query => ({
            combineWith: 'OR',
            // the last word is still being typed: it matches the beginnings of words too
            prefix: index === required.length - 1 && word.length >= minimumPrefixLength,
            queries: [word, ...synonymsOf(word).map((phrase): Query => ({ combineWith: 'AND', queries: phrase }))],
        });
        const options = {
            fuzzy: (term: string) => typosAllowed(term) || false,
            maxFuzzy: 2,
            boost,
            filter: (result: SearchResult) => eligible(this.records[Number(result.id)]),
        };
        let results = this.index.search({ combineWith: 'AND', queries: required.map(wordQuery) }, options);
        if (results.length === 0 && required.length > 1) {
            // as `removeWordsIfNoResults: 'allOptional'`
            results = this.index.search({ combineWith: 'OR', queries: required.map(wordQuery) }, options);
        }

        const named = new Map([...this.names.match(query)].filter(([id]) => eligible(this.records[id])));
        const asTyped = comparable(query);
        const ranked: Ranked[] = results.map(result => {
            const id = Number(result.id);
            const record = this.records[id];
            const matchedIn = (stems: string[]) => stems.every(term => result.queryTerms.includes(term));
            const matched = alternatives.map(phrases => phrases.some(matchedIn));
            const typos = alternatives.filter(
                (phrases, index) =>
                    matched[index] &&
                    !phrases.some(phrase =>
                        phrase.every(term =>
                            result.terms.some(
                                found => found === term || (index === required.length - 1 && found.startsWith(term)),
                            ),
                        ),
                    ),
            ).length;
            const fieldsOf = (term: string) => (result.match[term] ?? []) as Field[];
            const inTitle = alternatives.every(phrases =>
                phrases.some(phrase =>
                    phrase.every(term =>
                        result.terms.some(
                            found =>
                                (found === term || found.startsWith(term)) &&
                                fieldsOf(found).some(field => field === 'lvl1' || field === 'apiName'),
                        ),
                    ),
                ),
            );
            return {
                record,
                result,
                named: named.get(id) ?? 0,
                words: matched.filter(Boolean).length,
                typos,
                exact: exactHeading(this.headings[id], asTyped, query),
                inTitle,
                api: Boolean(record.api),
                attribute: Math.min(
                    ...Object.values(result.match)
                        .flat()
                        .map(field => attributeRank(record, field as Field)),
                ),
                score: result.score,
            };
        });
        // declarations the query names, whatever their text says
        const found = new Set(results.map(result => Number(result.id)));
        for (const [id, tier] of named) {
            if (!found.has(id)) {
                const record = this.records[id];
                ranked.push({
                    ...unranked,
                    record,
                    named: tier,
                    words: required.length,
                    api: true,
                    inTitle: true,
                    attribute: 0,
                });
            }
        }
        return ranked.sort(compareRanked);
    }

    private hit(
        { record, result }: Ranked,
        words: string[],
        params: SearchParams,
        tags: HighlightTags,
    ): Record<string, unknown> {
        // a name typed as one token (`Ensure.that`) is highlighted whole, its stop words (`that`) included
        const typedAsName = !/\s/.test(params.query?.trim() ?? '');
        const matcher = termMatcher(
            words,
            new Set([...(result?.terms ?? []), ...(typedAsName ? words.filter(word => stopWords.has(word)) : [])]),
        );
        const hit: Record<string, unknown> = {
            ...retrieved(record, listOf(params.attributesToRetrieve) ?? indexDefaults.attributesToRetrieve),
            objectID: record.objectID,
        };

        const highlightResult: Record<string, unknown> = {};
        for (const attribute of listOf(params.attributesToHighlight) ?? indexDefaults.attributesToHighlight) {
            for (const [path, text] of textAttributes(record, attribute)) {
                setPath(highlightResult, path, highlight(text, words, matcher, tags));
            }
        }
        const snippetResult: Record<string, unknown> = {};
        for (const entry of listOf(params.attributesToSnippet) ?? indexDefaults.attributesToSnippet) {
            const [attribute, length] = entry.split(':');
            for (const [path, text] of textAttributes(record, attribute)) {
                setPath(
                    snippetResult,
                    path,
                    snippet(
                        text,
                        words,
                        matcher,
                        tags,
                        Number(length ?? 10) || 10,
                        params.snippetEllipsisText ?? indexDefaults.snippetEllipsisText,
                    ),
                );
            }
        }
        hit._highlightResult = highlightResult;
        hit._snippetResult = snippetResult;
        return hit;
    }

    private async load(filters: ParsedFacetFilters, loadAllWhenUnfiltered: boolean): Promise<SearchManifest> {
        this.manifestLoad ??= this.source.manifest().catch(error => {
            this.manifestLoad = undefined; // try again on the next request
            throw error;
        });
        const manifest = await this.manifestLoad;
        const asked = tagsAskedFor(filters);
        const wanted = asked ?? (loadAllWhenUnfiltered ? Object.keys(manifest.partitions) : []);
        await Promise.all(
            wanted
                .filter(tag => manifest.partitions[tag])
                .map(tag => this.loadPartition(tag, manifest.partitions[tag])),
        );
        return manifest;
    }

    /**
     * Loads a partition in two steps: its first shard (page titles and API declarations, see isFirstToLoad) is
     * indexed before the search waiting for it goes on, so the first results come at once; the rest is fetched and
     * indexed afterwards, in small chunks, so that searches made meanwhile are answered between them.
     */
    private loadPartition(tag: string, shards: ShardFile[]): Promise<void> {
        let loading = this.partitions.get(tag);
        if (!loading) {
            const firstShards = shards.some(shard => shard.first) ? shards.filter(shard => shard.first) : shards;
            const later = shards.filter(shard => !firstShards.includes(shard));
            loading = Promise.all(firstShards.map(shard => this.source.shard(shard))).then(parts => {
                this.index.addAll(this.admit(parts.flat()));
            });
            loading.catch(() => this.partitions.delete(tag));
            this.partitions.set(tag, loading);
            if (later.length > 0) {
                const rest = loading
                    .then(() => Promise.all(later.map(shard => this.source.shard(shard))))
                    .then(parts => this.index.addAllAsync(this.admit(parts.flat()), { chunkSize: 100 }));
                this.stillLoading++;
                this.loadingLater.push(
                    rest
                        .catch(error => console.warn(`[search] Part of the index (${tag}) could not be loaded:`, error))
                        .finally(() => this.stillLoading--),
                );
            }
        }
        return loading;
    }

    /** Takes records into the engine: their ids, headings and API names; returns the documents to index */
    private admit(records: SearchRecord[]): IndexedDocument[] {
        const first = this.records.length;
        this.records.push(...records);
        this.headings.push(...records.map(headingsOf));
        records.forEach((record, i) => record.api && this.names.add(first + i, record.api));
        return records.map((record, i) => ({ id: first + i, fields: searchableFields(record) }));
    }

    /**
     * Resolves once every part of the index asked for so far is indexed (or has failed to load): the moment to ask
     * again what was answered from part of it. Searches don't wait for it.
     */
    async loaded(): Promise<void> {
        for (let settled = 0; settled < this.loadingLater.length; settled = this.loadingLater.length) {
            await Promise.allSettled(this.loadingLater.slice(settled));
        }
    }
}

/**
 * Where the words were found, best first: a declaration's name, the page title, then headings by level —
 * the record's own heading before the same level as an ancestor —, then text, then members and signatures.
 */
export function attributeRank(record: Pick<SearchRecord, 'type'>, field: Field): number {
    return fieldRank[field] * 2 + (field === record.type ? 0 : 1);
}

const unranked = { named: 0, words: 0, typos: 0, exact: 0, inTitle: false, api: false, attribute: 0, score: 0 };

function searchableFields(record: SearchRecord): Record<Field, string> {
    const text = (value: string | null) => (value ? fromHtmlSafe(value) : '');
    return {
        lvl0: text(record.hierarchy.lvl0),
        lvl1: text(record.hierarchy.lvl1),
        lvl2: text(record.hierarchy.lvl2),
        lvl3: text(record.hierarchy.lvl3),
        lvl4: text(record.hierarchy.lvl4),
        lvl5: text(record.hierarchy.lvl5),
        lvl6: text(record.hierarchy.lvl6),
        content: text(record.content),
        apiName: record.api?.name ?? '',
        apiMembers: record.api?.members?.join(' ') ?? '',
        apiSignature: record.api?.signature ?? '',
    };
}

/**
 * How exactly the query names one of the record's headings: an API name typed as it is (`PageElement`)
 * puts the page titled with it (lvl1, weight 90) before a section with that heading (lvl2, 80), and
 * before pages that only mention it. Typed with the same letter case counts a little more.
 */
export function exactHeading(headings: Heading[], asTyped: string, query: string): number {
    let best = 0;
    for (const { level, text, searchable } of headings) {
        // the fifth and sixth levels are mostly a table's first column, not a heading anyone titled
        if (asTyped !== '' && searchable === asTyped && level <= 4) {
            best = Math.max(best, 100 - 10 * level + (text === query.trim() ? 1 : 0));
        }
    }
    return best;
}

export interface Heading {
    level: number;
    text: string;
    searchable: string;
}

export function headingsOf(record: Pick<SearchRecord, 'hierarchy'>): Heading[] {
    return hierarchyLevels.slice(1).flatMap((name, n) => {
        const heading = record.hierarchy[name];
        if (!heading) {
            return [];
        }
        const text = fromHtmlSafe(heading).trim();
        return [{ level: n + 1, text, searchable: comparable(text) }];
    });
}

/**
 * The ranking, criterion by criterion: a declaration the query names; how many of its words matched, with how
 * few typos; for a query that names no declaration, guides before the API reference; a heading that is exactly
 * the query; all words in the title; where the words were found; text relevance; then the page rank (links to
 * the page from the rest of the site), heading level and position on the page.
 */
export function compareRanked(a: Omit<Ranked, 'result'>, b: Omit<Ranked, 'result'>): number {
    return (
        b.named - a.named ||
        b.words - a.words ||
        a.typos - b.typos ||
        (a.named === 0 && b.named === 0 ? Number(a.api) - Number(b.api) : 0) ||
        b.exact - a.exact ||
        Number(b.inTitle) - Number(a.inTitle) ||
        a.attribute - b.attribute ||
        b.score - a.score ||
        b.record.weight.pageRank - a.record.weight.pageRank ||
        b.record.weight.level - a.record.weight.level ||
        a.record.weight.position - b.record.weight.position
    );
}

/** Only same-origin http(s) URLs can become hits: a link that runs script or leaves the site never shows. */
export function isOnSite(url: string, siteOrigin: string): boolean {
    try {
        const parsed = new URL(url);
        return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === siteOrigin;
    } catch {
        return false;
    }
}

function attributeOf(record: SearchRecord, name: string): string | string[] | null | undefined {
    switch (name) {
        case 'language':
            return record.language;
        case 'version':
            return record.version;
        case 'docusaurus_tag':
            return record.docusaurus_tag;
        case 'type':
            return record.type;
        default:
            return undefined;
    }
}

function paramsOf(request: unknown): SearchParams {
    if (typeof request !== 'object' || request === null) {
        throw new SearchRequestError('Each request must be an object');
    }
    const { params, ...rest } = request as SearchParams & { params?: unknown };
    if (typeof params === 'string' && params !== '') {
        // the legacy form: URL-encoded parameters, JSON values where they are not plain strings
        const decoded: SearchParams = {};
        for (const [name, value] of new URLSearchParams(params)) {
            try {
                decoded[name] = JSON.parse(value);
            } catch {
                decoded[name] = value;
            }
        }
        return { ...decoded, ...rest };
    }
    return { ...(typeof params === 'object' && params !== null ? params : {}), ...rest };
}

function listOf(value: string[] | string | undefined): string[] | undefined {
    if (value === undefined) {
        return undefined;
    }
    return Array.isArray(value)
        ? value
        : value
              .split(',')
              .map(item => item.trim())
              .filter(Boolean);
}

function retrieved(record: SearchRecord, attributes: string[]): Record<string, unknown> {
    if (attributes.includes('*')) {
        return { ...record };
    }
    const picked: Record<string, unknown> = {};
    for (const attribute of attributes) {
        const [head, level] = attribute.split('.') as [keyof SearchRecord, string | undefined];
        if (head === 'hierarchy' && level) {
            const hierarchy = (picked.hierarchy ??= {}) as Record<string, string | null>;
            hierarchy[level] = record.hierarchy[level as keyof SearchRecord['hierarchy']] ?? null;
        } else if (head in record) {
            picked[head] = record[head];
        }
    }
    return picked;
}

/** The text attributes an attribute name covers: `hierarchy` is every non-null level, in order. */
function textAttributes(record: SearchRecord, attribute: string): Array<[string[], string]> {
    if (attribute === 'hierarchy') {
        return hierarchyLevels.flatMap((level): Array<[string[], string]> => {
            const value = record.hierarchy[level];
            return value === null ? [] : [[['hierarchy', level], value]];
        });
    }
    const [head, level] = attribute.split('.');
    if (head === 'hierarchy' && level) {
        const text = record.hierarchy[level as keyof SearchRecord['hierarchy']];
        return text ? [[['hierarchy', level], text]] : [];
    }
    if (head === 'content' && record.content !== null) {
        return [[['content'], record.content]];
    }
    return [];
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
    let node = target;
    for (const key of path.slice(0, -1)) {
        node = (node[key] ??= {}) as Record<string, unknown>;
    }
    node[path[path.length - 1]] = value;
}

function facetCounts(records: SearchRecord[], facets: string | string[]): Record<string, Record<string, number>> {
    const asked = listOf(facets) ?? [];
    const names = asked.includes('*') ? facetAttributes : asked.filter(name => facetAttributes.includes(name));
    const counts: Record<string, Record<string, number>> = {};
    for (const name of names) {
        const values: Record<string, number> = {};
        for (const record of records) {
            const value = attributeOf(record, name);
            for (const one of Array.isArray(value) ? value : value == null ? [] : [value]) {
                values[one] = (values[one] ?? 0) + 1;
            }
        }
        counts[name] = values;
    }
    return counts;
}
