/**
 * What a page needs before it can render and hydrate, in gzip bytes, and how that compares with its
 * budget (tests/budgets.ts). Pure helpers, used by tests/e2e/budgets.spec.ts.
 */
import { gzipSync } from 'node:zlib';

export interface Asset {
    /** the file's path in the site, e.g. `/assets/js/main.1234abcd.js` */
    path: string;
    kind: 'js' | 'css';
    /** gzip-compressed size, bytes */
    gzip: number;
}

export interface Budget {
    /** most JavaScript, gzip bytes */
    js: number;
    /** most CSS, gzip bytes */
    css: number;
}

/** Size of a file as a host sends it: gzip at the default level, which is what GitHub Pages and most CDNs use */
export function gzipBytes(body: Buffer | string): number {
    return gzipSync(body).length;
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

const fileName = (assetPath: string) => assetPath.split('/').pop() ?? assetPath;

/**
 * The breaches of a budget, one message each, naming the template, the excess and the largest files of that
 * kind (where to look first); none when the page is within its budget.
 */
export function budgetBreaches(template: string, route: string, assets: Asset[], budget: Partial<Budget>): string[] {
    const breaches: string[] = [];
    for (const kind of ['js', 'css'] as const) {
        const limit = budget[kind];
        if (limit === undefined) {
            continue;
        }
        const files = assets.filter(asset => asset.kind === kind).sort((a, b) => b.gzip - a.gzip);
        const total = files.reduce((sum, asset) => sum + asset.gzip, 0);
        if (total > limit) {
            const largest = files
                .slice(0, 5)
                .map(asset => `${fileName(asset.path)} ${kib(asset.gzip)}`)
                .join(', ');
            breaches.push(
                `${template} (${route}): ${kib(total)} of ${kind === 'js' ? 'JavaScript' : 'CSS'} (gzip) before it renders, ${kib(total - limit)} over its budget of ${kib(limit)}. Largest: ${largest}`,
            );
        }
    }
    return breaches;
}
