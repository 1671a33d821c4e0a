/**
 * The one search client both search UIs use. Hosted: the stock Algolia lite client, with its own hosts,
 * retries and time-outs. Embedded: the same lite client, but with a requester that hands every request
 * to the in-browser engine instead of the network, so the transport's semantics stay: response caching,
 * the legacy request form of the search page's helper, and a `RetryError` when the index cannot load
 * (which the modal shows as its error screen). Answers given while part of the index is loading are never cached.
 */
import { liteClient } from 'algoliasearch/lite';

import type { SearchBackend } from './backend';

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
export type Requester = NonNullable<ClientOptions['requester']>;
export type SearchClient = ReturnType<typeof liteClient>;

/** The placeholder host of the embedded client: `.invalid` can never resolve, should anything try. */
export const embeddedHost = 'embedded.invalid';

export function embeddedRequester(
    backend: Pick<SearchBackend, 'answer'>,
    onPartialAnswer: () => void = () => undefined,
): Requester {
    return {
        async send(request) {
            const url = new URL(request.url);
            const body =
                typeof request.data === 'string' || request.data === undefined
                    ? request.data
                    : new TextDecoder().decode(request.data);
            const { partial, ...response } = await backend.answer(
                decodeURIComponent(url.pathname),
                request.method,
                body,
            );
            if (partial) {
                onPartialAnswer();
            }
            return { ...response, isTimedOut: false };
        },
    };
}

type Cache = NonNullable<ClientOptions['hostsCache']>;

/** A cache in memory, for this page only, that stores the values `keep` accepts and no others. */
function memoryCache(keep: (value: unknown) => boolean = () => true): Cache {
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
            if (keep(value)) {
                entries.set(JSON.stringify(key), JSON.stringify(value));
            }
            return value;
        },
        async delete(key) {
            entries.delete(JSON.stringify(key));
        },
        async clear() {
            entries.clear();
        },
    } as Cache;
}

/** An answer given while part of the index was loading is not final: asked again, it is answered again. */
export function isFinalAnswer(response: unknown): boolean {
    const results = (response as { results?: Array<{ exhaustiveNbHits?: boolean }> } | undefined)?.results ?? [];
    return results.every(result => result.exhaustiveNbHits !== false);
}

/**
 * The embedded client. Host state stays in memory (the stock browser client keeps it in localStorage, which the
 * embedded client has no reason to touch), and so do answers, but only final ones: `onPartialAnswer` hears of each
 * answer given from part of the index, which whoever showed it asks again once the rest is in.
 */
export function embeddedSearchClient(
    appId: string,
    apiKey: string,
    backend: Pick<SearchBackend, 'answer'>,
    onPartialAnswer: () => void = () => undefined,
): SearchClient {
    return liteClient(appId, apiKey, {
        requester: embeddedRequester(backend, onPartialAnswer),
        hosts: [{ url: embeddedHost, accept: 'readWrite', protocol: 'https' }],
        hostsCache: memoryCache(),
        responsesCache: memoryCache(isFinalAnswer),
    });
}

export function hostedSearchClient(appId: string, apiKey: string, options?: ClientOptions): SearchClient {
    return liteClient(appId, apiKey, options);
}
