import Ajv from 'ajv';
import addFormats from 'ajv-formats';

import schema from '../../plugins/framework/module-manager.schema.json';
import { supportedVersionsPhrase } from '../../shared/semver';
import { expect, test, visit } from '../support/fixtures';
import { installedManifest, pinnedModules } from '../support/packages';

test.describe('The presets file read by Serenity/JS tooling', () => {
    test('is served at /presets/v3/module-manager.json, valid against its schema', async ({ request }) => {
        const response = await request.get('/presets/v3/module-manager.json');
        expect(response.status()).toBe(200);
        const presets = await response.json();

        const validate = addFormats(new Ajv({ allErrors: true })).compile(schema);
        expect(validate(presets), JSON.stringify(validate.errors)).toBe(true);

        // the framework's Node.js range, which tooling checks a user's Node.js against: not this website's own
        expect(presets.engines).toEqual({ node: installedManifest('@serenity-js/core').engines?.node });
        expect(Object.keys(presets.packages).sort()).toEqual(pinnedModules());
        for (const [name, version] of Object.entries(presets.packages)) {
            expect(version, name).toBe(installedManifest(name).version);
        }
        expect(presets.caching).toEqual({ enabled: true, duration: 86_400_000 });
        expect(presets.sampling).toEqual({ enabled: true, rate: 0.1 });
        expect(Date.now() - Date.parse(presets.updatedAt)).toBeLessThan(24 * 60 * 60 * 1000);
    });

    test('states the same Node.js versions as the handbook', async ({ page, request }) => {
        const presets = await (await request.get('/presets/v3/module-manager.json')).json();
        await visit(page, '/handbook/installation/');
        await expect(page.locator('main')).toContainText(`Node.js ${supportedVersionsPhrase(presets.engines.node)}`);
    });

    test('lists the WebdriverIO ranges of both WebdriverIO modules', async ({ request }) => {
        const presets = await (await request.get('/presets/v3/module-manager.json')).json();
        const wdio9 = installedManifest('@serenity-js/webdriverio').peerDependencies?.webdriverio;
        const wdio8 = installedManifest('@serenity-js/webdriverio-8').peerDependencies?.webdriverio;

        expect(presets.integrations.webdriverio).toBe(`${wdio8} || ${wdio9}`);
        expect(presets.integrations['@wdio/cli']).toContain(wdio8);
        expect(presets.integrations['@wdio/cli']).toContain(wdio9);
    });
});

test.describe('The releases page', () => {
    test('shows the compatibility matrix of every pinned module at its installed version', async ({ page }) => {
        await visit(page, '/releases/');
        const matrix = page.locator('#serenity-js-compatibility-matrix');
        const modules = matrix.locator('tbody th[scope="row"]');
        await expect(modules).toHaveCount(pinnedModules().length);

        const core = matrix
            .locator('tr', { has: page.locator('th[scope="row"]', { hasText: '@serenity-js/core' }) })
            .first();
        await expect(core).toContainText(installedManifest('@serenity-js/core').version);

        await expect(matrix.locator('th[scope="colgroup"]')).toHaveText([
            'Core Modules',
            'Web Testing',
            'REST API Testing',
            'Reporting',
            'Test Runners',
        ]);
        await expect(matrix).toContainText('or any newer minor or patch version');
        await expect(page.getByText(/^Serenity\/JS supports Node\.js|supports Node\.js \d/).first()).toBeVisible();
    });
});

test.describe('The news feeds', () => {
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
        test(`${feed} is XML with an entry for each of the twelve posts`, async ({ page, request }) => {
            const response = await request.get(feed);
            expect(response.status()).toBe(200);
            const xml = await response.text();
            const parsed = await page.evaluate(text => {
                const document = new DOMParser().parseFromString(text, 'application/xml');
                return {
                    error: document.querySelector('parsererror')?.textContent ?? null,
                    entries: document.querySelectorAll('item, entry').length,
                };
            }, xml);
            expect(parsed.error).toBeNull();
            expect(parsed.entries).toBe(12);
        });
    }
});
