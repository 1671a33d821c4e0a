import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { acceptedUrls, displayOrder, figuresOf, isAccepted, shortfalls } from './relevance';
import { relevanceCases } from './relevance-cases';

describe('the relevance suite', () => {
    it('has at least 80 cases, of every kind of query', () => {
        assert.ok(relevanceCases.length >= 80);
        const kinds = new Set(relevanceCases.map(relevanceCase => relevanceCase.kind));
        assert.equal(kinds.size, 9);
    });

    it('reads hits in the order the modal shows them: grouped by section, five a group', () => {
        const hit = (url: string, lvl0: string) => ({ url, hierarchy: { lvl0 } });
        const hits = [
            hit('https://x/a/', 'API'),
            hit('https://x/b/', 'Guides'),
            ...Array.from({ length: 6 }, (_, i) => hit(`https://x/api${i}/`, 'API')),
        ];
        assert.deepEqual(
            displayOrder(hits).map(h => new URL(h.url).pathname),
            ['/a/', '/api0/', '/api1/', '/api2/', '/api3/', '/b/'],
        );
    });

    it('accepts a page with any anchor, or only the anchor a case names, and resolves api: names', () => {
        const names = { 'Ensure.that': ['/api/assertions/class/Ensure/#that'] };
        const accepted = acceptedUrls(['api:Ensure.that', '/handbook/design/assertions/'], names);
        assert.equal(isAccepted('https://x/api/assertions/class/Ensure/#that', accepted), true);
        assert.equal(isAccepted('https://x/api/assertions/class/Ensure/', accepted), false);
        assert.equal(isAccepted('https://x/handbook/design/assertions/#anything', accepted), true);
        assert.throws(() => acceptedUrls(['api:Nope'], names), /does not document/);
    });

    it('fails below the goals, and when an exact API name is not the first hit', () => {
        const exact = { query: 'Ensure', accept: [], kind: 'exact' as const };
        const intent = { query: 'wait', accept: [], kind: 'intent' as const };
        const results = [
            { case: exact, rank: 2, shown: [] },
            ...Array.from({ length: 9 }, () => ({ case: intent, rank: 1, shown: [] })),
        ];
        assert.deepEqual(shortfalls(figuresOf(results), results), [
            '"Ensure" (an exact API name) is not the first hit',
        ]);
        const poor = results.map(result => ({ ...result, rank: 4 }));
        assert.deepEqual(shortfalls(figuresOf(poor), poor).slice(0, 2), [
            'top-3 0% is below 98%',
            'top-1 0% is below 75%',
        ]);
    });
});
