import type { APIRequestContext } from '@playwright/test';

/** The paths of the pages the built sitemap lists (`baseURL` for a request context made without one) */
export async function sitemapPaths(request: APIRequestContext, baseURL = ''): Promise<string[]> {
    const sitemap = await (await request.get(`${baseURL}/sitemap.xml`)).text();
    return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}
