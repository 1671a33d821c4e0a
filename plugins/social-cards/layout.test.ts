import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { layOutTitle, titleFontSizes, wordPieces } from './layout';

/** Every character 0.6 em wide: simple enough to reason about the expected lines */
const monospaced = (text: string, fontSize: number) => text.length * fontSize * 0.6;

describe('layOutTitle', () => {
    it('sets a short title on one line at the largest size', () => {
        const layout = layOutTitle('Waiting', { width: 1000, height: 300 }, monospaced);
        assert.deepEqual(layout.lines, ['Waiting']);
        assert.equal(layout.fontSize, titleFontSizes[0]);
        assert.equal(layout.brokenWords, false);
    });

    it('wraps at spaces, never wider than the box', () => {
        const title = 'Serenity/JS 3.42: ARIA role selectors, drag and drop, and ES modules';
        const layout = layOutTitle(title, { width: 700, height: 300 }, monospaced);
        assert.equal(layout.lines.join(' '), title);
        assert.ok(layout.box.width <= 700, `${layout.box.width} > 700`);
        assert.ok(layout.box.height <= 300);
    });

    it('shrinks a long API name before it breaks it', () => {
        const layout = layOutTitle('PlaywrightBrowsingSessionWithBrowser', { width: 1056, height: 300 }, monospaced);
        assert.deepEqual(layout.lines, ['PlaywrightBrowsingSessionWithBrowser']);
        assert.ok(layout.fontSize < titleFontSizes[0]);
        assert.ok(layout.box.width <= 1056);
    });

    it('breaks a name too long for any size where its words join', () => {
        const layout = layOutTitle('PlaywrightBrowsingSessionWithBrowser', { width: 400, height: 300 }, monospaced);
        assert.equal(layout.brokenWords, true);
        assert.equal(layout.lines.join(''), 'PlaywrightBrowsingSessionWithBrowser');
        assert.ok(
            layout.lines.every(line => /^[A-Z]/.test(line)),
            layout.lines.join('|'),
        );
        assert.ok(layout.box.width <= 400);
    });

    it('names a title that cannot fit at all', () => {
        assert.throws(
            () => layOutTitle('x'.repeat(2000), { width: 400, height: 100 }, monospaced),
            /does not fit a card/,
        );
    });
});

describe('wordPieces', () => {
    it('splits where words join, keeping every character', () => {
        assert.deepEqual(wordPieces('PlaywrightBrowsingSession'), ['Playwright', 'Browsing', 'Session']);
        assert.deepEqual(wordPieces('@serenity-js/core'), ['@serenity-', 'js/', 'core']);
    });
});
