import type { Browser, BrowserContext } from '@playwright/test';

import { expect, test } from '../support/fixtures';

const phone = { width: 390, height: 844 };

/** How many pages the walk keeps open at once: enough to keep the browser busy while another page loads */
const pagesAtOnce = 4;

async function sitemapPaths(browser: Browser, baseURL: string): Promise<string[]> {
    const context = await browser.newContext();
    try {
        const sitemap = await (await context.request.get(`${baseURL}/sitemap.xml`)).text();
        return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
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
async function sidewaysScroll(context: BrowserContext, path: string): Promise<string | null> {
    const page = await context.newPage();
    try {
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
    } finally {
        await page.close();
    }
}

// a trace of the ~450 pages of the sitemap would take longer to record than the pages take to check
test.use({ trace: 'off' });

test.describe('Phone layout, 390 px', () => {
    test('no page of the sitemap scrolls sideways', async ({ browser, baseURL }) => {
        test.setTimeout(5 * 60_000);
        const paths = await sitemapPaths(browser, baseURL!);
        expect(paths.length).toBeGreaterThan(100);

        const context = await phoneContext(browser, baseURL!);
        const sideways: string[] = [];
        const queue = [...paths];
        try {
            await Promise.all(
                Array.from({ length: pagesAtOnce }, async () => {
                    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
                        const found = await sidewaysScroll(context, path);
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
