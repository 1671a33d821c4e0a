import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { LoadContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';

import analytics, { analyticsFromEnvironment, validateOptions } from './index';
import { pageViewOf, trackingRefused } from './pageViews';

const validate = (options: unknown) =>
    validateOptions({
        options: options as never,
        validate: (schema, value) => normalizePluginOptions(schema as never, value as never) as never,
    });

describe('analytics', () => {
    it('adds nothing to the site when it is not configured', () => {
        const plugin = analytics({} as LoadContext, validate({}));
        assert.deepEqual(plugin.getClientModules!(), []);
        assert.deepEqual(plugin.injectHtmlTags!({ content: undefined }), {});
        assert.deepEqual(analyticsFromEnvironment({}), {});
    });

    it('adds the page-view client module and its settings when configured', () => {
        const plugin = analytics(
            {} as LoadContext,
            validate({ endpoint: 'https://stats.example.org/collect', siteId: 'serenity-js' }),
        );
        assert.equal(plugin.getClientModules!().length, 1);
        assert.match(
            JSON.stringify(plugin.injectHtmlTags!({ content: undefined })),
            /"content":"https:\/\/stats\.example\.org\/collect"/,
        );
    });

    it('rejects an endpoint that is not an http(s) URL, or one without a site id', () => {
        assert.throws(
            () => validate({ endpoint: 'javascript:alert(1)', siteId: 'x' }),
            /"endpoint" must be a valid uri/,
        );
        assert.throws(() => validate({ endpoint: 'https://stats.example.org/' }), /"siteId" is required/);
    });

    it('respects Do Not Track and Global Privacy Control', () => {
        assert.equal(trackingRefused({ doNotTrack: '1' }), true);
        assert.equal(trackingRefused({ globalPrivacyControl: true }), true);
        assert.equal(trackingRefused({}, { doNotTrack: '1' }), true);
        assert.equal(trackingRefused({ doNotTrack: '0' }), false);
    });

    it('reports the path and where the reader came from, never the query or fragment', () => {
        assert.deepEqual(
            pageViewOf('site', { pathname: '/handbook/' }, { pathname: '/' }, '', 'https://serenity-js.org'),
            { site: 'site', path: '/handbook/', referrer: 'https://serenity-js.org/' },
        );
        assert.deepEqual(
            pageViewOf(
                'site',
                { pathname: '/blog/' },
                undefined,
                'https://www.example.com/some/page?token=secret',
                'https://serenity-js.org',
            ),
            { site: 'site', path: '/blog/', referrer: 'https://www.example.com' },
        );
    });
});
