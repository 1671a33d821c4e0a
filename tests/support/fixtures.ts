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
