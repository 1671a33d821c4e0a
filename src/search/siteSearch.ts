/**
 * The site's search client, shared by the modal and the search page: hosted or embedded, as the build
 * was configured (`customFields.search`, see config/search.ts). One engine per page load, started on
 * first use: opening the modal, hovering or focusing its button, or visiting the search page.
 */
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useCallback } from 'react';

import type { SearchSettings } from '../../config/search';
import { createSearchBackend, type SearchBackend } from './backend';
import { embeddedSearchClient, hostedSearchClient, type SearchClient } from './client';

let backend: SearchBackend | undefined;
const clients = new Map<string, SearchClient>();

function backendFor(manifestUrl: string): SearchBackend {
    backend ??= createSearchBackend(manifestUrl);
    return backend;
}

export interface SiteSearch {
    mode: SearchSettings['mode'];
    /** The client for these credentials; the same object on every call. */
    client(appId: string, apiKey: string): SearchClient;
    /** Starts loading the embedded index for these facet filters; does nothing in hosted mode. */
    warmUp(facetFilters?: unknown): void;
}

export function useSiteSearch(): SiteSearch {
    const { siteConfig } = useDocusaurusContext();
    const settings = siteConfig.customFields?.search as SearchSettings | undefined;
    const mode = settings?.mode ?? 'embedded';
    const manifestPath = useBaseUrl(settings?.manifestPath ?? '/search-index/manifest.json');

    const manifestUrl = () => new URL(manifestPath, window.location.href).href;

    const client = useCallback((appId: string, apiKey: string) => {
        const key = `${ mode }:${ appId }:${ apiKey }`;
        let found = clients.get(key);
        if (! found) {
            found = mode === 'hosted'
                ? hostedSearchClient(appId, apiKey)
                : embeddedSearchClient(appId, apiKey, { answer: (path, method, body) => backendFor(manifestUrl()).answer(path, method, body) });
            clients.set(key, found);
        }
        return found;
    // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [ mode, manifestPath ]);

    const warmUp = useCallback((facetFilters?: unknown) => {
        if (mode === 'embedded' && typeof window !== 'undefined') {
            void backendFor(manifestUrl()).warmUp(facetFilters);
        }
    // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [ mode, manifestPath ]);

    return { mode, client, warmUp };
}
