import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { expect, test, visit } from '../support/fixtures';
import { filesUnder } from '../../plugins/files';

/** Every page of the handbook, community and releases areas that has a ```mermaid fence, by its URL */
function pagesWithDiagrams(): string[] {
    const siteDir = path.join(__dirname, '..', '..');
    return ['handbook', 'community', 'releases'].flatMap(area =>
        filesUnder(path.join(siteDir, area))
            .filter(file => file.endsWith('.mdx') && !path.basename(file).startsWith('_'))
            .map(file => path.join(siteDir, area, file))
            .filter(file => /^\s*```mermaid/m.test(readFileSync(file, 'utf8')))
            .map(file => `/${path.relative(siteDir, file).replace(/(\/index)?\.mdx$/, '')}/`),
    );
}

/** The diagram pictures shown on the page, with their displayed and intrinsic widths */
async function shownDiagrams(page: Page) {
    const pictures = page.locator('figure img:visible');
    await expect(pictures.first()).toBeVisible();
    // lazy pictures load once near the viewport: bring each one there, and wait for it
    for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded();
        await expect
            .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
            .toBeGreaterThan(0);
    }
    return pictures.evaluateAll((images: HTMLImageElement[]) =>
        images.map(img => ({
            src: img.currentSrc,
            alt: img.alt,
            shown: img.getBoundingClientRect().width,
            natural: img.naturalWidth,
            figureScrolls:
                (img.parentElement as HTMLElement).scrollWidth > (img.parentElement as HTMLElement).clientWidth,
        })),
    );
}

test.describe('Diagrams', () => {
    const pages = pagesWithDiagrams();

    test('are found on the handbook pages that draw them', () => {
        expect(pages).toContain('/handbook/design/screenplay-pattern/');
        expect(pages).toContain('/handbook/architecture/');
    });

    test('are pictures drawn at build time: the page loads no diagram code', async ({ page }) => {
        const scripts: string[] = [];
        page.on('response', response => {
            if (response.request().resourceType() === 'script') {
                scripts.push(response.url());
            }
        });
        await visit(page, '/handbook/design/screenplay-pattern/');
        const diagram = page.getByRole('img', { name: /Diagram of the Screenplay Pattern/ });
        await expect(diagram).toBeVisible();
        await page.waitForLoadState('networkidle');
        for (const url of scripts) {
            const body = await (await page.request.get(url)).text();
            expect(body, url).not.toContain('mermaidAPI');
        }
    });

    test('show the rendering of the colour mode, and switch with it', async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await visit(page, '/handbook/design/screenplay-pattern/');
        const [light] = await shownDiagrams(page);
        expect(light.src).toMatch(/\/assets\/diagrams\/[\w.-]+-light\.[0-9a-f]+\.svg$/);

        // the reader has not chosen a mode, so the page follows the system's
        await page.emulateMedia({ colorScheme: 'dark' });
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        const [dark] = await shownDiagrams(page);
        expect(dark.src).toMatch(/-dark\.[0-9a-f]+\.svg$/);
        expect(dark.alt).toBe(light.alt);
    });

    test('download only the rendering on screen', async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'dark' });
        await visit(page, '/handbook/design/screenplay-pattern/');
        await shownDiagrams(page);
        const hidden = page.locator('figure img:not(:visible)');
        await expect(hidden).toHaveCount(1);
        expect(await hidden.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    });

    // one test per page: each has its own time budget, whatever the number of pages, and a failure names its page
    for (const route of pages) {
        test(`each has a text alternative: ${route}`, async ({ page }) => {
            await visit(page, route);
            for (const { alt } of await shownDiagrams(page)) {
                expect(alt.length, `${route}: ${alt}`).toBeGreaterThan(40);
            }
        });

        test(`are legible in the text column of a desktop screen, without scrolling: ${route}`, async ({ page }) => {
            await page.setViewportSize({ width: 1280, height: 800 });
            await visit(page, route);
            for (const diagram of await shownDiagrams(page)) {
                // 16 px text drawn at three quarters of its size or more: 12 px, the smallest comfortable size
                expect(diagram.shown / diagram.natural, `${route}: ${diagram.src}`).toBeGreaterThanOrEqual(0.75);
                expect(diagram.figureScrolls, `${route}: ${diagram.src}`).toBe(false);
            }
        });
    }

    test('there are pages with diagrams to check', () => {
        expect(pages.length).toBeGreaterThan(0);
    });

    test('keep their text readable on a phone, scrolling sideways where the screen is narrower', async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await visit(page, '/handbook/architecture/');
        const diagrams = await shownDiagrams(page);
        expect(diagrams.length).toBe(2);
        for (const diagram of diagrams) {
            expect(diagram.shown / diagram.natural).toBeGreaterThanOrEqual(11 / 16 - 0.01);
            expect(diagram.figureScrolls).toBe(true);
        }
        const figure = page.locator('figure').first();
        await figure.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => figure.evaluate(element => element.scrollLeft)).toBeGreaterThan(0);
    });
});
