import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { cleanPathOf } from './cleanPath';

describe('cleanPathOf', () => {
    it('drops a trailing index.html, keeping the trailing slash', () => {
        assert.equal(cleanPathOf('/handbook/installation/index.html'), '/handbook/installation/');
        assert.equal(cleanPathOf('/index.html'), '/');
    });

    it('leaves clean paths and other files alone', () => {
        assert.equal(cleanPathOf('/handbook/installation/'), '/handbook/installation/');
        assert.equal(cleanPathOf('/blog/rss.xml'), '/blog/rss.xml');
        assert.equal(cleanPathOf('/contributing.html/'), '/contributing.html/');
    });
});
