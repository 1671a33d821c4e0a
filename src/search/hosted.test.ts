/**
 * Hosted mode is the stock Algolia client: these tests pin down, with a recording requester and no
 * network, the behaviour the site relies on it for (hosts, time-outs, retries, errors), in the browser
 * build that the site bundles, rather than re-implementing any of it.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';

import { createAutocomplete } from '@algolia/autocomplete-core';
// algoliasearch's own transport (its exact dependency), for the host state it keeps
import { createStatefulHost } from '@algolia/client-common';
import algoliaSearchHelper from 'algoliasearch-helper';
// the build a bundler picks for the browser, where `algoliasearch/lite` resolves to in the site
import { liteClient as browserLiteClient } from 'algoliasearch/dist/lite/builds/browser';

import type { Requester, SearchClient } from './client';
import { hostedSearchClient } from './client';

interface Sent {
    host: string;
    path: string;
    query: URLSearchParams;
    method: string;
    connectTimeout: number;
    responseTimeout: number;
    body: any;
}

function recordingRequester(answer: (sent: Sent) => { status: number; content?: string; isTimedOut?: boolean }) {
    const sent: Sent[] = [];
    const requester: Requester = {
        async send(request) {
            const url = new URL(request.url);
            const entry = {
                host: url.host,
                path: url.pathname,
                query: url.searchParams,
                method: request.method,
                connectTimeout: request.connectTimeout,
                responseTimeout: request.responseTimeout,
                body: request.data ? JSON.parse(String(request.data)) : undefined,
            };
            sent.push(entry);
            const { status, content = '{}', isTimedOut = false } = answer(entry);
            return { status, content, isTimedOut };
        },
    };
    return { sent, requester };
}

const liteClient = browserLiteClient as (
    appId: string,
    apiKey: string,
    options: { requester: Requester },
) => SearchClient;

const found = {
    results: [
        { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: 'actor', params: '' },
    ],
};

describe('hosted search: the stock Algolia client in the browser build', () => {
    afterEach(() => mock.timers.reset());

    it("sends the modal's search to the DSN host first, with the credentials as query parameters and 1 s / 2 s time-outs", async () => {
        const { sent, requester } = recordingRequester(() => ({ status: 200, content: JSON.stringify(found) }));
        const client = liteClient('APPID', 'search-key', { requester });
        await client.search({ requests: [{ indexName: 'serenity-js', query: 'actor', hitsPerPage: 20 }] });
        assert.equal(sent.length, 1);
        assert.equal(sent[0]!.host, 'appid-dsn.algolia.net');
        assert.equal(sent[0]!.path, '/1/indexes/*/queries');
        assert.equal(sent[0]!.method, 'POST');
        assert.equal(sent[0]!.query.get('x-algolia-application-id'), 'APPID');
        assert.equal(sent[0]!.query.get('x-algolia-api-key'), 'search-key');
        assert.deepEqual([sent[0]!.connectTimeout, sent[0]!.responseTimeout], [1000, 2000]);
        assert.deepEqual(sent[0]!.body.requests[0], { indexName: 'serenity-js', query: 'actor', hitsPerPage: 20 });
    });

    it('falls back through the other hosts on time-outs and 5xx, and throws a RetryError when all fail', async () => {
        const { sent, requester } = recordingRequester(() => ({ status: 500 }));
        const client = liteClient('APPID', 'search-key', { requester });
        await assert.rejects(
            client.search({ requests: [{ indexName: 'serenity-js', query: 'actor' }] }),
            (error: Error) => error.name === 'RetryError',
        );
        assert.deepEqual(sent.map(entry => entry.host).sort(), [
            'appid-1.algolianet.com',
            'appid-2.algolianet.com',
            'appid-3.algolianet.com',
            'appid-dsn.algolia.net',
        ]);
    });

    it('grows the read time-out when a host timed out, and tries the next one', async () => {
        const { sent, requester } = recordingRequester(entry =>
            entry.host === 'appid-dsn.algolia.net'
                ? { status: 0, isTimedOut: true }
                : { status: 200, content: JSON.stringify(found) },
        );
        const client = liteClient('APPID', 'search-key', { requester });
        await client.search({ requests: [{ indexName: 'serenity-js', query: 'actor' }] });
        assert.equal(sent[0]!.host, 'appid-dsn.algolia.net');
        assert.ok(sent[1]!.host.endsWith('.algolianet.com'));
        assert.ok(sent[1]!.responseTimeout > sent[0]!.responseTimeout, 'the next try waits longer');
    });

    it("sets a failed host aside for 120 s (the client's stateful host), and retries the hosts in order within a request", async () => {
        mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
        const down = createStatefulHost({ url: 'appid-dsn.algolia.net', accept: 'read', protocol: 'https' }, 'down');
        mock.timers.tick(119_000);
        assert.equal(down.isUp(), false);
        mock.timers.tick(2_000);
        assert.equal(down.isUp(), true);

        mock.timers.reset();
        const { sent, requester } = recordingRequester(entry =>
            entry.host === 'appid-dsn.algolia.net' ? { status: 503 } : { status: 200, content: JSON.stringify(found) },
        );
        const client = liteClient('APPID', 'search-key', { requester });
        await client.search({ requests: [{ indexName: 'serenity-js', query: 'actor' }] });
        assert.deepEqual(
            sent.map(entry => entry.host.endsWith('.algolianet.com')),
            [false, true],
        );
    });

    it('refuses empty credentials: "`appId` is missing." / "`apiKey` is missing."', () => {
        assert.throws(() => hostedSearchClient('', 'key'), /`appId` is missing\./);
        assert.throws(() => hostedSearchClient('APPID', ''), /`apiKey` is missing\./);
    });

    it("carries the search page's helper requests to the hosted index", async () => {
        const { sent, requester } = recordingRequester(sentNow => ({
            status: 200,
            content: JSON.stringify({
                results: sentNow.body.requests.map((request: { query?: string }) => ({
                    ...found.results[0],
                    query: request.query ?? '',
                    hits: [],
                    facets: {},
                })),
            }),
        }));
        const client = hostedSearchClient('APPID', 'search-key', { requester });
        const helper = algoliaSearchHelper(client as never, 'serenity-js', {
            hitsPerPage: 15,
            advancedSyntax: true,
            disjunctiveFacets: ['language', 'docusaurus_tag'],
        } as never);
        helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
        helper.addDisjunctiveFacetRefinement('language', 'en');
        await new Promise((resolve, reject) => {
            helper.on('result', resolve);
            helper.on('error', reject);
            helper.setQuery('actor').search();
        });
        assert.equal(sent[0]!.host, 'appid-dsn.algolia.net');
        assert.equal(sent[0]!.body.requests.length, 3);
        assert.equal(sent[0]!.body.requests[0].query, 'actor');
        assert.equal(sent[0]!.body.requests[0].hitsPerPage, 15);
    });
});

describe('search sources', () => {
    it('must have unique ids: the autocomplete engine behind the modal rejects a duplicate', async () => {
        const errors: unknown[] = [];
        const autocomplete = createAutocomplete({
            getSources: () => [
                { sourceId: 'hits', getItems: () => [] },
                { sourceId: 'hits', getItems: () => [] },
            ],
            environment: { ...globalThis, setTimeout, clearTimeout } as never,
        });
        const pending = autocomplete.refresh().catch(error => errors.push(error));
        autocomplete.setQuery('actor');
        await autocomplete.refresh().catch(error => errors.push(error));
        await pending;
        assert.match(String(errors[0]), /The `sourceId` "hits" is not unique/);
    });
});
