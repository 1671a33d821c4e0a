import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { buildDir } from '../support/build';
import { expect, hydrated, test, visit } from '../support/fixtures';
import { pngSize } from '../support/png';
import { sitemapPaths } from '../support/sitemap';

// the service worker is what these tests are about (playwright.config.ts blocks it for every other test)
test.use({ serviceWorkers: 'allow' });

// the build the server serves: `build/`, or `SITE_BUILD_DIR`'s (the patches-off run serves `build-unpatched/`)
const serviceWorkerFile = path.join(buildDir, 'sw.js');

/** The handbook, community and releases pages: with the API pages, what offline reading keeps */
const docsPrefixes = ['/handbook/', '/community/', '/releases/'];

/** `count` items spread evenly over `items`, first and last included: a sample that reaches every part of the list */
function evenlySpaced<T>(items: T[], count: number): T[] {
    expect(items.length).toBeGreaterThanOrEqual(count);
    return Array.from({ length: count }, (_, n) => items[Math.round((n * (items.length - 1)) / (count - 1))]);
}

/** A page's `<title>`, as the browser shows it */
function titleOf(html: string): string {
    const entities: Record<string, string> = {
        amp: '&',
        lt: '<',
        gt: '>',
        quot: '"',
        apos: "'",
        '#39': "'",
        '#x27': "'",
    };
    const raw = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    return raw.replace(/&(#?\w+);/g, (entity, name: string) => entities[name] ?? entity);
}

/** Once the service worker controls the page and has kept what the page loaded before it ran */
async function keptWhileVisiting(page: Page): Promise<void> {
    await expect
        .poll(() =>
            page.evaluate(async () =>
                Boolean(
                    navigator.serviceWorker.controller && (await (await caches.open('visited')).match(location.href)),
                ),
            ),
        )
        .toBe(true);
}

/**
 * Offline, the browser logs every request that fails; the only ones allowed to fail are the analytics beacons, which
 * are sent, not read. Everything a page reads must come from the service worker.
 */
function onlyAnalyticsFail(page: Page, consoleErrors: string[], prefetches: 'may fail' | 'kept' = 'kept'): () => void {
    const failed: Array<{ url: string; type: string }> = [];
    page.on('requestfailed', request => {
        // a page left while it still loads a script has that request cancelled (net::ERR_ABORTED): the network did
        // not fail it. Offline, a request the service worker cannot answer fails with ERR_FAILED or
        // ERR_INTERNET_DISCONNECTED.
        if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
            failed.push({ url: request.url(), type: request.resourceType() });
        }
    });
    return () => {
        // The router's prefetches (`<link rel="prefetch">`, resource type "other") of the scripts of the pages the links
        // lead to: offline, Chromium fails them before the service worker sees them, even when it keeps those scripts.
        // Nothing waits for them; a page the reader opens loads its scripts again, from the service worker (the
        // `fromServiceWorker` check). Without opting in, those scripts are not kept at all, however they are asked for.
        const allowed = ({ url, type }: { url: string; type: string }) =>
            url.includes('/__analytics/') ||
            (new URL(url).pathname.startsWith('/assets/js/') && (prefetches === 'may fail' || type === 'other'));
        expect(failed.filter(request => !allowed(request)).map(request => request.url)).toEqual([]);
        consoleErrors.splice(
            0,
            consoleErrors.length,
            ...consoleErrors.filter(message => !/ERR_INTERNET_DISCONNECTED|ERR_FAILED/.test(message)),
        );
    };
}

test.describe('Offline reading', () => {
    // one test changes the build's service worker, which the others must not see half-way
    test.describe.configure({ mode: 'serial' });

    test('a page the reader visited opens again without a network, without opting in', async ({
        page,
        context,
        consoleErrors,
    }) => {
        await visit(page, '/handbook/design/screenplay-pattern/');
        await expect(
            page.getByRole('button', { name: /^Keep for offline reading \(\d+\.\d MB download\)$/ }),
        ).toBeEnabled();
        await keptWhileVisiting(page);
        // nothing but the visited page's own files is kept for a reader who has not opted in
        expect(
            await page.evaluate(async () =>
                (await caches.keys()).filter(name => name.startsWith('offline-') && name !== 'offline-settings'),
            ),
        ).toEqual([]);

        const checkFailures = onlyAnalyticsFail(page, consoleErrors, 'may fail');
        await context.setOffline(true);
        await page.reload();
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Screenplay Pattern');
        checkFailures();
    });

    test('after opting in, a sample of 50 docs and API pages of the sitemap, and the search, open without a network, every file from the service worker', async ({
        page,
        context,
        request,
        consoleErrors,
    }) => {
        test.setTimeout(480_000);
        const paths = await sitemapPaths(request);
        const sample = [
            ...evenlySpaced(
                paths.filter(path => docsPrefixes.some(prefix => path.startsWith(prefix))),
                25,
            ),
            ...evenlySpaced(
                paths.filter(path => path.startsWith('/api/')),
                25,
            ),
        ];
        expect(sample).toHaveLength(50);
        // each page's title as the server sends it, read before the browser goes offline and without visiting the page
        const titles = new Map<string, string>();
        for (const path of sample) {
            titles.set(path, titleOf(await (await request.get(path)).text()));
        }

        await visit(page, '/');
        await keptWhileVisiting(page);
        const keep = page.getByRole('button', { name: /^Keep for offline reading \(\d+\.\d MB download\)$/ });
        await keep.click();
        await expect(page.getByRole('status').filter({ hasText: 'Kept for offline reading' })).toBeVisible({
            timeout: 200_000,
        });

        const checkFailures = onlyAnalyticsFail(page, consoleErrors);
        const fromTheNetwork: string[] = [];
        page.on('response', response => {
            if (!response.fromServiceWorker() && !response.url().includes('/__analytics/')) {
                fromTheNetwork.push(response.url());
            }
        });
        await context.setOffline(true);
        for (const path of sample) {
            const response = await page.goto(path);
            expect(response?.status(), path).toBe(200);
            await hydrated(page);
            await expect(page, path).toHaveTitle(titles.get(path)!);
            await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        }

        await visit(page, '/search/?q=actor');
        const hit = page.locator('article h2 a').first();
        await expect(hit).toBeVisible();
        // and a hit opens its page, still offline
        const target = new URL((await hit.getAttribute('href'))!, page.url()).pathname;
        await hit.click();
        await expect(page).toHaveURL(url => url.pathname === target);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        expect(fromTheNetwork).toEqual([]);
        checkFailures();

        // back online, the reader stops keeping the docs: the Keep button is back, sized and usable, without a reload
        await context.setOffline(false);
        await page.getByRole('button', { name: 'Stop keeping the docs offline' }).click();
        await expect(keep).toBeEnabled();
    });

    test('the site can be installed: Chromium finds nothing wrong with its manifest, whose icons are the sizes they say', async ({
        page,
        request,
    }) => {
        await visit(page, '/');
        await keptWhileVisiting(page);
        const cdp = await page.context().newCDPSession(page);
        const manifest = await cdp.send('Page.getAppManifest');
        expect(manifest.errors).toEqual([]);
        // a browser context of Playwright's is a private window, where Chromium installs nothing: any other reason is ours
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        expect(installabilityErrors.map(({ errorId }) => errorId).filter(id => id !== 'in-incognito')).toEqual([]);

        const { icons } = JSON.parse(manifest.data!) as {
            icons: Array<{ src: string; sizes: string; purpose?: string }>;
        };
        const declared = icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`);
        expect(declared).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
        for (const { src, sizes } of icons) {
            const size = pngSize(await (await request.get(src)).body());
            expect(size && `${size.width}x${size.height}`, src).toBe(sizes);
        }
    });

    test('a new build of the site is announced, and taken over only when the reader reloads', async ({ page }) => {
        const original = readFileSync(serviceWorkerFile, 'utf8');
        try {
            await visit(page, '/community/');
            await keptWhileVisiting(page);
            writeFileSync(serviceWorkerFile, `${original}\n// another build\n`);
            await page.reload();
            const prompt = page.getByRole('alert').filter({ hasText: 'A new version of the docs is available' });
            await expect(prompt).toBeVisible();
            await prompt.getByRole('button', { name: 'Reload' }).click();
            await expect(prompt).toHaveCount(0);
            await hydrated(page);
            await expect
                .poll(() =>
                    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
                )
                .toBeNull();
        } finally {
            writeFileSync(serviceWorkerFile, original);
        }
    });
});
