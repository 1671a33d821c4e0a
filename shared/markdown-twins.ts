/**
 * The Markdown twins of the site's pages: where each one lives, and the links that the "copy page" menu offers.
 * One scheme for every page, kept stable because assistants, editors and other sites link to the twins:
 *
 *   /                              → /index.md
 *   /handbook/installation/        → /handbook/installation.md
 *   /api/core/class/Actor/         → /api/core/class/Actor.md
 *   /api/core/                     → /api/core.md  (and /api/core/llms.txt lists the package's items)
 *
 * The twin sits beside the page's folder, not inside it, so `…/installation/index.md` never competes with
 * the page's own `index.html`. plugins/markdown-twins and plugins/framework write them; the page's HTML
 * announces its twin with `<link rel="alternate" type="text/markdown">` (src/theme/SiteMetadata, through
 * `twinOfLocation`). Browser-safe: no Node.js imports.
 */

/** Where pages that are no part of the published site live (test fixtures): no sitemap entry, no twin */
export const unpublishedRoutePrefixes = ['/__tests__/'];

/** The same places as the globs the sitemap and plugins/markdown-twins take */
export const unpublishedRouteGlobs = unpublishedRoutePrefixes.map(prefix => `${prefix}**`);

/** `/handbook/installation/` → `/handbook/installation.md`; `/` → `/index.md` */
export function twinPathOf(route: string): string {
    const [pathname] = route.split(/[?#]/);
    const trimmed = pathname.replace(/\/+$/, '');
    return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

/**
 * A route of the site's route table (`@generated/routes`), as far as choosing the page of a path needs. Typed as
 * react-router-config types it; Docusaurus gives every route one path, a string.
 */
export interface RouteLike {
    path?: string | string[];
    exact?: boolean;
    routes?: RouteLike[];
}

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '');

function matches(routePath: string, route: RouteLike, pathname: string): boolean {
    const base = withoutTrailingSlash(routePath);
    const path = withoutTrailingSlash(pathname);
    return route.exact || !route.routes ? path === base : base === '' || path === base || path.startsWith(`${base}/`);
}

/**
 * The twin of the page shown at `pathname`, or `undefined` where there is none: the route is chosen as the
 * router's `<Switch>` chooses it, the first match at each level (the site's paths have no parameters), so a path
 * that ends in the catch-all route (not found, `404.html`), in a parent route none of whose children matches (the
 * docs' own not-found), or in an unpublished place has no twin. This is what every page's `<link rel="alternate">`
 * is rendered from, on the server and in the browser alike.
 */
export function twinOfLocation(routes: RouteLike[], pathname: string): string | undefined {
    const route = routes.find(
        candidate =>
            typeof candidate.path === 'string' &&
            (candidate.path === '*' || matches(candidate.path, candidate, pathname)),
    );
    if (!route || typeof route.path !== 'string' || route.path === '*') {
        return undefined;
    }
    if (route.routes) {
        return twinOfLocation(route.routes, pathname);
    }
    const routePath = route.path;
    return unpublishedRoutePrefixes.some(prefix => routePath.startsWith(prefix)) ? undefined : twinPathOf(routePath);
}

/** The media type a twin is served with */
export const twinMediaType = 'text/markdown';

/**
 * A link as a twin writes it: a page of the site (a root-relative path that ends with `/`, as every page's URL
 * does on this site) becomes the absolute URL of that page's twin, anchor kept; any other root-relative path
 * (a file, an image) becomes an absolute URL of the site; absolute and `mailto:` links stay as they are.
 *
 * @param isPage whether a root-relative path is a page with a twin; by default, whether it ends with `/`
 */
export function twinLinkOf(
    href: string,
    siteUrl: string,
    isPage: (pathname: string) => boolean = pathname => pathname.endsWith('/'),
): string {
    if (!href.startsWith('/') || href.startsWith('//')) {
        return href;
    }
    const [, pathname, fragment = ''] = /^([^?#]*)(?:\?[^#]*)?(#.*)?$/.exec(href) ?? [href, href];
    const origin = siteUrl.replace(/\/+$/, '');
    return isPage(pathname) ? `${origin}${twinPathOf(pathname)}${fragment}` : `${origin}${href}`;
}

/** The prompt the "open in …" links start a conversation with: the twin's URL, and what to do with it */
export function assistantPrompt(twinUrl: string): string {
    return `Read ${twinUrl} so that you can answer questions about it and help me apply it in my Serenity/JS project.`;
}

/** Plain links to start a conversation about a page with an assistant; nothing is sent until the reader follows one */
export function assistantLinks(twinUrl: string): Array<{ name: string; href: string }> {
    const q = encodeURIComponent(assistantPrompt(twinUrl));
    return [
        { name: 'ChatGPT', href: `https://chatgpt.com/?hints=search&q=${q}` },
        { name: 'Claude', href: `https://claude.ai/new?q=${q}` },
    ];
}
