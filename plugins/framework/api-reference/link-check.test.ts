import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { brokenApiLinks } from './link-check';

describe('brokenApiLinks', () => {
    const anchors = new Map([
        ['/api/core/', new Set(['Answerable'])],
        ['/api/core/class/Actor/', new Set(['whoCan'])],
    ]);

    it('accepts links to API pages and anchors that exist, and leaves the rest of the site to the build', () => {
        assert.deepEqual(
            brokenApiLinks(
                [
                    { url: '/api/core/class/Actor/', where: 'a' },
                    { url: '/api/core/class/Actor/#whoCan', where: 'b' },
                    { url: '/api/core/#Answerable', where: 'c' },
                    { url: '/handbook/nowhere/', where: 'd' },
                ],
                anchors,
            ),
            [],
        );
    });

    it('names where a link is and what is missing: the page or the anchor', () => {
        assert.deepEqual(
            brokenApiLinks(
                [
                    { url: '/api/rest/class/Axios/', where: '@serenity-js/rest README.md' },
                    { url: '/api/core/class/Actor/#whoCant', where: '@serenity-js/core packages/core/src/x.ts:1 (X)' },
                ],
                anchors,
            ),
            [
                '@serenity-js/rest README.md: links to /api/rest/class/Axios/, but the API reference has no page /api/rest/class/Axios/',
                '@serenity-js/core packages/core/src/x.ts:1 (X): links to /api/core/class/Actor/#whoCant, but /api/core/class/Actor/ has no member, declaration or heading "whoCant"',
            ],
        );
    });
});
