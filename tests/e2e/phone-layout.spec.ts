import type { Browser, BrowserContext, Page } from '@playwright/test';

import { expect, test, visit } from '../support/fixtures';
import { sitemapPaths } from '../support/sitemap';

const phone = { width: 390, height: 844 };

/** How many pages the walk keeps open at once: enough to keep the browser busy while another page loads */
const pagesAtOnce = 4;

async function pagesOfTheSitemap(browser: Browser, baseURL: string): Promise<string[]> {
    const context = await browser.newContext();
    try {
        return await sitemapPaths(context.request, baseURL);
    } finally {
        await context.close();
    }
}

/**
 * A phone that reads the pages as the server renders them, which is how React finds and keeps them (nothing moves on
 * hydration: see loading.spec.ts): their HTML and styles, without running scripts or loading pictures, fonts and media,
 * whose boxes the width and height attributes and fallback fonts hold. That makes a page a fraction of a second.
 */
async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: phone, hasTouch: true, javaScriptEnabled: false });
    const origin = new URL(baseURL).origin;
    await context.route(
        url => url.origin !== origin,
        route => route.abort('blockedbyclient'),
    );
    await context.route('**/*', route =>
        ['image', 'font', 'media'].includes(route.request().resourceType()) ? route.abort() : route.fallback(),
    );
    return context;
}

/** How far a page scrolls sideways, and what sticks out furthest */
async function sidewaysScroll(page: Page, path: string): Promise<string | null> {
    await page.goto(path, { waitUntil: 'load' });
    return await page.evaluate(() => {
        const root = document.scrollingElement!;
        if (root.scrollWidth <= root.clientWidth) {
            return null;
        }
        // what sticks out furthest, an element or a run of text, outside anything that scrolls, clips or is fixed
        const contained = (element: Element | null) => {
            for (; element && element !== document.body; element = element.parentElement) {
                const style = getComputedStyle(element);
                if (style.overflowX !== 'visible' || style.position === 'fixed') {
                    return true;
                }
            }
            return false;
        };
        let right = root.clientWidth + 0.5;
        let culprit = 'nothing outside a scroll container';
        // `element` stands for the box: the element itself, or the element a run of text is in
        const consider = (box: DOMRect, element: Element, container: Element | null, text: string) => {
            if (box.right > right && !contained(container)) {
                right = box.right;
                const className = typeof element.className === 'string' ? element.className : '';
                culprit = `<${element.tagName.toLowerCase()} class="${className}"> "${text.trim().slice(0, 40)}"`;
            }
        };
        for (const element of Array.from(document.body.querySelectorAll('*'))) {
            if (getComputedStyle(element).position === 'fixed') {
                continue;
            }
            consider(element.getBoundingClientRect(), element, element.parentElement, element.textContent ?? '');
        }
        const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(text);
            consider(range.getBoundingClientRect(), text.parentElement!, text.parentElement, text.nodeValue ?? '');
        }
        return `${root.scrollWidth - root.clientWidth} px too wide; furthest out: ${culprit}`;
    });
}

// a trace of the ~450 pages of the sitemap would take longer to record than the pages take to check
test.use({ trace: 'off' });

test.describe('Phone layout, 390 px', () => {
    test('no page of the sitemap scrolls sideways', async ({ browser, baseURL }) => {
        test.setTimeout(10 * 60_000);
        const paths = await pagesOfTheSitemap(browser, baseURL!);
        expect(paths.length).toBeGreaterThan(100);

        const context = await phoneContext(browser, baseURL!);
        const sideways: string[] = [];
        const queue = [...paths];
        try {
            await Promise.all(
                Array.from({ length: pagesAtOnce }, async () => {
                    // one tab each, reused: opening a tab costs more than loading a page in it
                    const page = await context.newPage();
                    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
                        const found = await sidewaysScroll(page, path);
                        if (found) {
                            sideways.push(`${path}: ${found}`);
                        }
                    }
                }),
            );
        } finally {
            await context.close();
        }
        sideways.sort();
        console.log(
            `${sideways.length} of ${paths.length} pages scroll sideways at ${phone.width} px${sideways.map(line => `\n  ${line}`).join('')}`,
        );
        expect(sideways).toEqual([]);
    });
});

test.describe('Phone layout, 390 px: what sticks out', () => {
    test.use({ viewport: phone, hasTouch: true });

    test('the announcement bar takes one line and shows all of its text, at 390 px and on a narrower phone', async ({
        page,
    }) => {
        for (const width of [phone.width, 360]) {
            await page.setViewportSize({ ...phone, width });
            await visit(page, '/');
            const content = page.locator('[class*="announcementBarContent_"]');
            await expect(content).toContainText('BDD in Action');
            const { lines, cut } = await content.evaluate(element => {
                const style = getComputedStyle(element);
                const height =
                    element.getBoundingClientRect().height -
                    parseFloat(style.paddingTop) -
                    parseFloat(style.paddingBottom);
                return {
                    lines: Math.round(height / parseFloat(style.lineHeight)),
                    cut: element.scrollWidth > element.clientWidth,
                };
            });
            expect(lines, `lines at ${width} px`).toBe(1);
            expect(cut, `text cut off at the edge at ${width} px`).toBe(false);
        }
    });

    test('the compatibility table on /releases/ scrolls in a container of its own, with each module name on one line', async ({
        page,
    }) => {
        await visit(page, '/releases/');
        const scroller = page.getByRole('region', { name: /Serenity\/JS modules, their current versions/ });
        await expect(scroller).toBeVisible();
        await expect(scroller).toHaveAttribute('tabindex', '0');
        expect(await scroller.evaluate(element => element.scrollWidth > element.clientWidth)).toBe(true);
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);

        const names = page.locator('#serenity-js-compatibility-matrix th[scope="row"] code');
        expect(await names.count()).toBeGreaterThan(10);
        const lines = await names.evaluateAll(codes =>
            codes.map(code =>
                Math.round(code.getBoundingClientRect().height / parseFloat(getComputedStyle(code).lineHeight)),
            ),
        );
        expect(Math.max(...lines)).toBe(1);
    });

    test('a diagram wider than the screen fades at the edge it scrolls to, and a keyboard can scroll it', async ({
        page,
    }) => {
        await visit(page, '/handbook/architecture/');
        const wide = page.locator('figure[class*="diagram"]').filter({ has: page.locator('img:visible') });
        const figures = await wide.evaluateAll(elements =>
            elements.map(figure => ({
                scrolls: figure.scrollWidth > figure.clientWidth,
                mask: getComputedStyle(figure).maskImage,
            })),
        );
        const scrolling = figures.filter(figure => figure.scrolls);
        expect(scrolling.length, 'a diagram wider than a phone on this page').toBeGreaterThan(0);
        for (const figure of scrolling) {
            expect(figure.mask).toContain('linear-gradient');
        }
        const first = wide.first();
        await expect(first).toHaveAttribute('tabindex', '0');
        await expect(first).toHaveAccessibleName('Diagram');
        await first.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => first.evaluate(figure => figure.scrollLeft)).toBeGreaterThan(0);
    });

    test('long names in the API sidebar wrap rather than being cut off', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await visit(page, '/api/web/class/TakePhotosBeforeAndAfterInteractions/');
        const link = page
            .locator('.theme-doc-sidebar-menu .menu__link')
            .filter({ hasText: 'TakePhotosBeforeAndAfterInteractions' });
        await expect(link).toBeVisible();
        const fits = await link.evaluate(element => {
            const menu = element.closest('nav')!.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(element);
            return element.scrollWidth <= element.clientWidth && range.getBoundingClientRect().right <= menu.right;
        });
        expect(fits).toBe(true);
    });
});
