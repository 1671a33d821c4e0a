/**
 * Screenshots of what readers tripped on (issue 29), taken from one or more builds so that they can be compared side by
 * side: a build from before the fixes and today's. Each build is served on its own and photographed in Chromium; the
 * pictures go to `test-results/reader-trip-ups/<label>/<shot>.png`, where `<label>` is the build folder's parent name
 * (or `build` for this site's own). Pictures only: the end-to-end tests are what check the behaviour.
 *
 *   npm run build && npm run shots:trip-ups                                   today's build
 *   npm run shots:trip-ups -- /path/to/an/older/checkout/build build           before and after
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { chromium, type Page } from 'playwright-core';

import { chromiumLaunchOptions } from '../tests/support/chromium';
import { createStaticServer } from '../tests/support/static-server';

const siteDir = path.resolve(__dirname, '..');
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

interface Shot {
    name: string;
    path: string;
    viewport: { width: number; height: number };
    colorScheme: 'light' | 'dark';
    /** What to do before the picture: scroll something into view, open a menu, follow a link */
    prepare?: (page: Page) => Promise<void>;
    /** Photograph this element only; the viewport when the build has no such element */
    element?: string;
    fullPage?: boolean;
}

const scrollTo = (selector: string) => async (page: Page) => {
    await page
        .locator(selector)
        .first()
        .scrollIntoViewIfNeeded({ timeout: 5_000 })
        .catch(() => undefined);
};

const shots: Shot[] = [
    {
        name: '2-heading-after-an-in-site-link',
        path: '/handbook/tutorials/your-first-api-scenario/',
        viewport: desktop,
        colorScheme: 'light',
        prepare: async page => {
            // a content link to an API member, followed inside the site, as a reader does
            const link = page.locator('article a[href*="/api/rest/class/PostRequest/#"]').first();
            if ((await link.count()) > 0) {
                await link.click();
                await page.waitForTimeout(1_500);
            }
        },
    },
    {
        name: '3-post-request-using-signature-phone',
        path: '/api/rest/class/PostRequest/',
        viewport: phone,
        colorScheme: 'light',
        prepare: scrollTo('#using'),
        fullPage: false,
    },
    {
        name: '5-actor-picture-dark',
        path: '/api/core/class/Actor/',
        viewport: desktop,
        colorScheme: 'dark',
        prepare: scrollTo('main img'),
    },
    {
        name: '5-diagram-panel-dark',
        path: '/handbook/design/screenplay-pattern/',
        viewport: desktop,
        colorScheme: 'dark',
        prepare: scrollTo('figure[class*="diagram"], main img[src*="diagrams"]'),
    },
    {
        name: '6-releases-table-phone',
        path: '/releases/',
        viewport: phone,
        colorScheme: 'light',
        prepare: scrollTo('#serenity-js-compatibility-matrix, table'),
    },
    {
        name: '6-wide-diagram-phone',
        path: '/handbook/architecture/',
        viewport: phone,
        colorScheme: 'light',
        prepare: scrollTo('figure[class*="diagram"], main img[src*="diagrams"]'),
    },
    {
        name: '6-api-sidebar-long-names',
        path: '/api/web/class/TakePhotosBeforeAndAfterInteractions/',
        viewport: desktop,
        colorScheme: 'light',
        element: '.theme-doc-sidebar-container',
    },
    {
        name: '7-photographer-picture',
        path: '/handbook/reporting/photographer/',
        viewport: desktop,
        colorScheme: 'light',
        prepare: scrollTo('article img[src*="photo"], article figure img'),
    },
    {
        name: '8-announcement-bar-phone',
        path: '/',
        viewport: phone,
        colorScheme: 'light',
    },
];

async function photograph(buildDir: string, label: string, port: number): Promise<string> {
    const server = createStaticServer(buildDir);
    await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));
    const browser = await chromium.launch(chromiumLaunchOptions());
    const outDir = path.join(siteDir, 'test-results', 'reader-trip-ups', label);
    mkdirSync(outDir, { recursive: true });
    try {
        for (const shot of shots) {
            const context = await browser.newContext({
                viewport: shot.viewport,
                colorScheme: shot.colorScheme,
                hasTouch: shot.viewport === phone,
                isMobile: shot.viewport === phone,
                serviceWorkers: 'block',
            });
            await context.route(
                url => url.hostname !== '127.0.0.1',
                route => route.abort(),
            );
            const page = await context.newPage();
            await page.goto(`http://127.0.0.1:${port}${shot.path}`);
            await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 30_000 }).catch(() => undefined);
            await shot.prepare?.(page);
            await page.waitForTimeout(500);
            const file = path.join(outDir, `${shot.name}.png`);
            const element = shot.element ? page.locator(shot.element).first() : undefined;
            if (element && (await element.count()) > 0) {
                await element.screenshot({ path: file });
            } else {
                await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
            }
            await context.close();
        }
    } finally {
        await browser.close();
        await new Promise(resolve => server.close(resolve));
    }
    return outDir;
}

async function main() {
    const dirs = process.argv.slice(2);
    const builds = (dirs.length > 0 ? dirs : ['build']).map(dir => path.resolve(siteDir, dir));
    let port = 4185;
    for (const buildDir of builds) {
        const label = buildDir === path.join(siteDir, 'build') ? 'build' : path.basename(path.dirname(buildDir));
        const outDir = await photograph(buildDir, label, port++);
        console.log(`${shots.length} pictures of ${buildDir} in ${path.relative(siteDir, outDir)}/`);
    }
}

main().catch(error => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
});
