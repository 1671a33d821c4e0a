/**
 * What the not-found page can tell from the address the reader asked for. Browser-safe: no Node.js imports.
 */

/**
 * Words to search the site for, from the last segment of a path that led nowhere:
 * `/handbook/web-testing/shadow-dom/` → `shadow dom`, `/api/core/class/Actr.html` → `actr`.
 */
export function searchTermsFromPath(pathname: string): string {
    let last = pathname.split('/').filter(Boolean).at(-1) ?? '';
    try {
        last = decodeURIComponent(last);
    } catch {
        // a malformed escape: search for the segment as it is
    }
    return last
        .replace(/\.html?$/i, '')
        .replace(/^index$/i, '')
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .join(' ')
        .toLowerCase()
        .slice(0, 64)
        .trim();
}
