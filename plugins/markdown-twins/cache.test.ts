import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { TwinCache } from './cache';

describe('TwinCache', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'twin-cache-'));
    after(() => rmSync(dir, { recursive: true, force: true }));
    const partial = path.join(dir, 'partial.mdx');
    const cacheDir = path.join(dir, 'cache');

    /** A conversion that pulls in the partial, counting how often it runs */
    const counting = () => {
        let conversions = 0;
        const write = (read: (file: string) => string) => {
            conversions++;
            return `# Page\n\n${read(partial)}`;
        };
        return { write, conversions: () => conversions };
    };

    it('converts a source once, and gives the stored twin to the next build', () => {
        writeFileSync(partial, 'first');
        const first = counting();
        assert.equal(new TwinCache(cacheDir, 'pages', 'context').twinOf('source', first.write), '# Page\n\nfirst');
        const second = counting();
        const cache = new TwinCache(cacheDir, 'pages', 'context');
        assert.equal(cache.twinOf('source', second.write), '# Page\n\nfirst');
        assert.equal(second.conversions(), 0);
        assert.equal(cache.hits, 1);
    });

    it('converts again when a file the page pulled in changed', () => {
        writeFileSync(partial, 'second');
        const next = counting();
        assert.equal(new TwinCache(cacheDir, 'pages', 'context').twinOf('source', next.write), '# Page\n\nsecond');
        assert.equal(next.conversions(), 1);
    });

    it('converts again when the source or the context changed', () => {
        const changedSource = counting();
        new TwinCache(cacheDir, 'pages', 'context').twinOf('source, edited', changedSource.write);
        assert.equal(changedSource.conversions(), 1);
        const changedContext = counting();
        new TwinCache(cacheDir, 'pages', 'another context').twinOf('source', changedContext.write);
        assert.equal(changedContext.conversions(), 1);
    });

    it('keeps only what the last build used', () => {
        const cache = new TwinCache(cacheDir, 'pages', 'context');
        cache.twinOf('source', counting().write);
        cache.prune();
        // the generation of 'another context' is gone, and of this one only the twin of 'source' is left
        const generations = readdirSync(cacheDir);
        assert.equal(generations.length, 1);
        assert.equal(readdirSync(path.join(cacheDir, generations[0])).length, 1);
    });
});
