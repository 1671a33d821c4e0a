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
                : embeddedSearchClient(appId, apiKey, {
                      answer: (path, method, body) => backendFor(manifestUrl).answer(path, method, body),
                  });
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
