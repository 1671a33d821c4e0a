/**
 * The search client and the embedded engine's host, loaded only when search is first wanted (the
 * modal's button hovered, focused or pressed; the search page visited), never with every page.
 */
import { createSearchBackend, type SearchBackend } from './backend';
import { embeddedSearchClient, hostedSearchClient, type SearchClient } from './client';

let backend: SearchBackend | undefined;
const clients = new Map<string, SearchClient>();

function backendFor(manifestUrl: string): SearchBackend {
    backend ??= createSearchBackend(manifestUrl);
    return backend;
}

// Answers given from part of the index (its first shards, while the rest loads) are shown at once, but not as final:
// once the rest is in, whoever showed one asks again.
let waitingForRest: Promise<void> | undefined;
const restListeners = new Set<() => void>();

function answeredFromPart(manifestUrl: string): void {
    waitingForRest ??= backendFor(manifestUrl)
        .complete()
        .then(() => {
            waitingForRest = undefined;
            restListeners.forEach(listener => listener());
        });
}

/** Whether the answers last given came from part of the index, the rest of which is still loading */
export function answersArePartial(): boolean {
    return waitingForRest !== undefined;
}

/**
 * Calls `listener` when an answer given from part of the index can be given in full (and when `answersArePartial`
 * changes); returns the function that stops listening.
 */
export function onRestOfIndex(listener: () => void): () => void {
    restListeners.add(listener);
    return () => {
        restListeners.delete(listener);
    };
}

/** One client per mode and credentials for the page's lifetime, shared by the modal and the search page. */
export function siteSearchClient(
    mode: 'embedded' | 'hosted',
    appId: string,
    apiKey: string,
    manifestUrl: string,
): SearchClient {
    const key = `${mode}:${appId}:${apiKey}`;
    let found = clients.get(key);
    if (!found) {
        found =
            mode === 'hosted'
                ? hostedSearchClient(appId, apiKey)
                : embeddedSearchClient(
                      appId,
                      apiKey,
                      { answer: (path, method, body) => backendFor(manifestUrl).answer(path, method, body) },
                      () => answeredFromPart(manifestUrl),
                  );
        clients.set(key, found);
    }
    return found;
}

/**
 * Starts loading the index. Once it is loaded in full, `<html data-search-index="loaded">` says so (searches don't
 * wait for it: the first results come from the titles and API declarations, indexed first).
 */
export function warmUpEmbeddedSearch(manifestUrl: string, facetFilters?: unknown): void {
    void backendFor(manifestUrl)
        .warmUp(facetFilters)
        .then(() => {
            document.documentElement.dataset.searchIndex = 'loaded';
        });
}
