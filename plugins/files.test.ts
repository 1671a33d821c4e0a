import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import { filesUnder } from './files';

describe('filesUnder', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'files-under-'));
    mkdirSync(path.join(root, 'a', 'b', 'c'), { recursive: true });
    mkdirSync(path.join(root, 'empty'));
    writeFileSync(path.join(root, 'top.txt'), '');
    writeFileSync(path.join(root, 'a', 'one.ts'), '');
    writeFileSync(path.join(root, 'a', 'b', 'c', 'deep.json'), '');

    it('lists every file at any depth, relative and with / between folders, and no folder', () => {
        assert.deepEqual(filesUnder(root), ['a/b/c/deep.json', 'a/one.ts', 'top.txt']);
    });

    it('lists a file given as the folder as itself, and a missing folder as nothing', () => {
        assert.deepEqual(filesUnder(path.join(root, 'top.txt')), ['']);
        assert.deepEqual(filesUnder(path.join(root, 'missing')), []);
        assert.deepEqual(filesUnder(path.join(root, 'empty')), []);
    });
});
