/**
 * The embedded search engine: answers Algolia's `POST /1/indexes/*\/queries` body, as the DocSearch
 * modal and the search page send it, from the build's record shards, in Algolia's response shape.
 * It runs in a Web Worker (see `engine.worker.ts`), or on the main thread where workers are missing.
 *
 * Ranking emulates the DocSearch index settings: matched words, typos, an exact heading, the attribute
 * the words were found in (headings before text), text relevance, then the crawler's custom ranking
 * (page rank, heading level, position on the page); `distinct` keeps the best hit per URL.
 */
import MiniSearch, { type SearchResult } from 'minisearch';

import { matchesFacetFilters, parseFacetFilters, type ParsedFacetFilters, tagsAskedFor } from './facetFilters';
import {
    defaultHighlightTags,
    highlight,
    type HighlightTags,
    isAllowedHighlightTags,
    prefixAllowed,
    snippet,
    termMatcher,
    typosAllowed,
} from './highlight';
import { hierarchyLevels, type SearchManifest, type SearchRecord, type ShardFile } from '../../shared/search/records';
import { fromHtmlSafe } from '../../shared/html';
import { comparable, indexTerms, queryTerms } from '../../shared/search/text';

export interface RecordSource {
    manifest(): Promise<SearchManifest>;
    shard(file: ShardFile): Promise<SearchRecord[]>;
}

/** A request the engine cannot answer as Algolia would: surfaces as an `ApiError` (status 400). */
export class SearchRequestError extends Error {}

export interface EngineResponse {
    status: number;
    content: string;
}

export const fields = [...hierarchyLevels, 'content'] as const;
export type Field = (typeof fields)[number];

/** Heading words count more than body text; lvl0 (the section) a little. */
const boost: Record<Field, number> = { lvl0: 1.5, lvl1: 3, lvl2: 2, lvl3: 1.5, lvl4: 1, lvl5: 1, lvl6: 1, content: 1 };

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
    words: number;
    typos: number;
    exact: number;
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
        processTerm: term => term,
        searchOptions: { tokenize: text => queryTerms(text), processTerm: term => term },
    });

    constructor(private readonly source: RecordSource) {}

    /** Loads the manifest and the partitions these facet filters ask for, so the first search is fast. */
    async warmUp(facetFilters?: unknown): Promise<void> {
        await this.load(parseFacetFilters(facetFilters), true);
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
            return { status: 200, content: JSON.stringify({ results }) };
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

        const query = String(params.query ?? '');
        const words = queryTerms(query);
        const ranked = this.rank(query, words, filters, manifest.siteOrigin);

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
            exhaustiveNbHits: true,
            exhaustive: { nbHits: true, typo: true },
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
                      .map(record => ({ record, words: 0, typos: 0, exact: 0, attribute: 0, score: 0 }))
                      .sort(compareRanked)
                : [];
        }

        const options = {
            prefix: (_term: string, index: number, terms: string[]) => prefixAllowed(index, terms),
            fuzzy: (term: string) => typosAllowed(term) || false,
            maxFuzzy: 2,
            boost,
            filter: (result: SearchResult) => eligible(this.records[result.id as number]!),
        };
        let results = this.index.search(words.join(' '), { ...options, combineWith: 'AND' });
        if (results.length === 0 && words.length > 1) {
            // as `removeWordsIfNoResults: 'allOptional'`
            results = this.index.search(words.join(' '), { ...options, combineWith: 'OR' });
        }

        const asTyped = comparable(query);
        return results
            .map(result => {
                const record = this.records[result.id as number]!;
                const matchedWords = words.filter(word => result.queryTerms.includes(word));
                const typos = matchedWords.filter(
                    word =>
                        !result.terms.some(
                            term =>
                                term === word || (prefixAllowed(words.indexOf(word), words) && term.startsWith(word)),
                        ),
                ).length;
                const attribute = Math.min(
                    ...Object.values(result.match)
                        .flat()
                        .map(field => attributeRank(record, field as Field)),
                );
                return {
                    record,
                    result,
                    words: matchedWords.length,
                    typos,
                    exact: exactHeading(this.headings[result.id as number]!, asTyped, query),
                    attribute,
                    score: result.score,
                };
            })
            .sort(compareRanked);
    }

    private hit(
        { record, result }: Ranked,
        words: string[],
        params: SearchParams,
        tags: HighlightTags,
    ): Record<string, unknown> {
        const matcher = termMatcher(words, new Set(result?.terms ?? []));
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
            for (const [path, text] of textAttributes(record, attribute!)) {
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
                .map(tag => this.loadPartition(tag, manifest.partitions[tag]!)),
        );
        return manifest;
    }

    private loadPartition(tag: string, shards: ShardFile[]): Promise<void> {
        let loading = this.partitions.get(tag);
        if (!loading) {
            loading = Promise.all(shards.map(shard => this.source.shard(shard))).then(parts => {
                const records = parts.flat();
                const first = this.records.length;
                this.records.push(...records);
                this.headings.push(...records.map(headingsOf));
                this.index.addAll(records.map((record, i) => ({ id: first + i, fields: searchableFields(record) })));
            });
            loading.catch(() => this.partitions.delete(tag));
            this.partitions.set(tag, loading);
        }
        return loading;
    }
}

/**
 * Where the words were found, best first: the record's own heading (a section titled with them), then
 * the headings above it, from the page title down, then body text only.
 */
export function attributeRank(record: Pick<SearchRecord, 'type'>, field: Field): number {
    if (field === record.type && field !== 'content') {
        return 0;
    }
    return field === 'content' ? fields.length : 1 + fields.indexOf(field);
}

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
        if (asTyped !== '' && searchable === asTyped) {
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

export function compareRanked(a: Omit<Ranked, 'result'>, b: Omit<Ranked, 'result'>): number {
    return (
        b.words - a.words ||
        a.typos - b.typos ||
        b.exact - a.exact ||
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
        return hierarchyLevels
            .filter(level => record.hierarchy[level] !== null)
            .map(level => [['hierarchy', level], record.hierarchy[level]!]);
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
    node[path[path.length - 1]!] = value;
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
