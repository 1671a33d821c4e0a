/**
 * Search records in the DocSearch crawler's shape, and the compact form they travel in as shards.
 * The same records feed the embedded engine and the hosted index.
 */

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof hierarchyLevels)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;

export const recordTypes = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
export type RecordType = (typeof recordTypes)[number];

/**
 * What a record of the API reference adds: the declaration's names and signature as fields of their own, so a
 * search for `Ensure.that`, `clickOn` or `page element` can find the declaration by its name whatever words its
 * page uses. Searchable in both modes (see scripts/search-push.ts for the hosted index's settings).
 */
export interface ApiRecordFields {
    /**
     * `class`, `function`, `interface`, `enum`, `type`, `variable`, `module`, `method`, `property`, `accessor`…, or
     * `section` for a section of a declaration's documentation (its `name` is the declaration's)
     */
    kind: string;
    /** As the reference names it: `Ensure`, `Ensure.that`, `@serenity-js/assertions` */
    name: string;
    /** The module it is imported from: `@serenity-js/assertions` */
    module: string;
    /** A declaration's documented members: `that`, `eventually`… */
    members?: string[];
    /** Its declaration or first signature, as the reference shows it */
    signature?: string;
}

export interface SearchRecord {
    /** Stable across rebuilds, so saved recent and favourite searches stay valid. */
    objectID: string;
    /** Absolute, on the site's own origin, with the nearest heading's anchor. */
    url: string;
    url_without_anchor: string;
    anchor: string | null;
    type: RecordType;
    /** HTML-safe text (see `htmlSafe`), null where the page has no such level. */
    hierarchy: Hierarchy;
    /** HTML-safe text, or null for a heading record. */
    content: string | null;
    weight: { pageRank: number; level: number; position: number };
    /** From the page's `docsearch:*` meta tags, as the crawler copies them. */
    language: string;
    version: string[];
    docusaurus_tag: string;
    /** Only on records of the API reference */
    api?: ApiRecordFields;
}

export interface ShardFile {
    file: string;
    sha256: string;
    bytes: number;
    records: number;
    /** A partition's first shard: what a search needs first (see isFirstToLoad); the engine answers from it at once */
    first?: true;
}

/** The kinds of API declaration a reader looks up by name: what the first shard of a partition holds */
const declarationKinds = new Set(['class', 'function', 'interface', 'enum', 'type', 'variable', 'module']);

/**
 * What the first keystroke's results need: every page's title and every API declaration. The engine indexes
 * these first and answers at once, and indexes the rest (sections, text, members) while the reader types.
 */
export function isFirstToLoad(record: Pick<SearchRecord, 'type' | 'api'>): boolean {
    return record.type === 'lvl1' || (record.api !== undefined && declarationKinds.has(record.api.kind));
}

export interface SearchManifest {
    schema: 1;
    /** Changes whenever any shard changes. */
    build: string;
    indexName: string;
    /** Hits must be on this origin; anything else is dropped by the engine. */
    siteOrigin: string;
    /**
     * Route prefix → how much pages under it count in the ranking (1 when no prefix matches): legal, community and blog
     * pages rank below the guides and the API reference that match a technical query as well
     */
    pageWeights?: Record<string, number>;
    records: number;
    /** Keyed by `docusaurus_tag`: the engine loads only the partitions a request filters on. */
    partitions: Record<string, ShardFile[]>;
}

export const manifestPath = 'search-index/manifest.json';

type PackedRow = [
    objectID: string,
    url: number,
    anchor: string | null,
    type: number,
    hierarchy: number[],
    content: string | null,
    level: number,
    position: number,
    language: number,
    tag: number,
    version: number[],
    pageRank: number,
    api: [kind: number, name: string, module: number, members: string[] | null, signature: string | null] | null,
];

/** A shard's JSON: repeated strings (page URLs, headings, tags) are stored once in a table. */
export interface PackedShard {
    schema: 2;
    strings: string[];
    rows: PackedRow[];
}

export function packRecords(records: SearchRecord[]): PackedShard {
    const strings: string[] = [];
    const positions = new Map<string, number>();
    const ref = (value: string | null): number => {
        if (value === null) {
            return -1;
        }
        let index = positions.get(value);
        if (index === undefined) {
            index = strings.push(value) - 1;
            positions.set(value, index);
        }
        return index;
    };
    const rows = records.map((record): PackedRow => [
        record.objectID,
        ref(record.url_without_anchor),
        record.anchor,
        recordTypes.indexOf(record.type),
        hierarchyLevels.map(level => ref(record.hierarchy[level])),
        record.content,
        record.weight.level,
        record.weight.position,
        ref(record.language),
        ref(record.docusaurus_tag),
        record.version.map(ref),
        record.weight.pageRank,
        record.api
            ? [
                  ref(record.api.kind),
                  record.api.name,
                  ref(record.api.module),
                  record.api.members ?? null,
                  record.api.signature ?? null,
              ]
            : null,
    ]);
    return { schema: 2, strings, rows };
}

export function unpackRecords(shard: PackedShard): SearchRecord[] {
    if (shard.schema !== 2) {
        throw new Error(`Unsupported search shard schema ${String(shard.schema)}`);
    }
    const { strings } = shard;
    const text = (index: number): string | null => (index === -1 ? null : strings[index]);
    const required = (index: number): string => {
        const value = text(index);
        if (value === null) {
            throw new Error('A search shard record lacks its URL, language or tag: rebuild the site');
        }
        return value;
    };
    return shard.rows.map(
        ([objectID, url, anchor, type, hierarchy, content, level, position, language, tag, version, pageRank, api]) => {
            const urlWithoutAnchor = required(url);
            return {
                objectID,
                url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
                url_without_anchor: urlWithoutAnchor,
                anchor,
                type: recordTypes[type],
                hierarchy: Object.fromEntries(
                    hierarchyLevels.map((name, i) => [name, text(hierarchy[i] ?? -1)]),
                ) as Hierarchy,
                content,
                weight: { pageRank, level, position },
                language: required(language),
                version: version.map(required),
                docusaurus_tag: required(tag),
                ...(api
                    ? {
                          api: {
                              kind: required(api[0]),
                              name: api[1],
                              module: required(api[2]),
                              ...(api[3] ? { members: api[3] } : {}),
                              ...(api[4] ? { signature: api[4] } : {}),
                          },
                      }
                    : {}),
            };
        },
    );
}
