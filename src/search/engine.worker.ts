/**
 * The search engine's Web Worker: indexing and searching stay off the main thread, so typing in the
 * search box never waits for them. Messages: `{id, manifestUrl, kind: 'warm', facetFilters}` and
 * `{id, manifestUrl, kind: 'search', path, method, body}`; each is answered `{id, status, content}`.
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
    if (data.kind === 'warm') {
        engine.warmUp(data.facetFilters).then(
            () => scope.postMessage({ id: data.id, status: 200, content: '' }),
            () => scope.postMessage({ id: data.id, status: 0, content: '' }),
        );
        return;
    }
    void engine
        .answer(data.path, data.method, data.body)
        .then(response => scope.postMessage({ id: data.id, ...response }));
};
