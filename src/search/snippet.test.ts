import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { snippet, termMatcher } from './highlight';

const tags = { pre: '<mark>', post: '</mark>' };
const cut = (text: string, word: string, length: number) =>
    snippet(text, [word], termMatcher([word], new Set([word])), tags, length, '…').value;
const plain = (value: string) => value.replace(/<\/?mark>/g, '');

describe('snippets', () => {
    it('end on a whole word with one ellipsis where the text goes on, dropping the punctuation before the cut', () => {
        const text = 'First the actor opens the browser. Then the actor clicks the button, and waits for the page.';
        assert.equal(cut(text, 'opens', 4), '…actor <mark>opens</mark> the browser…');
        assert.equal(cut(text, 'button', 2), '…<mark>button</mark>, and…');
        assert.equal(cut(text, 'button', 1), '…<mark>button</mark>…');
    });

    it("never put a second ellipsis next to the text's own, whichever way it is written", () => {
        for (const own of ['…', '...', '.…']) {
            const text = `Wait for it${own} then the needle appears${own} and more words follow here`;
            const value = cut(text, 'needle', 2);
            assert.doesNotMatch(value, /(…|\.\.\.)\s*…|…\s*(…|\.\.\.)|\.…/, value);
            assert.equal(plain(value), '…needle appears…');
        }
    });

    it('start on a whole word after the ellipsis, without the end of the sentence before it', () => {
        const text = 'One two three. — Needle four five six seven eight';
        assert.equal(cut(text, 'needle', 3), '…<mark>Needle</mark> four five…');
    });

    it('keep the whole text, and any ellipsis of its own, when it is no longer than asked', () => {
        assert.equal(cut('Needle and thread…', 'needle', 10), '<mark>Needle</mark> and thread…');
    });

    it('hold only whole words of the text, wherever the match is', () => {
        const text = 'Actors perform interactions, ask questions (about the system), and remember notes; then report.';
        const words = new Set(text.split(/\s+/).map(word => word.replace(/[.,;:!?()]+/g, '')));
        for (const word of ['actors', 'interactions', 'questions', 'system', 'remember', 'notes', 'report']) {
            const value = plain(cut(text, word, 3));
            assert.equal(value.match(/…/g)?.length ?? 0, value.startsWith('…') && value.endsWith('…') ? 2 : 1);
            for (const shown of value.replace(/…/g, ' ').split(/\s+/).filter(Boolean)) {
                assert.ok(words.has(shown.replace(/[.,;:!?()]+/g, '')), `"${shown}" in "${value}" is a whole word`);
            }
        }
    });
});
