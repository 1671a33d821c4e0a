/**
 * Where the API reference lives: its routes, and the data files a production build publishes for the browser. Kept
 * apart from shared/api-reference.ts and shared/catalogue.ts, and free of imports, because the route table in
 * `main.js` (src/components/ApiReference/pageRoutes.tsx) needs these few lines of it on every page. Browser-safe.
 */

export const apiBasePath = '/api/';

/**
 * Where a production build publishes the API pages' data for the browser, relative to the site's base URL: one JSON
 * file per page in a folder named after a digest of them all, `assets/api-pages/<digest>/`. The browser fetches a
 * page's file when the reader goes to it, so the route table that every page downloads first needs no entry of its
 * own per API page (plugins/framework/client-routes.js); the digest lets the files be cached like the scripts.
 */
export const apiPageDataFolder = 'assets/api-pages';

/** `/api/core/class/Actor/` → `core/class/Actor.json`, the file of that page in {@link apiPageDataFolder} */
export function apiPageDataFile(route: string): string {
    if (!route.startsWith(apiBasePath) || !route.endsWith('/') || route === apiBasePath) {
        throw new Error(`${route} is not the route of an API page (${apiBasePath}<slug>/…/)`);
    }
    return `${route.slice(apiBasePath.length, -1)}.json`;
}
