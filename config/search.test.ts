import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { defaultIndexName, searchFromEnvironment } from './search';

const hosted = {
    ALGOLIA_APP_ID: 'APPID',
    ALGOLIA_SEARCH_API_KEY: 'search-only-key',
    ALGOLIA_INDEX_NAME: 'serenity-js',
};

describe('search configuration', () => {
    it('is embedded when no Algolia variable is set, with placeholders the theme and the client accept, and no insights', () => {
        const { settings, algolia } = searchFromEnvironment({ ALGOLIA_INSIGHTS: 'true' });
        assert.equal(settings.mode, 'embedded');
        assert.equal(settings.manifestPath, 'search-index/manifest.json');
        assert.equal(algolia.indexName, defaultIndexName);
        assert.ok(algolia.appId.length > 0 && algolia.apiKey.length > 0);
        assert.equal(algolia.insights, false);
    });

    it('is hosted with all three variables; insights only when asked for', () => {
        assert.deepEqual(searchFromEnvironment(hosted), {
            settings: { mode: 'hosted', manifestPath: 'search-index/manifest.json' },
            algolia: { appId: 'APPID', apiKey: 'search-only-key', indexName: 'serenity-js', insights: false },
        });
        assert.equal(searchFromEnvironment({ ...hosted, ALGOLIA_INSIGHTS: 'true' }).algolia.insights, true);
    });

    it('fails the build on a half-configured hosted search, as the client would: "`appId` is missing." / "`apiKey` is missing."', () => {
        assert.throws(() => searchFromEnvironment({ ...hosted, ALGOLIA_APP_ID: '' }), /^Error: `appId` is missing\./);
        assert.throws(
            () => searchFromEnvironment({ ...hosted, ALGOLIA_SEARCH_API_KEY: ' ' }),
            /^Error: `apiKey` is missing\./,
        );
        assert.throws(() => searchFromEnvironment({ ALGOLIA_APP_ID: 'APPID' }), /`apiKey` is missing\./);
    });

    it("never reads the admin key into the site's configuration", () => {
        const env = { ...hosted, ALGOLIA_ADMIN_KEY: 'admin-secret-123' };
        assert.doesNotMatch(JSON.stringify(searchFromEnvironment(env)), /admin-secret-123/);
        assert.doesNotMatch(
            JSON.stringify(searchFromEnvironment({ ALGOLIA_ADMIN_KEY: 'admin-secret-123' })),
            /admin-secret-123/,
        );
    });
});
