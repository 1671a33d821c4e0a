/**
 * `/llms.txt` in the shape llmstxt.org describes (an H1 with the site's name, a blockquote summary, a few words on
 * how to read it, then H2 sections of `- [Title](URL): description` links to the twins), and `/llms-full.txt`: the
 * handbook, releases and community twins in one Markdown file, in sidebar order. Pure: data in, text out.
 */
import { twinLinkOf } from '../../shared/markdown-twins';

/** The items of a docs sidebar, as far as their order goes (the docs plugin's loaded sidebars) */
export type DocsSidebarItem =
    | { type: 'doc' | 'ref'; id: string }
    | { type: 'category'; items: DocsSidebarItem[]; link?: { type: string; id?: string } }
    | { type: 'link' | 'html' };

export interface LlmsLink {
    title: string;
    /** A page's route (linked to its twin), or an absolute URL */
    href: string;
    description?: string;
}

export interface LlmsSection {
    title: string;
    links: LlmsLink[];
}

export interface LlmsSite {
    name: string;
    summary: string;
    siteUrl: string;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function llmsTxt(site: LlmsSite, details: string[], sections: LlmsSection[]): string {
    const lines = [`# ${site.name}`, '', `> ${oneLine(site.summary)}`, ''];
    for (const paragraph of details) {
        lines.push(paragraph, '');
    }
    for (const section of sections.filter(candidate => candidate.links.length > 0)) {
        lines.push(`## ${section.title}`, '');
        for (const link of section.links) {
            const url = /^https?:/.test(link.href) ? link.href : twinLinkOf(link.href, site.siteUrl);
            lines.push(
                `- [${link.title.replace(/[[\]]/g, '\\$&')}](${url})${link.description ? `: ${oneLine(link.description)}` : ''}`,
            );
        }
        lines.push('');
    }
    return lines.join('\n');
}

/** Several twins as one document, each after a rule and starting with its h1 and the page it is the twin of */
export function llmsFullTxt(
    site: LlmsSite,
    intro: string,
    documents: Array<{ route: string; markdown: string }>,
): string {
    const parts = [`# ${site.name}: ${intro}\n\n> ${oneLine(site.summary)}\n`];
    for (const { route, markdown } of documents) {
        const [heading, ...rest] = markdown.split('\n');
        const pageUrl = `${site.siteUrl.replace(/\/+$/, '')}${route}`;
        parts.push(`${heading}\n\nPage: <${pageUrl}>\n${rest.join('\n')}`);
    }
    return `${parts.map(part => part.trim()).join('\n\n---\n\n')}\n`;
}

/** The ids of a docs sidebar's pages, in the order the sidebar shows them (a category's own page first) */
export function docIdsInSidebarOrder(items: DocsSidebarItem[]): string[] {
    const ids: string[] = [];
    for (const item of items) {
        if (item.type === 'doc' || item.type === 'ref') {
            ids.push(item.id);
        } else if (item.type === 'category') {
            if (item.link?.type === 'doc' && item.link.id) {
                ids.push(item.link.id);
            }
            ids.push(...docIdsInSidebarOrder(item.items));
        }
    }
    return [...new Set(ids)];
}
