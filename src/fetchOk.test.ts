import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';

import { fetchOk } from './fetchOk';

describe('fetchOk', () => {
    afterEach(() => mock.restoreAll());

    it('answers the response of a successful request, with the options it was given', async () => {
        const fetched = mock.method(globalThis, 'fetch', async () => new Response('{"a":1}', { status: 200 }));
        const response = await fetchOk('/data.json', { credentials: 'same-origin' });
        assert.deepEqual(await response.json(), { a: 1 });
        assert.deepEqual(fetched.mock.calls[0].arguments, ['/data.json', { credentials: 'same-origin' }]);
    });

    it('fails on an HTTP error status, naming the URL and the status', async () => {
        mock.method(globalThis, 'fetch', async () => new Response('gone', { status: 404 }));
        await assert.rejects(
            fetchOk('/assets/api-pages/x/core.json'),
            /^Error: \/assets\/api-pages\/x\/core\.json answered 404$/,
        );
    });
});
