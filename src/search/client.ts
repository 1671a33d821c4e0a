/**
 * The one search client both search UIs use. Hosted: the stock Algolia lite client, with its own hosts,
 * retries and time-outs. Embedded: the same lite client, but with a requester that hands every request
 * to the in-browser engine instead of the network, so the transport's semantics stay: response caching,
 * the legacy request form of the search page's helper, and a `RetryError` when the index cannot load
 * (which the modal shows as its error screen).
 */
import { liteClient } from 'algoliasearch/lite';

import type { SearchBackend } from './backend';

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
export type Requester = NonNullable<ClientOptions['requester']>;
type HostsCache = NonNullable<ClientOptions['hostsCache']>;
export type SearchClient = ReturnType<typeof liteClient>;

/** The placeholder host of the embedded client: `.invalid` can never resolve, should anything try. */
export const embeddedHost = 'embedded.invalid';

export function embeddedRequester(backend: Pick<SearchBackend, 'answer'>): Requester {
    return {
        async send(request) {
            const url = new URL(request.url);
            const body =
                typeof request.data === 'string' || request.data === undefined
                    ? request.data
                    : new TextDecoder().decode(request.data);
            const response = await backend.answer(decodeURIComponent(url.pathname), request.method, body);
            return { ...response, isTimedOut: false };
        },
    };
}

/**
 * Host state in memory only: the stock browser client keeps it in localStorage, which the embedded
 * client has no reason to touch.
 */
function memoryHostsCache(): HostsCache {
    const entries = new Map<string, string>();
    return {
        async get(key, defaultValue, events) {
            const stored = entries.get(JSON.stringify(key));
            if (stored !== undefined) {
                return JSON.parse(stored);
            }
            const value = await defaultValue();
            await events?.miss?.(value);
            return value;
        },
        async set(key, value) {
            entries.set(JSON.stringify(key), JSON.stringify(value));
            return value;
        },
        async delete(key) {
            entries.delete(JSON.stringify(key));
        },
        async clear() {
            entries.clear();
        },
    } as HostsCache;
}

export function embeddedSearchClient(
    appId: string,
    apiKey: string,
    backend: Pick<SearchBackend, 'answer'>,
): SearchClient {
    return liteClient(appId, apiKey, {
        requester: embeddedRequester(backend),
        hosts: [{ url: embeddedHost, accept: 'readWrite', protocol: 'https' }],
        hostsCache: memoryHostsCache(),
    });
}

export function hostedSearchClient(appId: string, apiKey: string, options?: ClientOptions): SearchClient {
    return liteClient(appId, apiKey, options);
}
