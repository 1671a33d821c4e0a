/**
 * What a page fetched before React hydrated it, with each file's gzip size in the build: the JavaScript and CSS it
 * needs to render and become interactive, and the data its scripts fetched to render it. Scripts that load later
 * (search, prefetched routes) are not counted. Used by tests/e2e/budgets.spec.ts and scripts/patch-bytes.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { type Asset, gzipBytes } from './page-weight';

export async function assetsBeforeHydration(page: Page, route: string, buildDir: string): Promise<Asset[]> {
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
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
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

/** main and the webpack runtime, which every page runs before it is interactive */
export const isMainOrRuntime = (asset: Asset): boolean => /\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(asset.path);
