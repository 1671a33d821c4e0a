/**
 * The site's search, as the modal and the search page see it: hosted or embedded, as the build was
 * configured (`customFields.search`, which config/search.ts sets). This module is light, because the navbar's
 * search button needs it on every page; the client and the engine load on first use (`load`).
 */
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useMemo } from 'react';

import { customFieldsOf } from '../../shared/custom-fields';
import type { SearchSettings } from '../../shared/search/settings';
import type { SearchClient } from './client';
import type * as RuntimeModule from './runtime';

type Runtime = typeof RuntimeModule;

let runtime: Runtime | undefined;
let loading: Promise<Runtime> | undefined;

function loadRuntime(): Promise<Runtime> {
    loading ??= import('./runtime').then(loaded => (runtime = loaded));
    return loading;
}

/** Starts loading the client's code (what `load` waits for) without a component: for a tap made before hydration */
export function loadSiteSearchCode(): void {
    void loadRuntime();
}

export interface SiteSearch {
    mode: SearchSettings['mode'];
    /** Site-relative path of the embedded index's manifest, with the base URL. */
    manifestPath: string;
    /** Loads the client and, in embedded mode, starts loading the index for these facet filters. */
    load(facetFilters?: unknown): Promise<void>;
    /** The client for these credentials, the same object on every call; only once `load` has resolved. */
    client(appId: string, apiKey: string): SearchClient;
    /** Whether the answers last given came from part of the index, the rest of which is still loading */
    answersArePartial(): boolean;
    /** Listens for the rest of the index, to ask again what was answered from part of it; returns how to stop */
    onRestOfIndex(listener: () => void): () => void;
}

export function useSiteSearch(): SiteSearch {
    const { siteConfig } = useDocusaurusContext();
    const settings: SearchSettings | undefined = customFieldsOf(siteConfig).search;
    const mode = settings?.mode ?? 'embedded';
    const manifestPath = useBaseUrl(settings?.manifestPath ?? '/search-index/manifest.json');

    return useMemo(() => {
        const manifestUrl = () => new URL(manifestPath, window.location.href).href;
        return {
            mode,
            manifestPath,
            async load(facetFilters?: unknown) {
                const loaded = await loadRuntime();
                if (mode === 'embedded') {
                    loaded.warmUpEmbeddedSearch(manifestUrl(), facetFilters);
                }
            },
            client(appId: string, apiKey: string) {
                if (!runtime) {
                    throw new Error('The search client is used before useSiteSearch().load() resolved');
                }
                return runtime.siteSearchClient(mode, appId, apiKey, manifestUrl());
            },
            answersArePartial: () => runtime?.answersArePartial() ?? false,
            onRestOfIndex(listener: () => void) {
                let stop: (() => void) | undefined;
                let stopped = false;
                void loadRuntime().then(loaded => {
                    if (!stopped) {
                        stop = loaded.onRestOfIndex(listener);
                    }
                });
                return () => {
                    stopped = true;
                    stop?.();
                };
            },
        };
    }, [mode, manifestPath]);
}
