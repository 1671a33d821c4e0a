import type { Page } from '@playwright/test';

import { bootScriptsMark } from '../../config/ssrTemplate';
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
});
