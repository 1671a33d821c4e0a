/**
 * A page rank for search records, as a crawler computes one: how many links in the content of the site's
 * other pages lead to the record's page or section. The handbook links the API declarations it teaches with,
 * so `Question.describedAs` (linked from the guides) ranks above the same name on a class nobody mentions.
 */
import type { SearchRecord } from '../../shared/search/records';

export class LinkCounter {
    private readonly counts = new Map<string, number>();
    private readonly origin: string;

    constructor(siteUrl: string) {
        this.origin = new URL(siteUrl).origin;
    }

    /** A link on the page at `fromRoute`; links within a page, to other sites or to files are not counted */
    add(fromRoute: string, href: string): void {
        let target: URL;
        try {
            target = new URL(href, new URL(fromRoute, this.origin));
        } catch {
            return;
        }
        if (target.origin !== this.origin || target.pathname === fromRoute || !target.pathname.endsWith('/')) {
            return;
        }
        for (const key of [target.pathname, ...(target.hash ? [`${target.pathname}${target.hash}`] : [])]) {
            this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
        }
    }

    /** Links to the record's section; a page's title record also counts every link to the page */
    rankOf(record: Pick<SearchRecord, 'url' | 'anchor' | 'type'>): number {
        const { pathname, hash } = new URL(record.url);
        return hash
            ? (this.counts.get(`${pathname}${hash}`) ?? 0)
            : record.type === 'lvl1'
              ? (this.counts.get(pathname) ?? 0)
              : 0;
    }
}

/** Records by the route of their page */
export function recordsByRoute(records: SearchRecord[]): Map<string, SearchRecord[]> {
    const byRoute = new Map<string, SearchRecord[]>();
    for (const record of records) {
        const route = new URL(record.url_without_anchor).pathname;
        const ofRoute = byRoute.get(route) ?? [];
        byRoute.set(route, ofRoute);
        ofRoute.push(record);
    }
    return byRoute;
}
