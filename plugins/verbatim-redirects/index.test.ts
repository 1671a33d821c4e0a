import assert from 'node:assert/strict';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';

import verbatimRedirects, { redirectFilePath, redirectPage, validateOptions } from './index';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

describe('verbatim-redirects', () => {
    it('writes the target exactly as configured, with no trailing slash appended', () => {
        const page = redirectPage('https://github.com/serenity-js/serenity-js/releases/tag/v3.24.0');
        assert.match(
            page,
            /content="0; url=https:\/\/github\.com\/serenity-js\/serenity-js\/releases\/tag\/v3\.24\.0"/,
        );
        assert.match(
            page,
            /<link rel="canonical" href="https:\/\/github\.com\/serenity-js\/serenity-js\/releases\/tag\/v3\.24\.0">/,
        );
        assert.match(
            page,
            /window\.location\.replace\("https:\/\/github\.com\/serenity-js\/serenity-js\/releases\/tag\/v3\.24\.0"\)/,
        );
    });

    it('escapes the target so it cannot break out of the attribute or the script', () => {
        const page = redirectPage('https://example.org/"><script>alert(1)</script>');
        assert.doesNotMatch(page, /<script>alert/);
        assert.doesNotMatch(page, /"><script>/);
    });

    it('keeps a site-relative target with its anchor and trailing slash', () => {
        const page = redirectPage('/handbook/#why-choose-serenityjs');
        assert.match(page, /content="0; url=\/handbook\/#why-choose-serenityjs"/);
        assert.match(page, /window\.location\.replace\("\/handbook\/#why-choose-serenityjs"\)/);
    });

    it('maps a legacy path to the file a static host serves for it', () => {
        assert.equal(redirectFilePath('/changelog/3.24.0/'), path.join('changelog', '3.24.0', 'index.html'));
        assert.equal(redirectFilePath('/changelog.html'), path.join('changelog.html', 'index.html'));
        assert.throws(() => redirectFilePath('/../etc/'), /must not contain/);
    });

    it('rejects options that are not absolute http(s) targets and site-relative sources', () => {
        const validate = (options: unknown) =>
            validateOptions({
                options: options as never,
                validate: (schema, value) => normalizePluginOptions(schema as never, value as never) as never,
            });
        assert.throws(
            () => validate({ redirects: [{ from: '/changelog/', to: 'javascript:alert(1)' }] }),
            /"redirects\[0\]\.to"/,
        );
        assert.throws(
            () => validate({ redirects: [{ from: 'changelog/', to: 'https://example.org/' }] }),
            /site-relative path/,
        );
    });

    it('writes one page per redirect after the build, and refuses to replace a page of the site', async () => {
        const outDir = await mkdtemp(path.join(tmpdir(), 'verbatim-redirects-'));
        const plugin = verbatimRedirects({} as LoadContext, {
            redirects: [
                { from: '/changelog/3.2.0/', to: 'https://github.com/serenity-js/serenity-js/releases/tag/v3.2.0' },
            ],
        });

        await plugin.postBuild!({ outDir, routesPaths: ['/', '/releases/'] } as unknown as PostBuildProps);
        const written = await readFile(path.join(outDir, 'changelog', '3.2.0', 'index.html'), 'utf8');
        assert.match(written, /url=https:\/\/github\.com\/serenity-js\/serenity-js\/releases\/tag\/v3\.2\.0"/);

        const clashing = verbatimRedirects({} as LoadContext, {
            redirects: [{ from: '/releases/', to: 'https://example.org/' }],
        });
        await assert.rejects(
            async () => clashing.postBuild!({ outDir, routesPaths: ['/releases/'] } as unknown as PostBuildProps),
            /"\/releases\/" is a page of this site/,
        );

        const dangling = verbatimRedirects({} as LoadContext, {
            redirects: [{ from: '/about/', to: '/handbook/#why' }],
        });
        await assert.rejects(
            async () => dangling.postBuild!({ outDir, routesPaths: ['/releases/'] } as unknown as PostBuildProps),
            /points to "\/handbook\/#why", which is not a page of this site/,
        );
    });
});
