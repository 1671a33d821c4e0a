import type { Page } from '@playwright/test';

import { expect, settled, test, visit } from '../support/fixtures';

/**
 * What each template looks like, in both colour modes, on a desktop and on a phone: the first screen a reader
 * sees, compared with the baselines in `visual.spec.ts-snapshots/`. After an intended change of the look,
 * `npm run test:visual -- --update-snapshots` writes new baselines (after `npm run build:test`), or
 * `npm run visual:update` builds and writes them in one go; review the new pictures before committing them.
 *
 * The pictures hold still: animations and transitions are finished, the caret is hidden, fonts and the images
 * on screen have loaded, and what changes without a change of the site's look (the announcement bar's offer,
 * last-updated dates from git, the copyright year, the framework's version) is masked.
 */
const templates = {
    home: '/',
    'handbook page': '/handbook/design/screenplay-pattern/',
    'page with code tabs': '/handbook/reporting/console-reporter/',
    'API class': '/api/core/class/Actor/',
    'API index': '/api/',
    'blog post': '/blog/support-for-webdriverio-9/',
    releases: '/releases/',
    'not found': '/no-such-page/',
};

const viewports = {
    desktop: { width: 1280, height: 800 },
    phone: { width: 390, height: 844 },
};

const masked = (page: Page) => [
    page.locator('div[role="banner"][class*="announcementBar_"]'),
    page.locator('.theme-last-updated'),
    page.locator('.footer__copyright'),
    // the framework's version, on the module cards of the API index
    page.locator('article h3 .badge'),
];

/** Until every font is loaded, and every image on the screen is decoded */
async function stillLife(page: Page): Promise<void> {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForFunction(() =>
        Array.from(document.images)
            .filter(image => {
                const { top, bottom, width } = image.getBoundingClientRect();
                return width > 0 && bottom > 0 && top < window.innerHeight;
            })
            .every(image => image.complete && image.naturalWidth > 0),
    );
    await settled(page);
}

// Rendering differs between operating systems (fonts, anti-aliasing): the baselines are Debian Chromium's, as CI runs it.
test.skip(process.platform !== 'linux', 'the visual baselines are made in Chromium on Linux, as CI runs it');

for (const colorScheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
        test.describe(`Visual snapshots, ${colorScheme} mode, ${device}`, () => {
            test.use({ viewport, colorScheme });
            for (const [template, path] of Object.entries(templates)) {
                test(`${template}`, async ({ page, consoleErrors }) => {
                    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
                    await visit(page, path);
                    await stillLife(page);
                    await expect(page).toHaveScreenshot(
                        `${template.replace(/\W+/g, '-')}-${colorScheme}-${device}.png`,
                        {
                            mask: masked(page),
                            animations: 'disabled',
                            caret: 'hide',
                            // anti-aliasing only: a pixel may differ a little in colour (threshold, 0 to 1), and one
                            // in ten thousand may differ more, as glyph edges do between runs; a moved or recoloured
                            // element changes far more
                            threshold: 0.2,
                            maxDiffPixelRatio: 0.0001,
                        },
                    );
                    if (template === 'not found') {
                        consoleErrors.splice(0); // the browser logs the 404 response itself
                    }
                });
            }
        });
    }
}
