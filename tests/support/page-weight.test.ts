import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';

import { type Asset, budgetBreaches, gzipBytes } from './page-weight';

const asset = (path: string, gzip: number): Asset => ({ path, kind: path.endsWith('.css') ? 'css' : 'js', gzip });

describe('page weight', () => {
    const assets = [
        asset('/assets/js/main.aaaa1111.js', 100 * 1024),
        asset('/assets/js/runtime~main.bbbb2222.js', 12 * 1024),
        asset('/assets/js/1596.cccc3333.js', 40 * 1024),
        asset('/assets/css/styles.dddd4444.css', 22 * 1024),
    ];

    it('finds nothing to report within the budget', () => {
        assert.deepEqual(budgetBreaches('home', '/', assets, { js: 152 * 1024, css: 22 * 1024 }), []);
    });

    it('names the template, the excess and the largest files first', () => {
        assert.deepEqual(budgetBreaches('home', '/', assets, { js: 150 * 1024, css: 30 * 1024 }), [
            'home (/): 152.0 KiB of JavaScript (gzip) before it renders, 2.0 KiB over its budget of 150.0 KiB. Largest: main.aaaa1111.js 100.0 KiB, 1596.cccc3333.js 40.0 KiB, runtime~main.bbbb2222.js 12.0 KiB',
        ]);
        assert.match(
            budgetBreaches('home', '/', assets, { css: 20 * 1024 })[0],
            /22\.0 KiB of CSS .* styles\.dddd4444\.css/,
        );
    });

    it('counts gzip bytes as a host sends them', () => {
        const text = 'const a = 1;\n'.repeat(100);
        assert.equal(gzipBytes(text), gzipSync(text).length);
        assert.equal(gunzipSync(gzipSync(text)).toString(), text);
        assert.ok(gzipBytes(text) < text.length / 10);
    });
});
