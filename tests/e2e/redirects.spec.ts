import { flattenRedirects, isExternal, redirectsOfThisBuild } from '../../config/redirects';
import { expect, test } from '../support/fixtures';

const redirects = flattenRedirects(redirectsOfThisBuild());

test.describe('Legacy URLs of the previous site', () => {
    for (const { from, to } of redirects.filter(({ to }) => !isExternal(to))) {
        test(`${from} lands on ${to}`, async ({ page }) => {
            await page.goto(from);
            await expect(page).toHaveURL(to);
            await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
            await expect(page.locator('h1').first()).toBeVisible();
            await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');

            const hash = new URL(to, 'http://x').hash;
            if (hash) {
                await expect(page.locator(hash)).toBeAttached();
            }
        });
    }

    for (const { from, to } of redirects.filter(({ to }) => isExternal(to))) {
        test(`${from} sends the reader to ${to} exactly`, async ({ page, context }) => {
            // the external host is unreachable here: answer for it, and record where the browser went
            await context.route(
                url => url.href.startsWith('https://github.com/'),
                route =>
                    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>GitHub stand-in</title>' }),
            );

            await page.goto(from);
            await page.waitForURL(url => url.hostname === 'github.com');
            expect(page.url()).toBe(to);
        });
    }
});
