import { expect, type Page, test as base } from '@playwright/test';

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface SiteFixtures {
    /** Console errors and uncaught exceptions seen by the page; the test fails if any is left unexpected. */
    consoleErrors: string[];
    /** Requests the page tried to send to hosts other than this machine (all are blocked). */
    externalRequests: string[];
}

/**
 * Every test runs with requests to other hosts blocked (the site must work with none of them), and
 * fails when the page logs an error it did not expect.
 */
export const test = base.extend<SiteFixtures>({
    externalRequests: async ({ context }, use) => {
        const blocked: string[] = [];
        await context.route(
            url => !loopback.has(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:'),
            route => {
                blocked.push(route.request().url());
                return route.abort('blockedbyclient');
            },
        );
        await use(blocked);
    },
    consoleErrors: [
        async ({ page, externalRequests }, use) => {
            void externalRequests;
            const errors: string[] = [];
            page.on('console', message => {
                if (message.type() === 'error') {
                    errors.push(message.text());
                }
            });
            page.on('pageerror', error => errors.push(error.message));
            await use(errors);
            expect(errors, 'unexpected console errors').toEqual([]);
        },
        { auto: true },
    ],
});

export { expect };

/** Opens a path and waits until React has hydrated the server-rendered page. */
export async function visit(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await hydrated(page);
}

export async function hydrated(page: Page): Promise<void> {
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/**
 * Waits until the page has done what it does in response to the last change: React's effects ran (they run
 * before the next frames are painted) and the browser has had an idle moment, so work scheduled for idle
 * time has started too. After this, "nothing happened" is a fact, not a guess about timing.
 */
export async function settled(page: Page): Promise<void> {
    await page.evaluate(
        () =>
            new Promise<void>(resolve =>
                requestAnimationFrame(() =>
                    requestAnimationFrame(() =>
                        'requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve),
                    ),
                ),
            ),
    );
}

/**
 * Waits until the page has prefetched what the links in view lead to: plugins/staged-start queues those prefetches and
 * works through them in idle time, so on a busy machine the last ones go out seconds after the network first fell
 * quiet. A test that asserts "nothing is requested now" starts listening after this.
 */
export async function prefetchDone(page: Page): Promise<void> {
    await page.waitForFunction(() => {
        // without the plugin (SITE_PATCHES_OFF), Docusaurus prefetches at once and there is no queue
        const pending = (window as { docusaurus?: { prefetchPending?: () => number } }).docusaurus?.prefetchPending;
        return pending === undefined || pending() === 0;
    });
    await page.waitForLoadState('networkidle');
    await settled(page);
}

/**
 * Waits until the whole index is in: fetched (about 400 KiB gzip) and indexed in the search worker. Queries found only
 * in the pages' text are answered then, not from the titles and API declarations that come first. On a busy machine
 * this is the slowest step of a search test, and the wait is for that event: a CPU-starved run (the stability
 * script's `--load`, beside other builds) took over 7 s, the default expect time-out, so it has its own.
 */
export async function wholeIndexLoaded(page: Page): Promise<void> {
    await expect(page.locator('html[data-search-index="loaded"]')).toHaveCount(1, { timeout: 20_000 });
}
