import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { apiPageDataFile } from './api-routes';

describe('apiPageDataFile', () => {
    it("mirrors the page's route below /api/", () => {
        assert.equal(apiPageDataFile('/api/core/class/Actor/'), 'core/class/Actor.json');
        assert.equal(apiPageDataFile('/api/core-events/'), 'core-events.json');
    });

    it('refuses what is not the route of an API page', () => {
        assert.throws(() => apiPageDataFile('/api/'), /is not the route of an API page/);
        assert.throws(() => apiPageDataFile('/handbook/installation/'), /is not the route of an API page/);
        assert.throws(() => apiPageDataFile('/api/core/class/Actor'), /is not the route of an API page/);
    });
});
