import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { skippedWithout } from '../support/build';
import { expect, hydrated, settled, test, visit } from '../support/fixtures';

const installedVersion = (name: string) =>
    (
        JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'node_modules', name, 'package.json'), 'utf8')) as {
            version: string;
        }
    ).version;

test.describe('API reference', () => {
    test('an item page shows the declaration, its documentation and its members', async ({ page }) => {
        await visit(page, '/api/core/class/Actor/');
        await expect(page).toHaveTitle('Actor | API | Serenity/JS');
        await expect(page.locator('h1')).toHaveText('Actor');
        await expect(page.locator('article pre').first()).toContainText('class Actor implements PerformsActivities');
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
            'content',
            /^Actors represent people and external systems/,
        );
        await expect(page.getByRole('heading', { level: 2, name: 'Methods' })).toBeVisible();
        await expect(page.locator('h3#attemptsTo')).toContainText('attemptsTo()');
        await expect(page.locator('a', { hasText: /^src\/screenplay\/Actor\.ts:\d+$/ }).first()).toHaveAttribute(
            'href',
            // the release tag of the pinned version, so the line numbers stay right after the framework moves on
            new RegExp(
                `^https://github\\.com/serenity-js/serenity-js/blob/v${installedVersion('@serenity-js/core').replace(/\./g, '\\.')}/packages/core/src/screenplay/Actor\\.ts#L\\d+$`,
            ),
        );
    });

    test('a member inherited from a third-party library has no broken "Defined in" link', async ({ page }) => {
        await visit(page, '/api/core-events/class/SceneStarts/');
        await expect(page.locator('h3#toString')).toBeVisible();
        const sources = await page
            .locator('a[href^="https://github.com/serenity-js/serenity-js/"]')
            .evaluateAll(links => links.map(link => link.getAttribute('href')));
        expect(sources.length).toBeGreaterThan(0);
        expect(sources.filter(href => !/\/blob\/v[\d.]+\/packages\/[a-z0-9-]+\/src\//.test(href ?? ''))).toEqual([]);
    });

    test("the assertions README's old section links land on their sections, as readers follow them from npm", async ({
        page,
    }) => {
        await visit(page, '/api/assertions/#composing-expectations-using-expectationto');
        await expect(page.getByRole('heading', { name: 'Composing expectations' })).toBeInViewport();
        await visit(page, '/api/assertions/#defining-custom-expectations-using-expectationthatactualshould');
        await expect(page.getByRole('heading', { name: 'Defining custom expectations' })).toBeInViewport();
    });

    test("a parameter's default value sits on the line of its name and type", async ({ page }) => {
        await visit(page, '/api/core/class/Actor/');
        const abilities = page.locator('li', { has: page.locator('code', { hasText: /^abilities: / }) }).first();
        await expect(abilities).toContainText('= []');
        // where each text's baseline is: a zero-height inline box put just before the text sits on it
        const baselines = await abilities.evaluate(item => {
            const baselineOf = (text: string) => {
                const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                    const at = node.textContent?.indexOf(text) ?? -1;
                    if (at >= 0) {
                        const probe = document.createElement('span');
                        probe.style.cssText = 'display: inline-block; width: 0; height: 0; vertical-align: baseline';
                        (node as Text).splitText(at).before(probe);
                        const { top } = probe.getBoundingClientRect();
                        probe.remove();
                        return top;
                    }
                }
                return undefined;
            };
            // `=` is only in the default value; `[]` is in the type too
            return { name: baselineOf('abilities'), defaultValue: baselineOf('=') };
        });
        expect(baselines.name).toBeDefined();
        expect(baselines.defaultValue).toBeCloseTo(baselines.name as number, 0);
    });

    test('a member anchor takes the reader to the member, and the table of contents lists it', async ({ page }) => {
        await visit(page, '/api/core/class/Stage/#waitForNextCue');
        await expect(page.locator('h3#waitForNextCue')).toBeInViewport();
        await expect(page.locator('.theme-doc-toc-desktop a[href="#waitForNextCue"]')).toBeVisible();
    });

    test('types in a signature link to their pages, across packages', async ({ page }) => {
        await visit(page, '/api/web/class/By/');
        const question = page.locator('article pre a[href="/api/core/class/Question/"]').first();
        await expect(question).toHaveText('Question');
        await question.click();
        await expect(page).toHaveURL(/\/api\/core\/class\/Question\/$/);
        await expect(page.locator('h1')).toHaveText('Question');
    });

    test('links in doc comments lead to the handbook', async ({ page }) => {
        await visit(page, '/api/core/class/Actor/');
        await page.locator('article a[href="/handbook/design/screenplay-pattern/"]').first().click();
        await expect(page).toHaveURL(/\/handbook\/design\/screenplay-pattern\/$/);
        await expect(page.locator('h1')).toHaveText('Screenplay Pattern');
    });

    test('the sidebar groups the modules into five categories and highlights the current item', async ({ page }) => {
        await visit(page, '/api/core/class/Actor/');
        const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
        await expect(sidebar.locator('> ul > li > a').first()).toHaveText('Serenity/JS API');
        for (const category of ['Core Modules', 'Web Testing', 'REST API Testing', 'Reporting', 'Test Runners']) {
            await expect(sidebar.getByText(category, { exact: true })).toBeVisible();
        }
        await expect(sidebar.locator('a.menu__link--active', { hasText: /^Actor$/ })).toBeVisible();
    });

    test('a module overview says how to install it and lists its items by group', async ({ page }) => {
        await visit(page, '/api/core/');
        await expect(page).toHaveTitle('@serenity-js/core | API | Serenity/JS');
        await expect(page.locator('h1')).toHaveText('@serenity-js/core');
        await expect(page.locator('dl')).toContainText(installedVersion('@serenity-js/core'));
        await expect(page.locator('article')).toContainText('npm install --save-dev @serenity-js/core');
        await expect(page.getByRole('heading', { level: 2, name: 'Screenplay Pattern' })).toBeVisible();
        await expect(page.locator('article a[href="/api/core/class/Actor/"]').first()).toBeVisible();
        // type aliases have anchors of their own on the overview
        await expect(page.locator('h3#Answerable')).toBeAttached();
    });

    test('the index leads to every module overview', async ({ page, request }) => {
        await visit(page, '/api/');
        const hrefs = await page
            .locator('article a[href^="/api/"], .theme-doc-markdown a[href^="/api/"]')
            .evaluateAll(links => [...new Set(links.map(link => link.getAttribute('href')!))]);
        expect(hrefs).toEqual(
            expect.arrayContaining(['/api/core/', '/api/web/', '/api/playwright-test/', '/api/serenity-bdd/']),
        );
        for (const href of hrefs) {
            expect((await request.get(href)).status(), href).toBe(200);
        }
    });

    test('odd names keep the spelling the framework links to', async ({ page, request }) => {
        for (const route of [
            '/api/mocha/function/default/',
            '/api/jasmine/function/default/',
            '/api/playwright-test/function/it/',
            '/api/assertions/function/equals/',
        ]) {
            expect((await request.get(route)).status(), route).toBe(200);
        }
        // the spelling TypeDoc 0.27 gave @serenity-js/mocha's `export =` reporter still leads to it
        await visit(page, '/api/mocha/function/export=/');
        await expect(page).toHaveURL(/\/api\/mocha\/function\/default\/$/);
    });

    test('on the index, the module cards of a row start on one line', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await visit(page, '/api/');
        const cards = await page
            .locator('.theme-doc-markdown section > ul > li')
            .evaluateAll(items => items.map(item => item.getBoundingClientRect()).map(({ x, y }) => ({ x, y })));
        expect(cards.length).toBeGreaterThan(10);
        // a card to the right of the one before it is in the same row: their tops are level
        const misaligned = cards.filter(
            (card, index) => index > 0 && card.x > cards[index - 1].x && card.y !== cards[index - 1].y,
        );
        expect(misaligned).toEqual([]);
        expect(
            cards.some((card, index) => index > 0 && card.x > cards[index - 1].x),
            'rows of two or more',
        ).toBe(true);
    });

    test('on a phone, an item page shows its module, kind and name before "On this page", and holds still', async ({
        page,
    }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        // every layout shift from the first paint on, as Chromium reports them for Core Web Vitals
        await page.addInitScript(() => {
            const shifts: number[] = [];
            Object.assign(window, { layoutShifts: shifts });
            new PerformanceObserver(list =>
                list.getEntries().forEach(entry => shifts.push((entry as unknown as { value: number }).value)),
            ).observe({ type: 'layout-shift', buffered: true });
        });
        await visit(page, '/api/core/class/Actor/');
        const eyebrow = page.locator('article header p').first();
        await expect(eyebrow).toHaveText('@serenity-js/core · class');
        const toc = page.getByRole('button', { name: 'On this page' });
        await expect(toc).toBeVisible();
        const [where, title, contents] = await Promise.all(
            [eyebrow, page.locator('h1'), toc].map(async locator => (await locator.boundingBox())!.y),
        );
        expect(where).toBeLessThan(title);
        expect(title).toBeLessThan(contents);
        await expect(page.locator('h1')).toBeInViewport();

        // the server-rendered page already has the phone's layout: nothing moves when React takes over
        await settled(page);
        const shifted = await page.evaluate(() =>
            (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
        );
        expect(shifted, 'layout shift score').toBeLessThan(0.01);
    });

    test("the Actor page's diagram keeps its place while it loads: the page does not move", async ({ page }) => {
        // the picture is held back until the page has been measured without it
        let release: () => void = () => undefined;
        const held = new Promise<void>(resolve => (release = resolve));
        await page.route('**/images/design/**', async route => {
            await held;
            await route.continue();
        });
        // the first picture of the comment that opens the page loads at once, so the page's load event waits for it
        await page.goto('/api/core/class/Actor/', { waitUntil: 'domcontentloaded' });
        await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
        const diagram = page.locator('article img[src^="/images/design/"]');
        await expect(diagram).toHaveAttribute('loading', 'eager');
        await expect(diagram).toHaveAttribute('fetchpriority', 'high');
        await expect(diagram).toHaveAttribute('width', /^\d+$/);
        await expect(diagram).toHaveAttribute('height', /^\d+$/);
        await diagram.scrollIntoViewIfNeeded();
        expect(await diagram.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
        const reserved = (await diagram.boundingBox())!;
        expect(reserved.height, 'the space kept for the picture').toBeGreaterThan(100);

        release();
        await expect.poll(() => diagram.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        const loaded = (await diagram.boundingBox())!;
        expect(loaded).toEqual(reserved);
        const natural = await diagram.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
        expect([Number(await diagram.getAttribute('width')), Number(await diagram.getAttribute('height'))]).toEqual(
            natural,
        );
    });
});

// The browser's route table has no entry per API page: each page's data is a file the browser fetches
// (plugins/framework/client-routes.js, src/components/ApiReference/pageRoutes.tsx)
test.describe("API pages' data", () => {
    test.skip(...skippedWithout('client-routes'));

    const pageData = /\/assets\/api-pages\/[0-9a-f]+\/(.+)\.json$/;

    /** The API pages whose data files the page asks for, in order */
    function dataRequests(page: Page): string[] {
        const requested: string[] = [];
        page.on('request', request => {
            const match = pageData.exec(new URL(request.url()).pathname);
            if (match) {
                requested.push(match[1]);
            }
        });
        return requested;
    }

    test('the page a reader lands on fetches its own data once, and is interactive with it', async ({ page }) => {
        const requested = dataRequests(page);
        await visit(page, '/api/core/class/Actor/');
        await settled(page);
        // the HTML preloads the file that the browser then reads before it hydrates: one request, not two
        expect(requested).toEqual(['core/class/Actor']);
        await page.getByRole('button', { name: 'Copy page' }).click();
        await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeVisible();
    });

    test('a link to another API page fetches that page only, and the page does not reload', async ({ page }) => {
        await visit(page, '/api/web/class/By/');
        const requested = dataRequests(page);
        await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
        await page.locator('article pre a[href="/api/core/class/Question/"]').first().click();
        await expect(page.locator('h1')).toHaveText('Question');
        await expect(page.locator('h3#about')).toContainText('about()');
        expect(requested).toEqual(['core/class/Question']);
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    });

    test('when the data of the next page is gone (the site was deployed again), the page is loaded from the server', async ({
        page,
        consoleErrors,
    }) => {
        await visit(page, '/api/web/class/By/');
        await page.route(pageData, route => route.fulfill({ status: 404, body: 'gone' }), { times: 1 });
        await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
        await page.locator('article pre a[href="/api/core/class/Question/"]').first().click();
        await expect(page).toHaveURL(/\/api\/core\/class\/Question\/$/);
        await expect(page.locator('h1')).toHaveText('Question');
        await hydrated(page);
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
        expect(consoleErrors.filter(error => !/404/.test(error))).toEqual([]);
        consoleErrors.splice(0);
    });
});
