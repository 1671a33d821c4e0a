/**
 * Client module: a page requested by a legacy spelling — `/handbook/installation/index.html` is the
 * page's own file, so static hosts serve it — is shown at its clean path, `/handbook/installation/`.
 * Rewriting the address before React hydrates also keeps the router's location equal to the one the
 * page was rendered for, which avoids a hydration mismatch.
 */
/** `/a/index.html` → `/a/`, `/index.html` → `/`; any other path is returned unchanged. */
export function cleanPathOf(pathname: string): string {
    return pathname.replace(/\/index\.html$/, '/');
}

if (typeof window !== 'undefined') {
    const clean = cleanPathOf(window.location.pathname);
    if (clean !== window.location.pathname) {
        window.history.replaceState(
            window.history.state,
            '',
            `${clean}${window.location.search}${window.location.hash}`,
        );
    }
}
