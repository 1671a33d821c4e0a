import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { EngineResponse } from './engine';
import { embeddedSearchClient, isFinalAnswer } from './client';

const answer = (exhaustive: boolean, nbHits: number): EngineResponse => ({
    status: 200,
    content: JSON.stringify({
        results: [{ hits: [], nbHits, exhaustiveNbHits: exhaustive, query: 'iframe', params: '' }],
    }),
    ...(exhaustive ? {} : { partial: true }),
});

describe('the embedded search client', () => {
    it('asks the engine again for an answer given from part of the index, and caches the final one', async () => {
        const answers = [answer(false, 7), answer(false, 7), answer(true, 32), answer(true, 99)];
        let asked = 0;
        let partial = 0;
        const client = embeddedSearchClient('app', 'key', { answer: async () => answers[asked++]! }, () => partial++);
        const search = async () =>
            (
                (await client.search({ requests: [{ indexName: 'site', query: 'iframe' }] })).results[0] as {
                    nbHits: number;
                }
            ).nbHits;

        assert.equal(await search(), 7);
        assert.equal(await search(), 7, 'not from a cache: the engine answered again');
        assert.equal(partial, 2, 'each partial answer is reported');
        assert.equal(await search(), 32);
        assert.equal(await search(), 32, 'the final answer is cached');
        assert.equal(asked, 3);
        assert.equal(partial, 2);
    });

    it('tells a final answer from one given while the index loads', () => {
        assert.equal(isFinalAnswer({ results: [{ exhaustiveNbHits: true }, {}] }), true);
        assert.equal(isFinalAnswer({ results: [{ exhaustiveNbHits: true }, { exhaustiveNbHits: false }] }), false);
        assert.equal(isFinalAnswer(undefined), true);
    });
});
