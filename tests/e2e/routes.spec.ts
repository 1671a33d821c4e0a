import { expect, test } from '../support/fixtures';
import { allRoutes } from '../support/routes';

test.describe('Every route of the specification', () => {
    for (const route of allRoutes) {
        test(`${route} renders a titled, described page`, async ({ page }) => {
            const response = await page.goto(route);
            expect(response?.status(), 'HTTP status').toBe(200);
            await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);

            await expect(page.locator('h1').first()).toBeVisible();
            await expect(page).toHaveTitle(/\S/);
            const description = await page.locator('meta[name="description"]').getAttribute('content');
            expect(description?.trim().length, 'meta description').toBeGreaterThan(20);
            await expect(page.locator('body')).not.toContainText(/lorem ipsum|coming soon/i);
        });
    }
});

test.describe('Paths the site does not have', () => {
    test('show the not-found page', async ({ page, consoleErrors }) => {
        const response = await page.goto('/handbook/no-such-page/');
        expect(response?.status()).toBe(404);
        await expect(page.locator('h1')).toHaveText('Page Not Found');
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        consoleErrors.splice(0); // the browser logs the 404 response itself
    });

    test('offer the search, filled in with the words of the address, and the main sections', async ({
        page,
        consoleErrors,
    }) => {
        await page.goto('/handbook/web-testing/shadow-dom/');
        await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
        const main = page.locator('main');
        const search = main.getByRole('searchbox', { name: 'Search the documentation' });
        await expect(search).toHaveValue('shadow dom');
        await expect(search).toBeInViewport();

        const sections = main.getByRole('list').getByRole('link');
        await expect(sections).toHaveText(['Handbook', 'API reference', 'News', 'Releases', 'Community']);
        expect(await sections.evaluateAll(links => links.map(link => link.getAttribute('href')))).toEqual([
            '/handbook/',
            '/api/',
            '/blog/',
            '/releases/',
            '/community/',
        ]);

        await search.fill('page element');
        await search.press('Enter');
        await expect(page).toHaveURL('/search/?q=page+element');
        await expect(page.locator('h1')).toContainText('page element');
        consoleErrors.splice(0); // the browser logs the 404 response itself
    });

    test('offer to report the broken link, with its address and the page that linked to it filled in', async ({
        page,
        baseURL,
        consoleErrors,
    }) => {
        await page.goto('/handbook/gone/?from=ide#section', { referer: `${baseURL}/handbook/installation/` });
        await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
        const report = page.getByRole('link', { name: 'Report this broken link' });
        await expect(report).toHaveAttribute('href', /[?&]url=/);
        const url = new URL((await report.getAttribute('href'))!);
        expect(url.origin + url.pathname).toBe('https://github.com/serenity-js/serenity-js.org/issues/new');
        expect(url.searchParams.get('template')).toBe('documentation-bug.yml');
        expect(url.searchParams.get('url')).toBe('https://serenity-js.org/handbook/gone/?from=ide#section');
        expect(url.searchParams.get('title')).toBe('[docs] Broken link: /handbook/gone/');
        expect(url.searchParams.get('problem')).toContain(`${baseURL}/handbook/installation/`);
        consoleErrors.splice(0); // the browser logs the 404 response itself
    });
});

test.describe('Legacy spellings of every page', () => {
    for (const route of [
        '/handbook/installation/',
        '/community/contributing/',
        '/releases/versioning/',
        '/legal/license/',
    ]) {
        const clean = route;
        const html = `${route.replace(/\/$/, '')}.html`;
        const indexHtml = `${route}index.html`;

        test(`${html} redirects to ${clean}`, async ({ page }) => {
            await page.goto(html);
            await expect(page).toHaveURL(clean);
            await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
            await expect(page.locator('h1').first()).toBeVisible();
        });

        test(`${indexHtml} shows the page at ${clean}`, async ({ page }) => {
            await page.goto(indexHtml);
            await expect(page).toHaveURL(clean);
            await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
            await expect(page.locator('h1').first()).toBeVisible();
            await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
        });
    }
});
