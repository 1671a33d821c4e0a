import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { variantFileName, variantSrc } from '../../shared/report-images';
import { filesOf, heightAt, variantWidths, webpQuality } from './variants';

describe('variantFileName', () => {
    it('is the name and the width, as WebP, served from /images/reports/', () => {
        assert.equal(variantFileName('serenity-bdd-overview', 800), 'serenity-bdd-overview-800.webp');
        assert.equal(variantSrc('serenity-bdd-overview', 800), '/images/reports/serenity-bdd-overview-800.webp');
    });

    it('rejects names that would make awkward URLs, and widths that are not pixels', () => {
        assert.throws(() => variantFileName('Serenity BDD', 800), /lower-case words joined by hyphens/);
        assert.throws(() => variantFileName('overview-', 800), /lower-case words/);
        assert.throws(() => variantFileName('overview', 0), /positive whole number/);
        assert.throws(() => variantFileName('overview', 12.5), /positive whole number/);
    });
});

describe('variantWidths', () => {
    it('is the display width and twice that', () => {
        assert.deepEqual(variantWidths(2000, 800), [800, 1600]);
    });

    it('never enlarges the source, and lists a width once', () => {
        assert.deepEqual(variantWidths(1280, 640), [640, 1280]);
        assert.deepEqual(variantWidths(1200, 800), [800, 1200]);
        assert.deepEqual(variantWidths(700, 800), [700]);
    });

    it('uses the requested widths when there are some, sorted', () => {
        assert.deepEqual(variantWidths(2400, 800, [1200, 600]), [600, 1200]);
    });
});

describe('heightAt', () => {
    it('keeps the proportions of the source', () => {
        assert.equal(heightAt(815, { width: 1630, height: 645 }), 323);
        assert.equal(heightAt(1630, { width: 1630, height: 645 }), 645);
    });
});

describe('webpQuality', () => {
    it('is lower for the variants only high-density screens download', () => {
        assert.equal(webpQuality(800, 800), 84);
        assert.equal(webpQuality(1200, 800), 84);
        assert.equal(webpQuality(1600, 800), 74);
    });
});

describe('filesOf', () => {
    it('lists the file names of every variant', () => {
        const manifest = {
            a: { kind: 'page' as const, width: 400, height: 300, widths: [400, 800] },
            b: { kind: 'terminal' as const, width: 600, height: 100, widths: [600] },
        };
        assert.deepEqual([...filesOf(manifest)], ['a-400.webp', 'a-800.webp', 'b-600.webp']);
    });
});
