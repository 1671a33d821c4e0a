import type { Page } from '@playwright/test';

import { bootScriptsMark } from '../../config/ssrTemplate';
import { pageTemplates } from '../budgets';
import { skippedWithout } from '../support/build';
import { expect, settled, test, visit } from '../support/fixtures';

/** The JavaScript the page fetches (scripts and workers), with the text of each */
function fetchedScripts(page: Page): { bodies: () => Promise<string[]>; workers: string[] } {
    const bodies: Array<Promise<string>> = [];
    const workers: string[] = [];
    page.on('response', response => {
        if (['script', 'other'].includes(response.request().resourceType()) && response.url().endsWith('.js')) {
            bodies.push(response.text().catch(() => ''));
        }
    });
    page.on('worker', worker => workers.push(worker.url()));
    return { bodies: () => Promise.all(bodies), workers };
}

test.describe('Loading', () => {
    test('a page paints its content before its scripts start, and then hydrates', async ({ page }) => {
        await visit(page, '/handbook/installation/');
        const timings = await page.evaluate(mark => {
            // when the renderer painted the first frame with content; startTime is when the compositor then showed
            // it, a raster later, which the scripts (on the main thread) do not hold up
            const firstContentfulPaint = performance.getEntriesByName('first-contentful-paint')[0] as
                (PerformanceEntry & { paintTime?: number }) | undefined;
            return {
                firstContentfulPaint: firstContentfulPaint?.paintTime ?? firstContentfulPaint?.startTime ?? 0,
                scriptsStart: performance.getEntriesByName(mark)[0]?.startTime,
            };
        }, bootScriptsMark);
        expect(timings.firstContentfulPaint).toBeGreaterThan(0);
        expect(timings.scriptsStart).toBeGreaterThanOrEqual(timings.firstContentfulPaint);
    });

    test('nothing of search (modal, client, worker, index) is fetched before the reader reaches for it', async ({
        page,
    }) => {
        const scripts = fetchedScripts(page);
        const modal = (bodies: string[]) => bodies.some(body => body.includes('DocSearch-Modal'));
        const client = (bodies: string[]) => bodies.some(body => body.includes('x-algolia-api-key'));

        await visit(page, '/handbook/');
        await settled(page);
        const beforeSearch = await scripts.bodies();
        expect(beforeSearch.length).toBeGreaterThan(2);
        expect(modal(beforeSearch), 'the search modal').toBe(false);
        expect(client(beforeSearch), 'the search client').toBe(false);
        expect(scripts.workers, 'the search worker').toEqual([]);

        await page.getByRole('button', { name: /^Search/ }).hover();
        await expect.poll(async () => modal(await scripts.bodies()), 'the search modal').toBe(true);
        await expect.poll(async () => client(await scripts.bodies()), 'the search client').toBe(true);
        await expect.poll(() => scripts.workers.length, 'the search worker').toBe(1);
    });

    test('no page loads the browser locale data while it starts: no collation, no date or number formatter', async ({
        page,
    }) => {
        test.skip(...skippedWithout('intl-free-start'));
        // the first call of each loads ICU data: 8-45 ms of main-thread work here, a long task on a phone (issue 27);
        // Intl.PluralRules (the blog's reading times) costs well under a millisecond and stays
        await page.addInitScript(() => {
            const calls: string[] = [];
            Object.assign(window, { localeDataCalls: calls });
            const compare = String.prototype.localeCompare;
            String.prototype.localeCompare = function (this: string, ...rest: Parameters<typeof compare>) {
                calls.push(`localeCompare: ${new Error().stack?.split('\n')[2]?.trim()}`);
                return compare.apply(this, rest);
            };
            for (const name of [
                'DateTimeFormat',
                'NumberFormat',
                'Collator',
                'RelativeTimeFormat',
                'ListFormat',
            ] as const) {
                const original = Intl[name] as unknown as new (...rest: unknown[]) => object;
                (Intl as Record<string, unknown>)[name] = new Proxy(original, {
                    construct(target, rest) {
                        calls.push(
                            `new Intl.${name}(${JSON.stringify(rest)}): ${new Error().stack?.split('\n')[2]?.trim()}`,
                        );
                        return new target(...rest);
                    },
                });
            }
            for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
                const original = Date.prototype[name] as (...rest: unknown[]) => string;
                Date.prototype[name] = function (this: Date, ...rest: unknown[]) {
                    calls.push(`Date.${name}`);
                    return original.apply(this, rest);
                };
            }
        });
        const found: Record<string, string[]> = {};
        for (const { route } of Object.values(pageTemplates)) {
            await visit(page, route);
            await settled(page);
            const calls = await page.evaluate(
                () => (window as unknown as { localeDataCalls: string[] }).localeDataCalls,
            );
            if (calls.length > 0) {
                found[route] = [...new Set(calls)];
            }
        }
        expect(found).toEqual({});
        // and the dates are the ones the server wrote: a handbook page's, a post's, the home page's news
        await visit(page, '/blog/support-for-webdriverio-9/');
        await expect(page.locator('article header time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    });

    test('a page hydrates its code blocks without Prism, which loads when the reader moves to another page', async ({
        page,
    }) => {
        test.skip(...skippedWithout('code-highlighting'));
        const scripts = fetchedScripts(page);
        const prism = (bodies: string[]) => bodies.some(body => body.includes('before-tokenize'));

        await visit(page, '/handbook/design/screenplay-pattern/');
        await settled(page);
        expect(
            await page.locator('article pre .token.keyword').count(),
            'the tokens the server rendered',
        ).toBeGreaterThan(10);
        expect(prism(await scripts.bodies()), 'Prism, after the first page has hydrated').toBe(false);

        await page.locator('a[href="/handbook/installation/"]:visible').first().click();
        await expect(page).toHaveURL('/handbook/installation/');
        await expect.poll(async () => prism(await scripts.bodies()), 'Prism, on the next page').toBe(true);
        await expect.poll(() => page.locator('article pre .token.function').count()).toBeGreaterThan(0);
    });
});
