/**
 * Search records from a built page, following the DocSearch crawler's template for Docusaurus v3, so
 * the embedded index and a hosted one (pushed by `npm run search:push`, or crawled by Algolia) hold the
 * same records: lvl0 is the page's section, lvl1 its title, h2–h6 the lower levels (a table's first
 * column is lvl5), and the text under each heading is aggregated into one content record.
 */

import { type AnyNode, type Cheerio, type CheerioAPI, type Element, load } from 'cheerio';

import { type Hierarchy, hierarchyLevels, type RecordType, type SearchRecord } from '../../shared/search/records';
import { htmlSafe } from '../../shared/html';
import { objectIds } from './object-ids';

export interface ExtractOptions {
    /** The site's absolute URL, e.g. `https://serenity-js.org`. */
    siteUrl: string;
    /** The page's route, e.g. `/handbook/design/assertions/`. */
    route: string;
    /** lvl0 for pages under a route prefix, whatever their sidebar says (e.g. `/api/` → `API`). */
    sections?: Record<string, string>;
    /** lvl0 of a page with no active sidebar category or navbar item. */
    defaultLvl0?: string;
    /** Called with the target of every link in the page's content (not its navigation), site-relative or absolute */
    onLink?: (href: string) => void;
}

/** Content is cut here so that a record stays under Algolia's 10 KB limit. */
export const maxContentBytes = 8 * 1024;

/** Parts of a page that are not its content: navigation, tables of contents, buttons, code, ... */
const excluded = [
    'script',
    'style',
    'noscript',
    'template',
    'svg',
    'button',
    // code is left out, but not a plain-text block: that is where pages quote the messages readers paste
    'pre:not(.language-text)',
    'nav',
    'aside',
    'footer',
    '.hash-link',
    // what a page marks as no part of its text for search engines (its "copy page" menu)
    '[data-nosnippet]',
    '.theme-doc-breadcrumbs',
    '.theme-doc-toc-mobile',
    '.theme-doc-toc-desktop',
    '.table-of-contents',
    '.theme-doc-footer',
    '.theme-doc-version-badge',
    '.theme-doc-version-banner',
    '.pagination-nav',
    '[hidden]',
    '[aria-hidden="true"]',
].join(', ');

const levelOf: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

function clean(text: string): string {
    return text
        .replace(/\u200B/g, '')
        .replace(/\s+/g, ' ')
        .trim();
}

function truncate(text: string, bytes: number): string {
    if (Buffer.byteLength(text) <= bytes) {
        return text;
    }
    let cut = text.slice(0, bytes);
    while (Buffer.byteLength(cut) > bytes) {
        cut = cut.slice(0, -1);
    }
    return cut.replace(/\s+\S*$/, '');
}

export function isIndexable($: CheerioAPI): boolean {
    const robots = $('meta[name="robots"], meta[property="robots"]')
        .map((_, element) => $(element).attr('content') ?? '')
        .get()
        .join(',');
    return !/noindex/i.test(robots);
}

/** The crawler's lvl0: the last active sidebar category, else the active navbar item. */
function sectionOf($: CheerioAPI, options: ExtractOptions): string {
    const byRoute = Object.entries(options.sections ?? {})
        .filter(([prefix]) => options.route.startsWith(prefix))
        .sort(([a], [b]) => b.length - a.length)[0];
    if (byRoute) {
        return byRoute[1];
    }
    for (const selector of [
        '.menu__link.menu__link--sublist.menu__link--active',
        '.navbar__item.navbar__link--active',
    ]) {
        const text = clean($(selector).last().text());
        if (text) {
            return text;
        }
    }
    return options.defaultLvl0 ?? 'Documentation';
}

function metaAttributes($: CheerioAPI): { language: string; version: string[]; docusaurus_tag: string } {
    const meta = (name: string) => $(`meta[name="docsearch:${name}"]`).attr('content');
    return {
        language: meta('language') ?? 'en',
        version: (meta('version') ?? '')
            .split(',')
            .map(value => value.trim())
            .filter(Boolean),
        docusaurus_tag: meta('docusaurus_tag') ?? 'default',
    };
}

/** The page's content: its single article, else its main element, else the body. */
function contentRoot($: CheerioAPI): Cheerio<AnyNode> {
    const articles = $('article');
    if (articles.length === 1) {
        return articles.first();
    }
    const main = $('main');
    return main.length > 0 ? main.first() : $('body');
}

function ownText($: CheerioAPI, element: Element): string {
    const copy = $(element).clone();
    copy.find('ul, ol, p, table, pre').remove();
    return clean(copy.text());
}

/** The page's description and keywords (front matter), as its meta tags give them */
function summaryOf($: CheerioAPI): string {
    return clean(
        ['description', 'keywords']
            .map(name => $(`meta[name="${name}"]`).attr('content') ?? '')
            .filter(Boolean)
            .join(' '),
    );
}

export function searchRecordsFromHtml(html: string, options: ExtractOptions): SearchRecord[] {
    const $ = load(html);
    if (!isIndexable($)) {
        return [];
    }
    const meta = metaAttributes($);
    const root = contentRoot($);
    root.find(excluded).remove();
    if (options.onLink) {
        root.find('a[href]').each((_, element) => options.onLink?.($(element).attr('href') ?? ''));
    }

    const pageUrl = new URL(options.route, options.siteUrl).href;
    const hierarchy: Hierarchy = {
        lvl0: sectionOf($, options),
        lvl1: null,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
    };
    const records: SearchRecord[] = [];
    const objectIdOf = objectIds();
    let anchor: string | null = null;
    let position = 0;
    let pending: string[] = [];
    let inTable = false;

    const emit = (type: RecordType, content: string | null) => {
        if (!hierarchy.lvl1) {
            return; // as the crawler: no title, no record
        }
        const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
        const safeHierarchy = Object.fromEntries(
            hierarchyLevels.map(level => [level, hierarchy[level] === null ? null : htmlSafe(hierarchy[level])]),
        ) as Hierarchy;
        const identity = JSON.stringify({ url, type, hierarchy: safeHierarchy });
        const level = type === 'content' ? 0 : 100 - 10 * Number(type.slice(3));
        records.push({
            objectID: objectIdOf(identity),
            url,
            url_without_anchor: pageUrl,
            anchor,
            type,
            hierarchy: safeHierarchy,
            content: content === null ? null : htmlSafe(truncate(content, maxContentBytes)),
            weight: { pageRank: 0, level, position: position++ },
            ...meta,
        });
    };
    const flush = () => {
        const text = pending.join(' ').trim();
        pending = [];
        if (text) {
            emit('content', text);
        }
    };
    const setLevel = (level: number, text: string, id: string | null) => {
        flush();
        hierarchy[hierarchyLevels[level]] = text;
        for (let deeper = level + 1; deeper < hierarchyLevels.length; deeper++) {
            hierarchy[hierarchyLevels[deeper]] = null;
        }
        if (id !== undefined) {
            anchor = id;
        }
        emit(`lvl${level}` as RecordType, null);
    };

    root.find('h1, h2, h3, h4, h5, h6, p, li, td, pre').each((_, element) => {
        const tag = element.tagName.toLowerCase();
        if (tag !== 'td' && inTable) {
            // a table's first column stood for lvl5 only within the table
            flush();
            inTable = false;
            hierarchy.lvl5 = null;
        }
        if (tag in levelOf) {
            const text = clean($(element).text());
            if (!text) {
                return;
            }
            const level = levelOf[tag];
            if (level === 1) {
                flush();
                anchor = $(element).attr('id') ?? null;
                hierarchy.lvl1 = text;
                for (const deeper of hierarchyLevels.slice(2)) {
                    hierarchy[deeper] = null;
                }
                // the page's summary and keywords, which its author wrote in the words readers search with
                emit('lvl1', summaryOf($) || null);
                return;
            }
            setLevel(level, text, $(element).attr('id') ?? anchor);
            return;
        }
        if (tag === 'td') {
            const cells = $(element).parent().children('td');
            const text = clean($(element).text());
            if (cells.length > 1 && cells.first().is(element)) {
                inTable = true;
                if (text) {
                    setLevel(5, text, anchor);
                }
            } else if (text) {
                // every other column: a table of old and new names needs both
                pending.push(text);
            }
            return;
        }
        if ((tag === 'p' || tag === 'pre') && $(element).parents('td').length > 0) {
            return; // read with its cell
        }
        const text = tag === 'li' ? ownText($, element) : clean($(element).text());
        if (text) {
            pending.push(text);
        }
    });
    flush();
    return records;
}
