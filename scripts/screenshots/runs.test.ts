import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { runs, withChange } from './runs';

describe('withChange', () => {
    it('makes the edit the tutorial asks for', () => {
        assert.equal(withChange('a equals(1) b', { from: 'equals(1)', to: 'equals(2)' }), 'a equals(2) b');
    });

    it('fails when the code no longer has the text to change, or has it more than once', () => {
        assert.throws(() => withChange('a b', { from: 'equals(1)', to: 'equals(2)' }), /found it 0 times/);
        assert.throws(
            () => withChange('equals(1) equals(1)', { from: 'equals(1)', to: 'equals(2)' }),
            /found it 2 times/,
        );
    });

    it("applies to the web tutorial's spec as it is today", () => {
        const { change } = runs.webFailing;
        const spec = readFileSync(path.join(__dirname, '..', '..', 'tests', 'tutorials', 'web', change.file), 'utf8');
        assert.match(withChange(spec, change), /equals\('Nothing to do'\)/);
    });
});
