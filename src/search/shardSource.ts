/**
 * Where the engine reads the index from in the browser: the manifest (never cached stale) and the
 * content-hashed, gzip-compressed shards it lists.
 */
import type { RecordSource } from './engine';
import {
    type PackedShard,
    type SearchManifest,
    type SearchRecord,
    type ShardFile,
    unpackRecords,
} from '../../shared/search/records';
import { fetchOk } from '../fetchOk';

/** A server that sent the shard with `Content-Encoding: gzip` has already decompressed it. */
function isGzip(bytes: Uint8Array): boolean {
    return bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

async function gunzip(bytes: Uint8Array): Promise<string> {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Response(stream).text();
}

export function fetchedRecordSource(manifestUrl: string): RecordSource {
    return {
        async manifest(): Promise<SearchManifest> {
            return (await fetchOk(manifestUrl, { cache: 'no-cache', credentials: 'same-origin' })).json();
        },
        async shard(shard: ShardFile): Promise<SearchRecord[]> {
            const bytes = new Uint8Array(
                await (
                    await fetchOk(new URL(shard.file, manifestUrl).href, { credentials: 'same-origin' })
                ).arrayBuffer(),
            );
            const json = isGzip(bytes) ? await gunzip(bytes) : new TextDecoder().decode(bytes);
            return unpackRecords(JSON.parse(json) as PackedShard);
        },
    };
}
