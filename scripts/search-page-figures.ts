/**
 * How the search page (`/search/?q=…`) appears, on a desktop and on a phone, with the browser's cache warm (the page
 * opened once before): the time from the start of the navigation to the first result on screen, to the final count
 * ("N documents found", once the whole index is in), and the layout shift meanwhile (CLS: the sum of the
 * `layout-shift` entries not caused by input). `npm run bench:layout` prints them; the e2e tests assert behaviour.
 */
import type { Browser } from 'playwright-core';

import { siteOnlyContext } from './site-only-context';

const viewports = {
    desktop: { width: 1280, height: 800 },
    phone: { width: 390, height: 844 },
};

export const searchPageQueries = ['actor', 'screenshot', 'iframe'];

interface Marks {
    firstResult?: number;
    finalCount?: number;
    shift: number;
}

export async function searchPageFigures(browser: Browser, origin: string): Promise<Record<string, string>> {
    const figures: Record<string, string> = {};
    for (const [name, viewport] of Object.entries(viewports)) {
        const context = await siteOnlyContext(browser, origin, viewport);
        const page = await context.newPage();
        await page.addInitScript(() => {
            const marks: Marks = { shift: 0 };
            (window as unknown as { __searchPage: Marks }).__searchPage = marks;
            new PerformanceObserver(list => {
                for (const entry of list.getEntries() as Array<
                    PerformanceEntry & { value: number; hadRecentInput: boolean }
                >) {
                    marks.shift += entry.hadRecentInput ? 0 : entry.value;
                }
            }).observe({ type: 'layout-shift', buffered: true });
            new MutationObserver(() => {
                if (marks.firstResult === undefined && document.querySelector('main article h2 a')) {
                    marks.firstResult = performance.now();
                }
                if (
                    marks.finalCount === undefined &&
                    document.documentElement.dataset.searchIndex === 'loaded' &&
                    /\d+ documents? found|One document found/.test(document.body.textContent ?? '')
                ) {
                    marks.finalCount = performance.now();
                }
            }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
        });
        const rows: string[] = [];
        let worstShift = 0;
        for (const query of searchPageQueries) {
            const url = `${origin}/search/?q=${encodeURIComponent(query)}`;
            // the first visit fills the browser's cache; the second is measured
            await page.goto(url);
            await page.waitForSelector('html[data-search-index="loaded"]', { state: 'attached', timeout: 60_000 });
            await page.goto(url);
            await page.waitForFunction(
                () => (window as unknown as { __searchPage: Marks }).__searchPage.finalCount !== undefined,
                undefined,
                { timeout: 60_000 },
            );
            await page.waitForTimeout(500); // late shifts count too
            const marks = await page.evaluate(() => (window as unknown as { __searchPage: Marks }).__searchPage);
            worstShift = Math.max(worstShift, marks.shift);
            rows.push(
                `"${query}" ${marks.firstResult?.toFixed(0) ?? '–'} / ${marks.finalCount?.toFixed(0) ?? '–'} ms, CLS ${marks.shift.toFixed(3)}`,
            );
        }
        figures[`/search/, ${name}, warm cache: first result / final count, layout shift`] = rows.join('; ');
        figures[`/search/, ${name}: worst layout shift`] = worstShift.toFixed(3);
        await context.close();
    }
    return figures;
}
