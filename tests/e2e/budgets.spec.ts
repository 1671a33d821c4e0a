import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { budgets, pageTemplates, type PageTemplate } from '../budgets';
import { expect, test } from '../support/fixtures';
import { type Asset, budgetBreaches, gzipBytes, kib } from '../support/page-weight';

const buildDir = path.join(__dirname, '..', '..', 'build');

/**
 * The JavaScript and CSS a page fetched before React hydrated it, and the data its scripts fetched to render it: what
 * it needs to render and become interactive. Scripts that load later (search, prefetched routes) are not counted. Sizes are those of the
 * files in build/, gzip-compressed: deterministic for a given build.
 */
async function assetsBeforeHydration(page: Page, route: string): Promise<Asset[]> {
    await page.addInitScript(() => {
        // from the document itself: the script runs before <html> exists
        new MutationObserver((_, observer) => {
            if (document.documentElement.dataset.hasHydrated === 'true') {
                (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
                observer.disconnect();
            }
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
    });
    await page.goto(route);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const fetched = await page.evaluate(() => {
        const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
        // main and the runtime are added by the boot script of config/ssrTemplate.ts after the first paint (initiator
        // "script"); a <link rel="prefetch"> fetches a route the reader may open next, and is not counted
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter(entry => entry.startTime < hydratedAt)
            .map(entry => ({
                pathname: new URL(entry.name).pathname,
                initiator: entry.initiatorType,
            }));
    });
    return fetched
        .filter(
            ({ pathname, initiator }) =>
                (pathname.endsWith('.js') && initiator === 'script') ||
                (pathname.endsWith('.css') && initiator === 'link') ||
                // the data the scripts render the page from, if they fetch it (the API pages': it was a script before)
                (pathname.startsWith('/assets/') && pathname.endsWith('.json')),
        )
        .map(({ pathname }) => ({
            path: pathname,
            kind: pathname.endsWith('.css') ? 'css' : 'js',
            gzip: gzipBytes(readFileSync(path.join(buildDir, pathname))),
        }));
}

test.describe('Byte budgets (tests/budgets.ts)', () => {
    for (const [template, { route }] of Object.entries(pageTemplates) as Array<[PageTemplate, { route: string }]>) {
        test(`${template}: the JavaScript and CSS it needs to render fit its budget`, async ({ page }) => {
            const assets = await assetsBeforeHydration(page, route);
            expect(assets.some(asset => asset.kind === 'js')).toBe(true);
            expect(assets.some(asset => asset.kind === 'css')).toBe(true);
            expect(budgetBreaches(template, route, assets, budgets.templates[template])).toEqual([]);
        });
    }

    test('main and the runtime, which every page runs before it is interactive, fit their budget', async ({ page }) => {
        const assets = await assetsBeforeHydration(page, '/');
        const shared = assets.filter(asset => /\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(asset.path));
        expect(shared.map(asset => path.basename(asset.path).split('.')[0]).sort()).toEqual(['main', 'runtime~main']);
        const total = shared.reduce((sum, asset) => sum + asset.gzip, 0);
        expect(
            budgetBreaches('main + runtime', 'every page', shared, { js: budgets.mainAndRuntime }),
            `main + runtime: ${kib(total)}`,
        ).toEqual([]);
    });
});
