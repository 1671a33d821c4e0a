import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import { openTwinCache, twinCacheKey, twinCacheSalt } from './twin-cache';

describe('the API twins cache', () => {
    const folder = () => mkdtempSync(path.join(os.tmpdir(), 'api-twins-'));

    it('writes a twin once, then gives it back in the next build without writing it', async () => {
        const file = path.join(folder(), 'cache', 'api-twins.json');
        let written = 0;
        const write = () => `# Actor ${++written}`;

        const first = await openTwinCache(file);
        assert.equal(first.twinOf('actor', write), '# Actor 1');
        await first.save();

        const second = await openTwinCache(file);
        assert.equal(second.twinOf('actor', write), '# Actor 1');
        assert.equal(written, 1);
        assert.equal(second.hits, 1);
    });

    it('keeps only the twins of the last build, so pages that are gone leave no entries behind', async () => {
        const file = path.join(folder(), 'api-twins.json');
        const first = await openTwinCache(file);
        first.twinOf('gone', () => '# Gone');
        first.twinOf('kept', () => '# Kept');
        await first.save();

        const second = await openTwinCache(file);
        second.twinOf('kept', () => '# Kept, again');
        await second.save();

        const third = await openTwinCache(file);
        assert.equal(
            third.twinOf('gone', () => '# Gone, written again'),
            '# Gone, written again',
        );
        assert.equal(
            third.twinOf('kept', () => 'never'),
            '# Kept',
        );
    });

    it('starts empty when the file is missing or not a cache', async () => {
        const dir = folder();
        const broken = path.join(dir, 'broken.json');
        writeFileSync(broken, '{"half": "writ');
        for (const file of [path.join(dir, 'missing.json'), broken]) {
            const cache = await openTwinCache(file);
            assert.equal(
                cache.twinOf('actor', () => '# Actor'),
                '# Actor',
            );
            assert.equal(cache.hits, 0);
        }
    });

    it('gives a page a new key when its data, the site URL, the writer code or the lockfile changes', () => {
        const dir = folder();
        const writer = path.join(dir, 'writer.ts');
        const lockfile = path.join(dir, 'package-lock.json');
        writeFileSync(writer, 'export const version = 1;');
        writeFileSync(lockfile, '{"lockfileVersion": 3}');
        const salt = twinCacheSalt([writer], lockfile);
        const key = twinCacheKey(salt, 'https://serenity-js.org', '{"name":"Actor"}');

        assert.equal(twinCacheKey(salt, 'https://serenity-js.org', '{"name":"Actor"}'), key, 'same inputs, same key');
        assert.notEqual(twinCacheKey(salt, 'https://serenity-js.org', '{"name":"Cast"}'), key);
        assert.notEqual(twinCacheKey(salt, 'https://example.org', '{"name":"Actor"}'), key);

        writeFileSync(writer, 'export const version = 2;');
        assert.notEqual(
            twinCacheKey(twinCacheSalt([writer], lockfile), 'https://serenity-js.org', '{"name":"Actor"}'),
            key,
        );
        writeFileSync(writer, 'export const version = 1;');
        writeFileSync(lockfile, '{"lockfileVersion": 3, "packages": {}}');
        assert.notEqual(
            twinCacheKey(twinCacheSalt([writer], lockfile), 'https://serenity-js.org', '{"name":"Actor"}'),
            key,
        );
    });
});
