import { pathToFileURL } from 'node:url';

import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

import { terminalPage, type TerminalContent } from './terminal';

/**
 * Photographs pages in Chromium the same way every time: a fixed viewport at device scale factor 2 (so a
 * picture stays sharp on high-density screens), the en-US locale and UTC, light colours, and no
 * request leaving the machine.
 */
export const deviceScaleFactor = 2;

export interface Viewport {
    width: number;
    height: number;
}

export class Camera {
    constructor(
        private readonly browser: Browser,
        /** rewrites the text of a page before it is photographed: moves dates, makes paths relative */
        private readonly normalise: (text: string) => string,
    ) {}

    /** Opens a report page from disk, lets `frame` open what needs opening and say what area to photograph. */
    async photograph(file: string, viewport: Viewport, frame: (page: Page) => Promise<Frame>): Promise<Buffer> {
        return this.withPage(viewport, async page => {
            await page.goto(pathToFileURL(file).href);
            await settle(page);
            const target = await frame(page);
            // no focus ring on what was clicked, and let expanding sections finish moving before measuring
            await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
            await page.mouse.move(0, 0);
            await page.waitForTimeout(800);
            await this.normaliseTextOf(page);
            return page.screenshot({ clip: await target.clip(page), fullPage: true, animations: 'disabled' });
        });
    }

    /** Shows console output in a terminal window and photographs the window. */
    async terminal(content: TerminalContent): Promise<Buffer> {
        return this.withPage({ width: 1200, height: 800 }, async page => {
            await page.setContent(terminalPage(content));
            await page.evaluate(() => document.fonts.ready);
            return page.locator('.terminal').screenshot({ omitBackground: true });
        });
    }

    private async withPage<T>(viewport: Viewport, use: (page: Page) => Promise<T>): Promise<T> {
        const context: BrowserContext = await this.browser.newContext({
            viewport,
            deviceScaleFactor,
            locale: 'en-US',
            timezoneId: 'UTC',
            colorScheme: 'light',
        });
        await context.route(
            url =>
                !['file:', 'data:', 'about:'].includes(new URL(url).protocol) && new URL(url).hostname !== '127.0.0.1',
            route => route.abort(),
        );
        try {
            return await use(await context.newPage());
        } finally {
            await context.close();
        }
    }

    private async normaliseTextOf(page: Page): Promise<void> {
        const texts = await page.evaluate(() => {
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            const found: string[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                found.push(node.nodeValue ?? '');
            }
            return found;
        });
        const changes = texts
            .map((text, index) => [index, this.normalise(text)] as const)
            .filter(([index, shifted]) => shifted !== texts[index]);
        await page.evaluate(replacements => {
            const byIndex = new Map(replacements);
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            let index = 0;
            for (let node = walker.nextNode(); node; node = walker.nextNode(), index++) {
                if (byIndex.has(index)) {
                    node.nodeValue = byIndex.get(index) as string;
                }
            }
        }, changes);
    }
}

/** The rectangle from the top of one element to the bottom of another, across the width between `left` and `right`. */
export class Frame {
    constructor(
        private readonly from: Locator,
        private readonly to: Locator,
        private readonly margin = 12,
        private readonly horizontal?: { left: number; right: number },
        /** the tallest the picture may be, in CSS pixels; a taller area is cut at the bottom */
        private readonly maxHeight = Number.POSITIVE_INFINITY,
    ) {}

    async clip(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
        const [top, bottom] = await Promise.all([this.from.boundingBox(), this.to.boundingBox()]);
        if (!top || !bottom) {
            throw new Error('An element to frame the picture with is not visible');
        }
        const scrollY = await page.evaluate(() => window.scrollY);
        const viewport = page.viewportSize() ?? { width: 1200, height: 800 };
        const left = this.horizontal?.left ?? 0;
        const right = this.horizontal?.right ?? viewport.width;
        const y = Math.max(0, Math.floor(top.y + scrollY - this.margin));
        const height = Math.ceil(bottom.y + scrollY + bottom.height + this.margin) - y;
        return { x: left, y, width: right - left, height: Math.min(height, this.maxHeight) };
    }
}

/** Waits for the page's scripts, fonts and charts to finish drawing; call it again after following a link. */
export async function settle(page: Page): Promise<void> {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // Serenity BDD's charts animate as they are drawn
    await page.waitForTimeout(2000);
}
