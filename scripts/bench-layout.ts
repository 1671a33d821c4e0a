/**
 * What a reader notices first, measured on built sites (issue 14's figures): where the home page's first call to
 * action sits on a phone, whether its showcase code fits at 1280 px, what the news strip announces, axe's findings
 * with the mobile menu open, the layout shift of an API page with a picture on a phone, whether "On this page"
 * comes before the title there, what the not-found page offers, and how the search page appears (first result, final
 * count and layout shift, scripts/search-page-figures.ts). Quote its figures; the e2e tests assert the behaviour.
 *
 *   npm run build && npm run bench:layout                  # build/
 *   npm run bench:layout -- /tmp/before-build build        # two builds, one after the other
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium } from 'playwright-core';

import { chromiumLaunchOptions } from '../tests/support/chromium';
import { createStaticServer } from '../tests/support/static-server';
import { searchPageFigures } from './search-page-figures';
import { siteOnlyContext } from './site-only-context';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

async function measure(browser: Browser, origin: string): Promise<Record<string, string>> {
    const figures: Record<string, string> = {};
    const open = async (viewport: { width: number; height: number }, route: string) => {
        const context = await siteOnlyContext(browser, origin, viewport);
        const page = await context.newPage();
        await page.addInitScript(() => {
            const shifts = { total: 0 };
            (window as unknown as { shifts: typeof shifts }).shifts = shifts;
            new PerformanceObserver(list => {
                for (const entry of list.getEntries() as Array<
                    PerformanceEntry & { value: number; hadRecentInput: boolean }
                >) {
                    shifts.total += entry.hadRecentInput ? 0 : entry.value;
                }
            }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(origin + route, { waitUntil: 'networkidle' });
        return { page, close: () => context.close() };
    };

    {
        const { page, close } = await open(phone, '/');
        const top = await page
            .locator('main a.button, header a.button')
            .first()
            .evaluate(link => Math.round(link.getBoundingClientRect().top));
        figures['home, phone: top of the first call to action'] = `y = ${top} (screen height ${phone.height})`;
        await close();
    }
    {
        const { page, close } = await open(desktop, '/');
        figures['home, desktop: showcase code scroll / client width'] = (
            await page
                .locator('main pre')
                .evaluateAll(blocks => blocks.map(pre => `${pre.scrollWidth} / ${pre.clientWidth}`))
        ).join(', ');
        // the first link in <main> before the headline: the news strip (or the banner that stood in for it)
        const news = page.locator('main a').first();
        figures['home: news strip'] =
            `${((await news.textContent()) ?? '').replace(/\s+/g, ' ').trim()} → ${await news.getAttribute('href')}`;
        await close();
    }
    {
        const { page, close } = await open(phone, '/handbook/');
        await page.locator('button.navbar__toggle').click();
        await page.locator('.navbar-sidebar').waitFor({ state: 'visible' });
        await page.waitForTimeout(500); // the menu slides in; axe reads the colours where it stops
        const { violations } = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
        figures['mobile menu open (light), axe WCAG 2.1 AA'] =
            violations.map(violation => `${violation.id}: ${violation.nodes.length} nodes`).join(', ') ||
            'no violations';
        await close();
    }
    {
        const { page, close } = await open(phone, '/api/core/class/Actor/');
        await page.waitForTimeout(1000); // late shifts (pictures, fonts) are counted too
        const { shift, title, onThisPage } = await page.evaluate(() => {
            const label = Array.from(document.querySelectorAll('main *')).find(
                element => element.children.length === 0 && element.textContent?.trim() === 'On this page',
            );
            return {
                shift: (window as unknown as { shifts: { total: number } }).shifts.total,
                title: document.querySelector('h1')?.getBoundingClientRect().top ?? -1,
                onThisPage: label?.getBoundingClientRect().top,
            };
        });
        figures['/api/core/class/Actor/, phone: layout shift'] = shift.toFixed(3);
        figures['/api/core/class/Actor/, phone: "On this page" / h1 top'] =
            `${onThisPage === undefined ? 'none' : Math.round(onThisPage)} / ${Math.round(title)}`;
        await close();
    }
    {
        const { page, close } = await open(desktop, '/no-such-page/');
        const main = page.locator('main');
        figures['404: search box / report link'] = [
            (await main.getByRole('searchbox').count()) > 0 ? 'search box' : 'no search box',
            (await main.getByRole('link', { name: /report/i }).count()) > 0 ? 'report link' : 'no report link',
        ].join(', ');
        await close();
    }
    Object.assign(figures, await searchPageFigures(browser, origin));
    return figures;
}

async function main() {
    const dirs = process.argv.slice(2).filter(arg => !arg.startsWith('-'));
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
        for (const dir of dirs.length > 0 ? dirs : ['build']) {
            const server = createStaticServer(path.resolve(dir));
            await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
            try {
                const figures = await measure(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
                console.log(`\n### ${dir}\n\n| what | figure |\n|---|---|`);
                for (const [what, figure] of Object.entries(figures)) {
                    console.log(`| ${what} | ${figure} |`);
                }
            } finally {
                server.close();
            }
        }
    } finally {
        await browser.close();
    }
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
