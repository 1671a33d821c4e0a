import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { sitePatches, sitePatchesOff, sitePatchIsOn } from './site-patches';

describe('SITE_PATCHES_OFF', () => {
    const all = Object.keys(sitePatches);

    it('leaves every patch on when it is unset or empty', () => {
        assert.deepEqual([...sitePatchesOff(undefined)], []);
        assert.deepEqual([...sitePatchesOff('')], []);
        assert.equal(sitePatchIsOn('lean-main', {}), true);
    });

    it('switches every patch off with "all"', () => {
        assert.deepEqual([...sitePatchesOff('all')].sort(), [...all].sort());
        for (const patch of Object.keys(sitePatches) as Array<keyof typeof sitePatches>) {
            assert.equal(sitePatchIsOn(patch, { SITE_PATCHES_OFF: 'all' }), false, patch);
        }
    });

    it('switches off the patches of a comma-separated list, and only those', () => {
        assert.deepEqual([...sitePatchesOff('lean-main, chunk-names')].sort(), ['chunk-names', 'lean-main']);
        assert.equal(sitePatchIsOn('chunk-names', { SITE_PATCHES_OFF: 'lean-main,chunk-names' }), false);
        assert.equal(sitePatchIsOn('docsearch-patches', { SITE_PATCHES_OFF: 'lean-main,chunk-names' }), true);
    });

    it('fails naming a patch it does not know, and the ones it knows', () => {
        assert.throws(
            () => sitePatchesOff('lean-main,lean-mian'),
            (error: Error) =>
                error.message.includes('SITE_PATCHES_OFF=lean-main,lean-mian') &&
                error.message.includes('"lean-mian"') &&
                all.every(name => error.message.includes(name)),
        );
    });
});
