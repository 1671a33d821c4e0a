import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { assertShowsSomething, contentShare, minimumContentShare } from './report-image-content';

/** A width × height RGB picture of `background`, with `drawn` pixels of `ink` from the first */
function picture(pixels: number, drawn: number, background: number[], ink: number[]): Uint8Array {
    const data = new Uint8Array(pixels * 3);
    for (let i = 0; i < pixels; i++) {
        data.set(i < drawn ? ink : background, i * 3);
    }
    return data;
}

describe('contentShare', () => {
    it('counts the pixels that stand out from the most common colour, light or dark', () => {
        assert.equal(contentShare(picture(1000, 100, [255, 255, 255], [20, 20, 20]), 3), 0.1);
        assert.equal(contentShare(picture(1000, 250, [30, 30, 36], [240, 200, 0]), 3), 0.25);
    });

    it('takes compression noise and anti-aliasing close to the background for background', () => {
        const noisy = picture(1000, 0, [250, 250, 250], [0, 0, 0]);
        for (let i = 0; i < noisy.length; i += 7) {
            noisy[i] = 240;
        }
        assert.equal(contentShare(noisy, 3), 0);
    });

    it('reads RGBA pixels, ignoring alpha', () => {
        const rgba = new Uint8Array([255, 255, 255, 0, 255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]);
        assert.equal(contentShare(rgba, 4), 0.25);
    });
});

describe('assertShowsSomething', () => {
    it('fails for a nearly blank picture, naming it', () => {
        assert.throws(
            () => assertShowsSomething('photographer-failure-photo', 0.005),
            /photographer-failure-photo is nearly blank: 0\.5% of its pixels/,
        );
        assert.doesNotThrow(() => assertShowsSomething('console-web-scenario', minimumContentShare));
    });
});
