import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { offlinePages } from './index';

describe('offlinePages', () => {
    it('keeps the pages under the prefixes, once each, and none that is ignored or not a page', () => {
        const routes = [
            '/',
            '/handbook/',
            '/handbook/x/',
            '/handbook/x/',
            '/api/core/',
            '/blog/post/',
            '/404.html',
            '/__tests__/a/',
        ];
        assert.deepEqual(
            offlinePages(routes, ['/handbook/', '/api/', '/__tests__/'], route => route.startsWith('/__tests__/')),
            ['/api/core/', '/handbook/', '/handbook/x/'],
        );
    });
});
