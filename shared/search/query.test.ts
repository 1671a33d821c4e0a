import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { queryWords } from './query';
import { indexTerms, queryTerms } from './text';

const roles = (query: string) => queryWords(query).map(({ term, role }) => `${term}:${role}`);

describe('queryWords', () => {
    it('tells the words that carry a question from the words of the question itself', () => {
        assert.deepEqual(roles('how do I clear local storage'), [
            'how:filler',
            'do:filler',
            'i:filler',
            'clear:meaningful',
            'local:meaningful',
            'storage:meaningful',
        ]);
        assert.deepEqual(roles("Wait.until doesn't work"), [
            'wait:meaningful',
            'until:meaningful',
            'doesnt:filler',
            'work:filler',
        ]);
    });

    it('marks the run-time values of a pasted message: quoted text, numbers, paths, URLs and markup', () => {
        assert.deepEqual(roles(`LogicError: Note of "Alice" can't be found`), [
            'logicerror:meaningful',
            'note:meaningful',
            'of:filler',
            'alice:value',
            'cant:filler',
            'be:filler',
            'found:meaningful',
        ]);
        assert.deepEqual(
            roles(`Timeout of 5000ms in /home/ci/specs/a.spec.ts at https://example.com/x <button class="a">`).filter(
                word => !word.endsWith(':value'),
            ),
            ['timeout:meaningful', 'of:filler', 'in:filler', 'at:filler'],
        );
    });

    it('reads a quote the box cut off as running to the end, and an apostrophe inside a word as no quote', () => {
        assert.deepEqual(roles(`Couldn't find 'https://shop.exa`), [
            'couldnt:filler',
            'find:meaningful',
            'https:value',
            'shop:value',
            'exa:value',
        ]);
    });
});

describe('contractions', () => {
    it('keep a word with an apostrophe whole, at index time and at query time alike', () => {
        assert.deepEqual(indexTerms("I don't have the ability"), ['i', 'dont', 'have', 'the', 'ability']);
        assert.deepEqual(queryTerms('didn\u2019t'), ['didnt']);
    });
});
