/**
 * The embedded search engine: answers Algolia's `POST /1/indexes/*\/queries` body, as the DocSearch
 * modal and the search page send it, from the build's record shards, in Algolia's response shape.
 * It runs in a Web Worker (see `engine.worker.ts`), or on the main thread where workers are missing.
 *
 * Ranking: a declaration the query names and a heading that is exactly the query come first; then a score that
 * weighs each word by how rare it is, where it was found (headings before text), how much of the query's meaning the
 * record and its page cover, the words in the order typed, and the page's part of the site (see rank); then the
 * crawler's custom ranking (page rank, heading level, position on the page). `distinct` keeps the best hit per URL.
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
import { queryWords, type WordRole } from '../../shared/search/query';
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

/** Route prefix → how much that part of the site counts in the ranking, as the index's manifest gives it */
export type PageWeights = Record<string, number>;

/** A run-time value pasted with a message (a quoted name, a number, a path) counts this much of a word */
const valueWeight = 0.5;
/** How much the best matches elsewhere on a record's page add to the record's own */
const pageWeight = 0.5;
/** How sharply a record loses for the share of the query's meaning that neither it nor its page covers */
const coverageExponent = 2;
/** For a query that names no declaration, the API reference counts this much: the guides explain, it lists */
const apiWeight = 0.4;
/** A record whose title (or declaration's name) holds every word that matters counts this much more */
const titleBoost = 3;
/** A heading record whose own heading holds every word that matters (the section itself, not one below it) */
const ownHeadingBoost = 2;
/** How many of the best candidates are read for the query's words in order, and how much a full run adds */
const phraseCandidates = 60;
const phraseBoost = 2;
/** Each further hit from the same page counts this much of the one before */
const samePageDecay = 0.6;

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
    /** The terms of the record that the query matched, to highlight */
    terms?: string[];
    /** How directly the query names this API declaration (see names.ts); 0 when it doesn't */
    named: number;
    words: number;
    exact: number;
    /** Every word of the query is in the page's title or the declaration's name */
    inTitle: boolean;
    /** A record of the API reference: for a query that names no declaration, guides come first */
    api: boolean;
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
        const weights = manifest.pageWeights ?? {};
        let ranked = this.rank(query, filters, manifest.siteOrigin, weights);
        if (ranked.length === 0 && this.stillLoading > 0) {
            // nothing among the titles and declarations indexed so far: "no results" would be wrong, so wait for the rest
            await this.loaded();
            ranked = this.rank(query, filters, manifest.siteOrigin, weights);
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

    private rank(query: string, filters: ParsedFacetFilters, siteOrigin: string, weights: PageWeights): Ranked[] {
        const eligible = (record: SearchRecord) =>
            isOnSite(record.url, siteOrigin) && matchesFacetFilters(name => attributeOf(record, name), filters);

        const analysed = queryWords(query);
        if (analysed.length === 0) {
            return query.trim() === ''
                ? this.records
                      .filter(eligible)
                      .map(record => ({ ...unranked, record, api: Boolean(record.api) }))
                      .sort(compareRanked)
                : [];
        }

        // the words that decide: what the reader asks about; else the values they pasted; else the question's words
        const byRole = (role: WordRole) => analysed.filter(word => word.role === role);
        const meaningful = byRole('meaningful');
        const decisive = [meaningful, byRole('value'), analysed].find(list => list.length > 0) ?? [];
        // pasted values may match, and help a little, but a page need not contain them
        const values = meaningful.length > 0 ? byRole('value') : [];
        const lastTerm = analysed[analysed.length - 1].term;
        const terms = [
            ...new Map(
                [
                    ...values.map(word => ({ ...word, weight: valueWeight, decides: false })),
                    ...decisive.map(word => ({ ...word, weight: 1, decides: true })),
                ].map(word => [word.term, word]),
            ).values(),
        ];

        const options = {
            fuzzy: (term: string) => typosAllowed(term) || false,
            maxFuzzy: 2,
            boost,
            filter: (result: SearchResult) => eligible(this.records[Number(result.id)]),
        };
        const total = this.records.length;
        const perRecord = new Map<
            number,
            {
                own: number;
                covered: number;
                terms: Set<string>;
                matched: number;
                inTitle: number;
                inOwnHeading: number;
            }
        >();
        const perPage = new Map<string, { best: Map<string, number>; covered: Set<string> }>();
        let decisiveWeight = 0;
        const decisiveCount = terms.filter(word => word.decides).length;
        const idfOf = new Map<string, number>();
        for (const word of terms) {
            const results = this.index.search(
                {
                    combineWith: 'OR',
                    // the last word is still being typed: it matches the beginnings of words too
                    prefix: word.term === lastTerm && word.term.length >= minimumPrefixLength,
                    queries: [
                        word.term,
                        ...synonymsOf(word.term).map((phrase): Query => ({ combineWith: 'AND', queries: phrase })),
                    ],
                },
                options,
            );
            const idf = Math.log(1 + total / (1 + results.length));
            idfOf.set(word.term, idf);
            if (word.decides) {
                decisiveWeight += idf;
            }
            for (const result of results) {
                const id = Number(result.id);
                const entry = perRecord.get(id) ?? {
                    own: 0,
                    covered: 0,
                    terms: new Set<string>(),
                    matched: 0,
                    inTitle: 0,
                    inOwnHeading: 0,
                };
                perRecord.set(id, entry);
                entry.own += word.weight * result.score;
                result.terms.forEach(term => entry.terms.add(term));
                if (word.decides) {
                    entry.covered += idf;
                    entry.matched++;
                    const fields = Object.values(result.match).flat();
                    entry.inTitle += fields.some(field => field === 'lvl1' || field === 'apiName') ? 1 : 0;
                    const { type } = this.records[id];
                    entry.inOwnHeading += type !== 'content' && fields.includes(type) ? 1 : 0;
                }
                const page = this.records[id].url_without_anchor;
                const onPage = perPage.get(page) ?? { best: new Map<string, number>(), covered: new Set<string>() };
                perPage.set(page, onPage);
                onPage.best.set(word.term, Math.max(onPage.best.get(word.term) ?? 0, word.weight * result.score));
                if (word.decides) {
                    onPage.covered.add(word.term);
                }
            }
        }

        const named = new Map([...this.names.match(query)].filter(([id]) => eligible(this.records[id])));
        const asTyped = comparable(query);
        const ranked: Ranked[] = [];
        for (const [id, entry] of perRecord) {
            const record = this.records[id];
            const onPage = perPage.get(record.url_without_anchor);
            const pageOwn = [...(onPage?.best.values() ?? [])].reduce((sum, score) => sum + score, 0);
            const pageCovered = [...(onPage?.covered ?? [])].reduce((sum, term) => sum + (idfOf.get(term) ?? 0), 0);
            const coverage = decisiveWeight > 0 ? (entry.covered + pageCovered) / (2 * decisiveWeight) : 1;
            const tier = named.get(id) ?? 0;
            const inTitle = entry.inTitle === decisiveCount;
            const score =
                (entry.own + pageWeight * pageOwn) *
                coverage ** coverageExponent *
                pageWeightOf(record.url, weights) *
                (record.api && tier === 0 ? apiWeight : 1) *
                (inTitle ? titleBoost : 1) *
                (entry.inOwnHeading === decisiveCount ? ownHeadingBoost : 1);
            ranked.push({
                record,
                terms: [...entry.terms],
                named: tier,
                words: entry.matched,
                // an API page's headings are its declaration's names: the name index rates those (named)
                exact:
                    record.api && tier === 0
                        ? 0
                        : ownHeadingFirst(record, exactHeading(this.headings[id], asTyped, query)),
                inTitle,
                api: Boolean(record.api),
                score,
            });
        }
        // declarations the query names, whatever their text says
        for (const [id, tier] of named) {
            if (!perRecord.has(id)) {
                ranked.push({ ...unranked, record: this.records[id], named: tier, api: true });
            }
        }
        ranked.sort(compareRanked);
        // the words in the order typed, as a pasted message or a heading has them: the best candidates that hold a run
        // of them count more, the longer the run
        const sequence = analysed.map(word => stem(word.term));
        if (sequence.length > 1) {
            for (const entry of ranked.slice(0, phraseCandidates)) {
                const run = longestRun(sequence, recordTerms(entry.record));
                if (run > 1) {
                    entry.score *= 1 + (phraseBoost * (run - 1)) / (sequence.length - 1);
                }
            }
        }
        return diversified(ranked.sort(compareRanked));
    }

    private hit(
        { record, terms }: Ranked,
        words: string[],
        params: SearchParams,
        tags: HighlightTags,
    ): Record<string, unknown> {
        // a name typed as one token (`Ensure.that`) is highlighted whole, its stop words (`that`) included
        const typedAsName = !/\s/.test(params.query?.trim() ?? '');
        const matcher = termMatcher(
            words,
            new Set([...(terms ?? []), ...(typedAsName ? words.filter(word => stopWords.has(word)) : [])]),
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

const unranked = { named: 0, words: 0, exact: 0, inTitle: false, api: false, score: 0 };

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

/** A heading exactly as typed counts most on the record of that heading itself, then on the records beneath it */
function ownHeadingFirst(record: Pick<SearchRecord, 'type'>, exact: number): number {
    const level = Math.round((100 - exact) / 10);
    return exact > 0 && record.type === `lvl${level}` ? exact + 5 : exact;
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
 * The ranking, criterion by criterion: a declaration the whole query names; a heading that is exactly the query; then
 * the score (see rank): text relevance of the record and its page, how much of the query's meaning they cover, and
 * the weight of the page's part of the site; then the page rank (links to the page from the rest of the site),
 * heading level and position on the page.
 */
export function compareRanked(a: Ranked, b: Ranked): number {
    return (
        b.named - a.named ||
        b.exact - a.exact ||
        b.score - a.score ||
        b.record.weight.pageRank - a.record.weight.pageRank ||
        b.record.weight.level - a.record.weight.level ||
        a.record.weight.position - b.record.weight.position
    );
}

/** The words of a record's headings and text, stemmed, in order */
function recordTerms(record: SearchRecord): string[] {
    const text = [...hierarchyLevels.slice(1).map(level => record.hierarchy[level]), record.content]
        .filter((part): part is string => Boolean(part))
        .map(fromHtmlSafe)
        .join(' ');
    return queryTerms(text).map(stem);
}

/** The length of the longest run of consecutive query words that the text holds in the same order */
export function longestRun(query: string[], text: string[]): number {
    const positions = new Map<string, number[]>();
    text.forEach((term, index) => positions.set(term, [...(positions.get(term) ?? []), index]));
    let longest = 0;
    for (let start = 0; start < query.length && query.length - start > longest; start++) {
        for (const at of positions.get(query[start]) ?? []) {
            let length = 1;
            while (start + length < query.length && text[at + length] === query[start + length]) {
                length++;
            }
            longest = Math.max(longest, length);
        }
    }
    return longest;
}

/**
 * A page whose every section matches should not fill the first screen on its own: each further hit from the same
 * page counts a little less than the one before, so the next page's best section gets its turn.
 */
function diversified(ranked: Ranked[]): Ranked[] {
    const seen = new Map<string, number>();
    const decayed = ranked.map(entry => {
        const page = entry.record.url_without_anchor;
        const earlier = seen.get(page) ?? 0;
        seen.set(page, earlier + 1);
        return { ...entry, score: entry.score * samePageDecay ** earlier };
    });
    return decayed.sort(compareRanked);
}

/** How much a page's part of the site counts, by the longest route prefix the index's manifest weighs (1 if none) */
export function pageWeightOf(url: string, weights: PageWeights): number {
    let path: string;
    try {
        path = new URL(url).pathname;
    } catch {
        return 1;
    }
    const prefix = Object.keys(weights)
        .filter(candidate => path.startsWith(candidate))
        .sort((a, b) => b.length - a.length)[0];
    return prefix === undefined ? 1 : weights[prefix];
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
