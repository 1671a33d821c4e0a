import { execFileSync } from 'node:child_process';

import { expect, hydrated, settled, test, visit } from '../support/fixtures';

test.describe('Colour mode', () => {
    test('starts light, or dark when the system prefers dark and the reader has not chosen', async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await visit(page, '/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

        await page.emulateMedia({ colorScheme: 'dark' });
        await page.reload();
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });

    test('follows a change of the system preference while the reader has not chosen', async ({ page }) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await visit(page, '/handbook/');
        await page.emulateMedia({ colorScheme: 'dark' });
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });

    test('is saved under "theme", survives a reload, and is followed by other tabs', async ({ page, context }) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await visit(page, '/');
        const otherTab = await context.newPage();
        await visit(otherTab, '/handbook/');
        await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'light');

        await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();

        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
        await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'dark');

        await page.reload();
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await otherTab.close();
    });
});

test.describe('Page crashes', () => {
    test('show "This page crashed." with a "Try again" button that recovers', async ({ page, consoleErrors }) => {
        await visit(page, '/__tests__/crash/');
        await expect(page.locator('#fixture-status')).toHaveText('Rendered without errors.');

        await page.getByRole('button', { name: 'Crash this page' }).click();

        await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
        await expect(page.getByText('Crash requested by the test fixture').first()).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(page.locator('#fixture-status')).toHaveText('Rendered without errors.');

        expect(consoleErrors.some(error => error.includes('Crash requested by the test fixture'))).toBe(true);
        consoleErrors.splice(0);
    });
});

test.describe('Route changes', () => {
    test('show a progress bar when the next page takes a while to load', async ({ page }) => {
        await visit(page, '/handbook/');
        // the next page's scripts arrive only once the progress bar has been seen
        let release: () => void = () => undefined;
        const released = new Promise<void>(resolve => (release = resolve));
        await page.route(/\/assets\/js\/.*\.js$/, async route => {
            await released;
            await route.continue();
        });

        await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Community', exact: true })
            .click();

        await expect(page.locator('#nprogress .bar')).toBeAttached();
        release();
        await expect(page).toHaveURL('/community/');
        await expect(page.locator('h1').first()).toHaveText('Serenity/JS Community');
        await expect(page.locator('#nprogress')).toHaveCount(0);
    });

    test('reload the page fully, after a warning, when the next page cannot be loaded', async ({
        page,
        consoleErrors,
    }) => {
        const warnings: string[] = [];
        page.on('console', message => message.type() === 'warning' && warnings.push(message.text()));

        await visit(page, '/handbook/');
        await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
        let blocked = 0;
        await page.route(/\/assets\/js\/.*\.js$/, route => {
            blocked++;
            return route.abort('failed');
        });

        await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Releases', exact: true })
            .click();

        await expect(page).toHaveURL('/releases/');
        await expect(page.locator('h1').first()).toHaveText('Current releases and compatibility');
        await expect.poll(() => page.evaluate(() => 'beforeNavigation' in window)).toBe(false);
        expect(blocked).toBeGreaterThan(0);
        expect(warnings.some(warning => /Loading chunk|ChunkLoadError|Failed to fetch/i.test(warning))).toBe(true);

        // the blocked scripts are logged as failed loads; nothing else may be
        expect(
            consoleErrors.filter(error => !/Failed to load resource|ChunkLoadError|Loading chunk/.test(error)),
        ).toEqual([]);
        consoleErrors.splice(0);
    });

    test('do not scroll when only the query string changes', async ({ page }) => {
        await visit(page, '/__tests__/long-page/');
        const link = page.locator('#query-only-link');
        await link.scrollIntoViewIfNeeded();
        const before = await page.evaluate(() => window.scrollY);
        expect(before).toBeGreaterThan(500);

        await link.click();

        await expect(page).toHaveURL('/__tests__/long-page/?section=2');
        await settled(page);
        expect(await page.evaluate(() => window.scrollY)).toBe(before);
    });
});

test.describe('Handbook pages', () => {
    test('show when each page last changed, from its git history', async ({ page }) => {
        const file = 'handbook/installation.mdx';
        const shallow =
            execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true';
        const timestamp = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], { encoding: 'utf8' }).trim();
        test.skip(shallow || !timestamp, 'needs the full git history of the file');

        await visit(page, '/handbook/installation/');
        const time = page.locator('.theme-last-updated time');
        await expect(time).toHaveAttribute('datetime', new Date(Number(timestamp) * 1000).toISOString());
    });
});

test.describe('Code blocks in tabs', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('a block that was in a hidden tab offers word wrap once its tab is shown, when it scrolls sideways', async ({
        page,
    }) => {
        await visit(page, '/handbook/installation/');
        // the first set of tabs whose second tab holds a code block
        const tabs = page.locator('.tabs-container').filter({ has: page.locator('[role=tabpanel]:nth-child(2) pre') });
        const first = tabs.first();
        const panel = first.locator('[role=tabpanel]').nth(1);
        await expect(panel).toBeHidden();
        await first.getByRole('tab').nth(1).click();
        await expect(panel).toBeVisible();
        const block = panel.locator('.theme-code-block').first();
        const scrolls = () => block.locator('pre').evaluate((pre: HTMLElement) => pre.scrollWidth > pre.clientWidth);
        expect(await scrolls(), 'the block in the second tab is wider than a phone (choose another page)').toBe(true);
        const wordWrap = block.getByRole('button', { name: 'Toggle word wrap' });
        await expect(wordWrap).toBeVisible();
        await wordWrap.click();
        await expect.poll(scrolls).toBe(false);
    });
});

test.describe('Phone menu', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('waits for an idle moment to render, opens at once when tapped before it, and slides out when closed', async ({
        page,
    }) => {
        // no idle moment comes: the menu renders only because the reader opens it
        await page.addInitScript({ content: 'window.requestIdleCallback = () => 0;' });
        await visit(page, '/handbook/installation/');
        const panel = page.locator('.navbar-sidebar');
        await expect(panel).toHaveCount(0);

        await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
        await expect(panel).toBeVisible();
        await panel.getByRole('button', { name: 'Close navigation bar' }).click();
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
        await expect(panel, 'the closed menu stays, to slide out').toHaveCount(1);
    });
});
