/**
 * The search engine's Web Worker: indexing and searching stay off the main thread, so typing in the
 * search box never waits for them. Messages: `{id, manifestUrl, kind: 'warm', facetFilters}`, `{id, manifestUrl, kind:
 * 'complete'}` (answered once the index asked for so far is in) and `{id, manifestUrl, kind: 'search', path, method,
 * body}`; each is answered `{id, status, content}`, a search answered from part of the index with `partial: true`.
 */
import { EmbeddedSearchEngine } from './engine';
import type { BackendMessage } from './backend';
import { fetchedRecordSource } from './shardSource';

const scope = self as unknown as {
    onmessage: ((event: MessageEvent<BackendMessage>) => void) | null;
    postMessage(message: unknown): void;
};

let engine: EmbeddedSearchEngine | undefined;

scope.onmessage = ({ data }) => {
    engine ??= new EmbeddedSearchEngine(fetchedRecordSource(data.manifestUrl));
    if (data.kind === 'warm' || data.kind === 'complete') {
        (data.kind === 'warm' ? engine.warmUp(data.facetFilters) : engine.loaded()).then(
            () => scope.postMessage({ id: data.id, status: 200, content: '' }),
            () => scope.postMessage({ id: data.id, status: 0, content: '' }),
        );
        return;
    }
    void engine
        .answer(data.path, data.method, data.body)
        .then(response => scope.postMessage({ id: data.id, ...response }));
};
