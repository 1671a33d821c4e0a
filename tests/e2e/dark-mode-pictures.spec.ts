import type { Locator } from '@playwright/test';

import { expect, test, visit } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });

/** The colour painted at a point of an element, as the reader sees it */
async function paintedAt(locator: Locator, x: number, y: number): Promise<string> {
    const png = await locator.page().screenshot({ clip: { ...(await boxOf(locator, x, y)), width: 1, height: 1 } });
    // a 1×1 PNG, decoded by the browser
    return locator.page().evaluate(async base64 => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 1;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
        return `rgb(${r}, ${g}, ${b})`;
    }, png.toString('base64'));
}

async function boxOf(locator: Locator, x: number, y: number): Promise<{ x: number; y: number }> {
    const box = (await locator.boundingBox())!;
    return { x: Math.round(box.x + x), y: Math.round(box.y + y) };
}

test.describe('Pictures in dark mode', () => {
    test('a diagram sits on exactly the page background', async ({ page }) => {
        await visit(page, '/handbook/design/screenplay-pattern/');
        const figure = page.locator('figure[class*="diagram"]').first();
        const image = figure.locator('img:visible');
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate(img => (img as HTMLImageElement).complete)).toBe(true);
        const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
        // the diagram's own top left corner, inside the picture, and the page just outside it
        expect(await paintedAt(image, 2, 2)).toBe(background);
        expect(await paintedAt(figure, -4, 2)).toBe(background);
    });

    test('a picture from a doc comment sits on a framed light panel', async ({ page }) => {
        await visit(page, '/api/core/class/Actor/');
        const picture = page.locator('main img[src*="serenity-js-screenplay-pattern"]').first();
        await expect(picture).toBeVisible();
        const style = await picture.evaluate(img => {
            const computed = getComputedStyle(img);
            return {
                background: computed.backgroundColor,
                padding: parseFloat(computed.paddingTop),
                border: parseFloat(computed.borderTopWidth),
                page: getComputedStyle(document.documentElement).backgroundColor,
            };
        });
        expect(style.background).toBe('rgb(255, 255, 255)');
        expect(style.padding).toBeGreaterThan(0);
        expect(style.border).toBeGreaterThan(0);
        expect(style.page).not.toBe('rgb(255, 255, 255)');
    });
});
