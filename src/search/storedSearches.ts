/**
 * Recent and favourite searches are read by the modal straight from localStorage, and its snippets
 * fall back to a stored field as HTML. Anything could have been written there (another script on the
 * origin, an older build, a hand-edited entry), so before the modal opens each stored entry is held to
 * what this site itself stores: a site-relative or http(s) URL, and HTML-safe text. Storage that throws
 * is left alone: the modal treats it as empty.
 */
import { hierarchyLevels } from '../../shared/search/records';
import { htmlSafe } from '../../shared/html';

export const storedSearchKeys = (indexName: string) => [
    `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
    `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
];

export function isSafeHitUrl(url: unknown): boolean {
    if (typeof url !== 'string') {
        return false;
    }
    if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) {
        return true;
    }
    try {
        const { protocol } = new URL(url);
        return protocol === 'https:' || protocol === 'http:';
    } catch {
        return false;
    }
}

type StoredHit = Record<string, unknown> & { hierarchy?: Record<string, unknown> };

export function safeStoredHits(entries: unknown): StoredHit[] {
    if (!Array.isArray(entries)) {
        return [];
    }
    return entries
        .filter(
            (entry): entry is StoredHit =>
                typeof entry === 'object' && entry !== null && isSafeHitUrl((entry as StoredHit).url),
        )
        .map(entry => {
            const hierarchy = typeof entry.hierarchy === 'object' && entry.hierarchy !== null ? entry.hierarchy : {};
            return {
                ...entry,
                hierarchy: Object.fromEntries(
                    hierarchyLevels.map(level => [
                        level,
                        typeof hierarchy[level] === 'string' ? htmlSafe(hierarchy[level] as string) : null,
                    ]),
                ),
                content: typeof entry.content === 'string' ? htmlSafe(entry.content) : null,
                ...Object.fromEntries(['_highlightResult', '_snippetResult'].map(name => [name, undefined])),
            };
        });
}

export function sanitiseStoredSearches(storage: Pick<Storage, 'getItem' | 'setItem'>, indexName: string): void {
    for (const key of storedSearchKeys(indexName)) {
        try {
            const stored = storage.getItem(key);
            if (stored === null) {
                continue;
            }
            let parsed: unknown;
            try {
                parsed = JSON.parse(stored);
            } catch {
                parsed = [];
            }
            const safe = JSON.stringify(safeStoredHits(parsed));
            if (safe !== stored) {
                storage.setItem(key, safe);
            }
        } catch {
            // storage that throws: the modal copes with it on its own
        }
    }
}
