import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { patchedModule } from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { keepErrorStatus } = require('./loader.js') as { keepErrorStatus: (source: string) => string };

describe('docsearch-error-screen', () => {
    const file = require.resolve('@docsearch/react/dist/esm/index.js');
    const installed = readFileSync(file, 'utf8');

    it('targets the file the modal is bundled from', () => {
        assert.match(file, patchedModule);
    });

    it('rewrites the request\'s finally, once, so that an "error" status is kept', () => {
        const patched = keepErrorStatus(installed);
        assert.notEqual(patched, installed);
        assert.equal(patched.replace(/"error"!==\w+\.getState\(\)\.status&&/, ''), installed, 'nothing else changes');
        assert.match(patched, /\.finally\(\(function\(\)\{"error"!==\w+\.getState\(\)\.status&&\w+\("idle"\)/);
    });

    it('fails loudly on code it does not recognise', () => {
        assert.throws(() => keepErrorStatus('export const nothing = 1;'), /expected one request "finally"/);
    });
});
