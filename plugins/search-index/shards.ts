/**
 * The index as files: records grouped by `docusaurus_tag` (the engine loads only the partitions a search
 * filters on), cut at page boundaries into gzip-compressed shards whose names carry a hash of their
 * content (so a server can cache them forever), and a manifest that lists them.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

import { addTo } from '../../shared/collections';
import {
    packRecords,
    type PackedShard,
    type SearchManifest,
    type SearchRecord,
    isFirstToLoad,
    type ShardFile,
    unpackRecords,
} from '../../shared/search/records';

export interface IndexFile {
    name: string;
    bytes: Buffer;
}

export interface SearchIndexOptions {
    indexName: string;
    siteOrigin: string;
    /** Route prefix → how much pages under it count in the ranking (see SearchManifest) */
    pageWeights?: Record<string, number>;
    /** Uncompressed JSON per shard before a new one is started (about a quarter of it once gzipped). */
    maxShardBytes?: number;
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export function assertUniqueObjectIDs(records: SearchRecord[]): void {
    const seen = new Map<string, string>();
    for (const record of records) {
        const other = seen.get(record.objectID);
        if (other !== undefined) {
            throw new Error(`Two search records share the objectID ${record.objectID}: ${other} and ${record.url}`);
        }
        seen.set(record.objectID, record.url);
    }
}

function pagesOf(records: SearchRecord[]): SearchRecord[][] {
    const pages = new Map<string, SearchRecord[]>();
    for (const record of records) {
        const page = pages.get(record.url_without_anchor) ?? [];
        page.push(record);
        pages.set(record.url_without_anchor, page);
    }
    return [...pages.values()];
}

export function searchIndexFiles(
    records: SearchRecord[],
    options: SearchIndexOptions,
): { manifest: SearchManifest; files: IndexFile[] } {
    assertUniqueObjectIDs(records);
    const maxShardBytes = options.maxShardBytes ?? 1024 * 1024;
    const byTag = new Map<string, SearchRecord[]>();
    for (const record of records) {
        addTo(byTag, record.docusaurus_tag, record);
    }

    const files: IndexFile[] = [];
    const partitions: Record<string, ShardFile[]> = {};
    for (const [tag, tagged] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
        // the titles and declarations come first, in a shard of their own, so the first results need only that
        const first = tagged.filter(isFirstToLoad);
        const shards: SearchRecord[][] = [first, []];
        let size = 0;
        for (const page of pagesOf(tagged.filter(record => !isFirstToLoad(record)))) {
            const pageSize = Buffer.byteLength(JSON.stringify(page));
            if (size > 0 && size + pageSize > maxShardBytes) {
                shards.push([]);
                size = 0;
            }
            shards[shards.length - 1].push(...page);
            size += pageSize;
        }
        partitions[tag] = shards
            .filter(shard => shard.length > 0)
            .map((shard, n) => {
                const bytes = gzipSync(JSON.stringify(packRecords(shard)), { level: 9 });
                const hash = sha256(bytes);
                const name = `records-${tag.replace(/[^\w-]/g, '_')}-${n}.${hash.slice(0, 8)}.json.gz`;
                files.push({ name, bytes });
                return {
                    file: name,
                    sha256: hash,
                    bytes: bytes.length,
                    records: shard.length,
                    ...(shard === first ? { first: true as const } : {}),
                };
            });
    }

    const manifest: SearchManifest = {
        schema: 1,
        build: sha256(files.map(file => file.name).join('\n')).slice(0, 16),
        indexName: options.indexName,
        siteOrigin: options.siteOrigin,
        ...(options.pageWeights && Object.keys(options.pageWeights).length > 0
            ? { pageWeights: options.pageWeights }
            : {}),
        records: records.length,
        partitions,
    };
    files.push({ name: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest, null, 1)) });
    return { manifest, files };
}

/** Reads the records back from the files (as `npm run search:push` does), checking every shard's hash. */
export function recordsFromIndexFiles(manifest: SearchManifest, read: (name: string) => Buffer): SearchRecord[] {
    return Object.values(manifest.partitions)
        .flat()
        .flatMap(shard => {
            const bytes = read(shard.file);
            if (sha256(bytes) !== shard.sha256) {
                throw new Error(`The search shard ${shard.file} does not match its manifest: rebuild the site`);
            }
            return unpackRecords(JSON.parse(gunzipSync(bytes).toString('utf8')) as PackedShard);
        });
}
