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
