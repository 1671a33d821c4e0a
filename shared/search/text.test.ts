import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { synonymsOf } from './synonyms';
import { stem, stopWords } from './text';

describe('stem', () => {
    it('takes common inflections off, the same way for every form of a word', () => {
        for (const group of [
            ['wait', 'waits', 'waited', 'waiting'],
            ['request', 'requests'],
            ['configure', 'configured', 'configures', 'configuring'],
            ['page', 'pages'],
            ['run', 'running'],
            ['library', 'libraries'],
            ['match', 'matches'],
        ]) {
            assert.equal(new Set(group.map(stem)).size, 1, group.join(', '));
        }
    });

    it('leaves short words, words that only look inflected, and anything not a plain word alone', () => {
        assert.equal(stem('css'), 'css');
        assert.equal(stem('status'), 'status');
        assert.equal(stem('class'), 'class');
        assert.equal(stem('analysis'), 'analysis');
        assert.equal(stem('pageelement'), 'pageelement');
        assert.equal(stem('3.42.2'), '3.42.2');
    });
});

describe('stop words', () => {
    it('are the words that mean nothing on their own in a query', () => {
        assert.ok(['a', 'the', 'how', 'to', 'on'].every(word => stopWords.has(word)));
        assert.ok(!['click', 'wait', 'element', 'api'].some(word => stopWords.has(word)));
    });
});

describe('synonymsOf', () => {
    it('gives the other words and phrases of a word’s group, as words', () => {
        assert.deepEqual(synonymsOf('vscode'), [
            ['visual', 'studio', 'code'],
            ['vs', 'code'],
        ]);
        assert.deepEqual(synonymsOf('includes'), [['contains']]);
        assert.deepEqual(synonymsOf('actor'), []);
    });
});
