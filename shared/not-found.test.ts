import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { searchTermsFromPath } from './not-found';

describe('search terms from a path that led nowhere', () => {
    it('takes the words of the last segment', () => {
        assert.equal(searchTermsFromPath('/handbook/web-testing/shadow-dom/'), 'shadow dom');
        assert.equal(searchTermsFromPath('/handbook/design/screenplay_pattern'), 'screenplay pattern');
        assert.equal(searchTermsFromPath('/api/core/class/Actr.html'), 'actr');
        assert.equal(searchTermsFromPath('/modules/rest/index.html'), '');
    });

    it('decodes escapes, and keeps a malformed one as it is', () => {
        assert.equal(searchTermsFromPath('/handbook/caf%C3%A9%20au%20lait/'), 'café au lait');
        assert.equal(searchTermsFromPath('/handbook/100%zz/'), '100 zz');
    });

    it('has nothing to search for at the root, and stays within the search box limit', () => {
        assert.equal(searchTermsFromPath('/'), '');
        assert.ok(searchTermsFromPath(`/${'ab-'.repeat(100)}`).length <= 64);
    });
});
