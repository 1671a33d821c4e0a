import type { Browser, BrowserContext } from 'playwright-core';

/** A browser context of the given size in which nothing but the site's own server answers. */
export async function siteOnlyContext(
    browser: Browser,
    origin: string,
    viewport: { width: number; height: number },
): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport });
    await context.route(
        url => url.origin !== origin,
        request => request.abort(),
    );
    return context;
}
