/**
 * The links from the API page of an error class back to the handbook's troubleshooting entries that explain it.
 * Read from the pages themselves (`handbook/troubleshooting/*.mdx`), so a new entry links itself: every `##` or
 * `###` heading with an explicit id is an entry, and the `api:` links of its section (up to the next heading) name
 * the classes it explains. Only error classes (those whose parents lead to JavaScript's `Error`) get the links:
 * an entry also links the APIs that fix the error, and those pages are not about the error.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { parseMarkdownHeadingId } from '@docusaurus/utils';
import yaml from 'js-yaml';

import {
    type ApiPage,
    type ItemPage,
    type MarkupNode,
    type TocEntry,
    troubleshootingId,
    type TroubleshootingLinks,
} from '../../../shared/api-reference';

export interface TroubleshootingPage {
    /** Where the page is served, e.g. `/handbook/troubleshooting/core/` */
    route: string;
    /** The MDX source, front matter included */
    text: string;
}

/** A `##` or `###` heading of a troubleshooting page, with an explicit id */
export interface TroubleshootingEntry {
    /** The page's title (its front matter's `title`) and route */
    page: { title: string; route: string };
    id: string;
    /** The heading's text, its code spans as `code` */
    title: MarkupNode[];
    /** Where the entry is among all the entries: pages in sidebar order, then entries in page order */
    order: number;
}

/** The `title` and `sidebar_position` of a page's front matter, and the body after it */
function frontMatterOf(text: string): { title?: string; position?: number; body: string } {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
    if (!match) {
        return { body: text };
    }
    const data = (yaml.load(match[1]) ?? {}) as Record<string, unknown>;
    return {
        title: typeof data.title === 'string' ? data.title : undefined,
        position: typeof data.sidebar_position === 'number' ? data.sidebar_position : undefined,
        body: text.slice(match[0].length),
    };
}

/** A heading's text as markup: its code spans as `code`, Markdown's backslash escapes undone */
export function headingMarkup(text: string): MarkupNode[] {
    const unescape = (value: string) => value.replace(/\\([!-/:-@[-`{-~])/g, '$1');
    const nodes: MarkupNode[] = [];
    let rest = text;
    for (let span = /(`+)([\s\S]*?[^`])\1(?!`)/.exec(rest); span; span = /(`+)([\s\S]*?[^`])\1(?!`)/.exec(rest)) {
        if (span.index > 0) {
            nodes.push(unescape(rest.slice(0, span.index)));
        }
        nodes.push(['code', null, span[2].trim() || span[2]]);
        rest = rest.slice(span.index + span[0].length);
    }
    if (rest) {
        nodes.push(unescape(rest));
    }
    return nodes;
}

/** The references of a section's `api:` links (`AssertionError`, `web/PageElement`, `Ensure.that`), fragments dropped */
function apiReferencesIn(lines: string[]): string[] {
    const references = new Set<string>();
    for (const line of lines) {
        for (const match of line.matchAll(/\]\(\s*api:([^)\s#]+)[^)]*\)|^\s*\[[^\]]+\]:\s*api:([^\s#]+)/g)) {
            references.add(match[1] ?? match[2]);
        }
    }
    return [...references];
}

/**
 * Every troubleshooting entry of the pages, under each `api:` reference its section makes: `reference` → entries,
 * in page order (`sidebar_position`, then route) and then in the order of the page. A section runs from its heading
 * to the next `#`, `##` or `###` heading. Headings inside code fences, and headings without an explicit id, are not
 * entries (though a heading without an id ends the section before it).
 */
export function troubleshootingEntries(pages: TroubleshootingPage[]): Map<string, TroubleshootingEntry[]> {
    const parsed = pages
        .map(page => ({ ...page, ...frontMatterOf(page.text) }))
        .sort(
            (a, b) =>
                (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
                a.route.localeCompare(b.route),
        );
    const entries = new Map<string, TroubleshootingEntry[]>();
    let order = 0;
    for (const page of parsed) {
        const of = { title: page.title ?? page.route, route: page.route };
        let section: { heading?: { text: string; id: string }; lines: string[] } = { lines: [] };
        const close = () => {
            const { heading } = section;
            if (!heading) {
                return;
            }
            const entry: TroubleshootingEntry = {
                page: of,
                id: heading.id,
                title: headingMarkup(heading.text),
                order: order++,
            };
            for (const reference of apiReferencesIn(section.lines)) {
                const known = entries.get(reference) ?? [];
                entries.set(reference, known);
                known.push(entry);
            }
        };
        let fence: string | undefined;
        for (const line of page.body.split(/\r?\n/)) {
            const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
            if (fence) {
                if (
                    fenceMark &&
                    fenceMark[0] === fence[0] &&
                    fenceMark.length >= fence.length &&
                    /^\s*[`~]+\s*$/.test(line)
                ) {
                    fence = undefined;
                }
                continue;
            }
            if (fenceMark) {
                fence = fenceMark;
                continue;
            }
            // an entry's own sub-headings (`####`) belong to its section
            const heading = /^(#{1,3})\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
            if (heading) {
                close();
                const { text, id } = parseMarkdownHeadingId(heading[2]);
                section = { heading: id && heading[1].length > 1 ? { text, id } : undefined, lines: [] };
                continue;
            }
            section.lines.push(line);
        }
        close();
    }
    return entries;
}

/** The troubleshooting pages of a folder of the docs (`handbook/troubleshooting`), with the routes they are served at */
export function readTroubleshootingPages(siteDir: string, folder: string, baseUrl: string): TroubleshootingPage[] {
    const dir = path.join(siteDir, folder);
    const base = `${baseUrl}${folder.split(path.sep).join('/')}/`;
    let names: string[];
    try {
        names = readdirSync(dir).filter(name => name.endsWith('.mdx'));
    } catch {
        return [];
    }
    return names.map(name => ({
        route: name === 'index.mdx' ? base : `${base}${name.slice(0, -'.mdx'.length)}/`,
        text: readFileSync(path.join(dir, name), 'utf8'),
    }));
}

/** Is it an error class: does a chain of `extends` lead from it to `Error` (or another built-in error)? */
function errorClassRoutes(pages: ApiPage[]): Set<string> {
    const classes = new Map(
        pages
            .filter((page): page is ItemPage => page.type === 'item' && page.kind === 'class')
            .map(page => [page.route, page]),
    );
    const known = new Map<string, boolean>();
    const isError = (route: string, seen: Set<string>): boolean => {
        const cached = known.get(route);
        if (cached !== undefined) {
            return cached;
        }
        const page = classes.get(route);
        if (!page || seen.has(route)) {
            return false;
        }
        seen.add(route);
        const result = page.hierarchy.extends.some(type => {
            const [parent] = type;
            if (!parent) {
                return false;
            }
            return parent.h?.startsWith('/')
                ? isError(parent.h.split('#')[0], seen)
                : /^(?:[A-Z][A-Za-z]*)?Error$/.test(parent.t);
        });
        known.set(route, result);
        return result;
    };
    return new Set([...classes.keys()].filter(route => isError(route, new Set())));
}

/** The table of contents with the troubleshooting heading where the page shows it: before the first section */
function tocWithTroubleshooting(page: ItemPage): TocEntry[] {
    const entry: TocEntry = { id: troubleshootingId, value: 'Troubleshooting', level: 2 };
    const firstSection = page.sections[0]?.id;
    const at = firstSection ? page.toc.findIndex(candidate => candidate.id === firstSection) : -1;
    return at === -1 ? [...page.toc, entry] : [...page.toc.slice(0, at), entry, ...page.toc.slice(at)];
}

/** Entries by page, in the order of the pages and of their entries */
function byPage(entries: TroubleshootingEntry[]): TroubleshootingLinks[] {
    const pages = new Map<string, TroubleshootingLinks>();
    for (const entry of [...entries].sort((a, b) => a.order - b.order)) {
        const links = pages.get(entry.page.route) ?? { page: entry.page.title, href: entry.page.route, entries: [] };
        pages.set(entry.page.route, links);
        links.entries.push({ id: entry.id, title: entry.title });
    }
    return [...pages.values()];
}

/**
 * The pages, each error class that a troubleshooting entry names with the links to those entries, by page
 * (`troubleshooting`), and a "Troubleshooting" entry in its table of contents. `names` is the reference's index of
 * `api:` links, which turns an entry's `api:AssertionError` into the page it names. Other pages are returned as they are.
 */
export function withTroubleshooting(
    pages: ApiPage[],
    entries: Map<string, TroubleshootingEntry[]>,
    names: Record<string, string[]>,
): ApiPage[] {
    const errorClasses = errorClassRoutes(pages);
    const byRoute = new Map<string, Set<TroubleshootingEntry>>();
    for (const [reference, named] of entries) {
        const routes = names[reference] ?? [];
        // a name that is not documented, or is ambiguous, fails the page's own build (plugins/remark-api-links)
        if (routes.length !== 1) {
            continue;
        }
        const route = routes[0].split('#')[0];
        if (!errorClasses.has(route)) {
            continue;
        }
        const known = byRoute.get(route) ?? new Set<TroubleshootingEntry>();
        byRoute.set(route, known);
        named.forEach(entry => known.add(entry));
    }
    return pages.map(page => {
        const named = page.type === 'item' ? byRoute.get(page.route) : undefined;
        return page.type === 'item' && named
            ? { ...page, troubleshooting: byPage([...named]), toc: tocWithTroubleshooting(page) }
            : page;
    });
}
