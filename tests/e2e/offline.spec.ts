import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { expect, hydrated, test, visit } from '../support/fixtures';

// the service worker is what these tests are about (playwright.config.ts blocks it for every other test)
test.use({ serviceWorkers: 'allow' });

const serviceWorkerFile = path.join(__dirname, '..', '..', 'build', 'sw.js');

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
    const failed: string[] = [];
    page.on('requestfailed', request => failed.push(request.url()));
    return () => {
        // without opting in, the scripts the router prefetches for the links on the page (other pages') are not kept
        const allowed = (url: string) =>
            url.includes('/__analytics/') ||
            (prefetches === 'may fail' && new URL(url).pathname.startsWith('/assets/js/'));
        expect(failed.filter(url => !allowed(url))).toEqual([]);
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

    test('after opting in, unvisited handbook and API pages open, and the search finds them, without a network', async ({
        page,
        context,
        consoleErrors,
    }) => {
        test.setTimeout(240_000);
        await visit(page, '/');
        await keptWhileVisiting(page);
        await page.getByRole('button', { name: /^Keep for offline reading/ }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Kept for offline reading' })).toBeVisible({
            timeout: 200_000,
        });

        const checkFailures = onlyAnalyticsFail(page, consoleErrors);
        await context.setOffline(true);
        await visit(page, '/handbook/design/waiting-and-synchronisation/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting and synchronisation');
        await visit(page, '/api/core/class/Actor/');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Actor');
        await visit(page, '/search/?q=actor');
        await expect(page.locator('article h2 a').first()).toBeVisible();
        checkFailures();
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
