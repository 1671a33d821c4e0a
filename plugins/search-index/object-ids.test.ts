import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { objectIds } from './object-ids';

describe('search record ids', () => {
    it('are 16 hex characters, the same for the same identity in every build', () => {
        const id = objectIds()('https://serenity-js.org/handbook/ lvl1');
        assert.match(id, /^[0-9a-f]{16}$/);
        assert.equal(objectIds()('https://serenity-js.org/handbook/ lvl1'), id);
    });

    it('stay unique when identities repeat, counting the earlier ones', () => {
        const idOf = objectIds();
        const ids = ['a', 'b', 'a', 'a'].map(idOf);
        assert.equal(new Set(ids).size, 4);
        const again = objectIds();
        assert.deepEqual(['a', 'b', 'a', 'a'].map(again), ids);
    });
});
