/**
 * The API pages' Markdown twins, kept between builds. A twin is a pure function of its page's data, the site's URL,
 * the code that writes twins and the packages that code uses, so it is converted again only when one of those
 * changes: a warm build of an unchanged API reference copies its 336 twins instead of converting each page's data
 * to Markdown again (most of the time the twins add to a warm build). `docusaurus clear` empties the cache.
 */
import { createHash } from 'node:crypto';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';

export interface TwinCache {
    /** The twin of a page with this key, from the cache, or written by `write` and kept */
    twinOf(key: string, write: () => string): string;
    /** Keeps the twins of this build, and only those, for the next one */
    save(): Promise<void>;
    readonly hits: number;
}

const digestOf = (...parts: string[]) => {
    const hash = createHash('sha256');
    parts.forEach(part => hash.update(part).update('\0'));
    return hash.digest('hex');
};

/**
 * What every twin depends on besides its page: the source files of the code that writes twins, and the lockfile,
 * which pins the Markdown libraries that code calls.
 */
export function twinCacheSalt(writerSources: string[], lockfile: string): string {
    return digestOf(
        ...writerSources.map(file => readFileSync(file, 'utf8')),
        existsSync(lockfile) ? readFileSync(lockfile, 'utf8') : '',
    );
}

/** The key of a page's twin: the salt, the site's URL and the page's data as the page itself receives it */
export function twinCacheKey(salt: string, siteUrl: string, pageData: string): string {
    return digestOf(salt, siteUrl, pageData);
}

/** The cache kept in `file`; a missing or unreadable file is an empty cache */
export async function openTwinCache(file: string): Promise<TwinCache> {
    let previous: Record<string, string> = {};
    try {
        const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
            previous = parsed as Record<string, string>;
        }
    } catch {
        // no cache yet, or one a crash left half-written: every twin is written again
    }
    const current: Record<string, string> = {};
    let hits = 0;
    return {
        twinOf(key, write) {
            const cached = Object.hasOwn(previous, key) ? previous[key] : undefined;
            if (typeof cached === 'string') {
                hits++;
                current[key] = cached;
                return cached;
            }
            return (current[key] = write());
        },
        async save() {
            await fs.mkdir(path.dirname(file), { recursive: true });
            const temporary = `${file}.${process.pid}.tmp`;
            await fs.writeFile(temporary, JSON.stringify(current));
            await fs.rename(temporary, file);
        },
        get hits() {
            return hits;
        },
    };
}
