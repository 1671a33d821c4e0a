import { expect, test, visit } from '../support/fixtures';

test.describe('Home page', () => {
    test('tells the reader what Serenity/JS is and where to start', async ({ page }) => {
        await visit(page, '/');
        await expect(page).toHaveTitle('Collaborative test automation at any scale | Serenity/JS');
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('#cta-start-automating')).toHaveAttribute(
            'href',
            '/handbook/tutorials/your-first-web-scenario/',
        );
        await expect(page.locator('#top-banner-link')).toBeVisible();
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
            'content',
            /serenity-js-social-card\.png$/,
        );
    });

    test('every call to action and feature link leads to a live page', async ({ page, request }) => {
        await visit(page, '/');
        const hrefs = await page
            .locator('main a[href^="/"]')
            .evaluateAll(links => [...new Set(links.map(link => link.getAttribute('href')!))]);
        expect(hrefs.length).toBeGreaterThanOrEqual(15);
        for (const href of hrefs) {
            const response = await request.get(href);
            expect(response.status(), href).toBe(200);
        }
    });

    test('loads nothing from other hosts', async ({ page, externalRequests }) => {
        await visit(page, '/');
        await page.mouse.wheel(0, 3000);
        await page.waitForTimeout(500);
        expect(externalRequests).toEqual([]);
    });
});
