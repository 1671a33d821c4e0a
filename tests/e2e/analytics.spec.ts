import { expect, settled, test, visit } from '../support/fixtures';

// `npm run build:test` configures analytics with an endpoint on 127.0.0.1 (see tests/support/static-server.ts)
test.describe('Usage analytics', () => {
    test('sends one page view per page the reader lands on or navigates to, with no cookies', async ({
        page,
        baseURL,
    }) => {
        const views: Array<{ body: Record<string, string>; cookie?: string }> = [];
        page.on('request', request => {
            if (request.url().endsWith('/__analytics/') && request.method() === 'POST') {
                views.push({ body: JSON.parse(request.postData() ?? '{}'), cookie: request.headers().cookie });
            }
        });

        await visit(page, '/');
        await expect.poll(() => views.length).toBe(1);

        await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Community', exact: true })
            .click();
        await expect(page).toHaveURL('/community/');
        await expect.poll(() => views.length).toBe(2);

        expect(views.map(view => view.body)).toEqual([
            { site: 'e2e', path: '/', referrer: '' },
            { site: 'e2e', path: '/community/', referrer: `${baseURL}/` },
        ]);
        expect(views.every(view => view.cookie === undefined)).toBe(true);
        expect(await page.context().cookies()).toEqual([]);
    });

    test('sends nothing when the browser asks not to be tracked', async ({ page }) => {
        await page.addInitScript(() => {
            Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' });
            // a page view is sent as soon as a route has rendered: record every call to fetch as it is made
            const calls: string[] = [];
            Object.assign(window, { fetchCalls: calls });
            const fetch = window.fetch.bind(window);
            window.fetch = (input, init) => {
                calls.push(String(input instanceof Request ? input.url : input));
                return fetch(input, init);
            };
        });
        const fetched = () => page.evaluate(() => (window as unknown as { fetchCalls: string[] }).fetchCalls);

        await visit(page, '/');
        await settled(page);
        await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Releases', exact: true })
            .click();
        await expect(page).toHaveURL('/releases/');
        await expect(page.locator('h1').first()).toHaveText('Current releases and compatibility');
        await settled(page);

        expect((await fetched()).filter(url => url.includes('/__analytics/'))).toEqual([]);
    });
});
