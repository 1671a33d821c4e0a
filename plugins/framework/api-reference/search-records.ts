/**
 * The search records of the API reference, made from its page data rather than scraped from its HTML: one
 * record per declaration (its kind, module, name, members and signature as fields of their own, the first
 * sentence of its doc comment as the text a hit shows), one per documented member, one per section of a doc
 * comment or README. No page chrome ("Defined in", modifier badges, "Returns" headings) gets into them.
 * plugins/search-index puts them into the index in place of what it would extract from the API pages.
 */

import type { ApiPage, ItemPage, MarkupNode, MemberDoc, OverviewPage, Part } from '../../../shared/api-reference';
import { plainText } from '../../../shared/api-reference';
import { htmlSafe } from '../../../shared/html';
import { objectIds } from '../../search-index/object-ids';
import {
    type ApiRecordFields,
    type Hierarchy,
    hierarchyLevels,
    type RecordType,
    type SearchRecord,
} from '../../../shared/search/records';

/** The section the search groups API hits under */
export const apiSection = 'API';

const memberKinds: Record<string, string> = {
    constructors: 'constructor',
    properties: 'property',
    accessors: 'accessor',
    methods: 'method',
    'enumeration-members': 'enum member',
};

const code = (parts: Part[] | undefined) => (parts ?? []).map(part => part.t).join('');

/** The first sentence of a text: what a hit shows under its title */
export function firstSentence(text: string, maxLength = 200): string {
    const clean = text.replace(/\s+/g, ' ').trim();
    const end = /[.!?](?=\s+[A-Z`"'(]|$)/.exec(clean);
    const sentence = end ? clean.slice(0, end.index + 1) : clean;
    return sentence.length > maxLength ? `${sentence.slice(0, maxLength - 1).replace(/\s+\S*$/, '')}…` : sentence;
}

/** A text's first paragraph, as plain text */
function summaryOf(nodes: MarkupNode[] | undefined): string | null {
    const paragraph = (nodes ?? []).find(node => typeof node !== 'string' && node[0] === 'p');
    const text = paragraph ? plainText([paragraph]) : plainText((nodes ?? []).filter(node => typeof node === 'string'));
    return text.trim() ? firstSentence(text) : null;
}

export interface MarkupSection {
    id: string;
    heading: string;
    level: number;
    text: string;
}

/** The headed sections of markup (a doc comment, a README): each heading with the text up to the next one */
export function markupSections(nodes: MarkupNode[]): MarkupSection[] {
    const sections: MarkupSection[] = [];
    for (const node of nodes) {
        if (typeof node === 'string') {
            continue;
        }
        const [tag, properties, ...children] = node;
        if (/^h[2-6]$/.test(tag) && properties?.id) {
            sections.push({ id: properties.id, heading: plainText(children).trim(), level: Number(tag[1]), text: '' });
        } else if (tag !== 'pre' && sections.length > 0) {
            const current = sections[sections.length - 1];
            current.text = `${current.text} ${plainText([node])}`.replace(/\s+/g, ' ').trim();
        }
    }
    return sections;
}

export function apiSearchRecords(pages: ApiPage[], siteUrl: string): SearchRecord[] {
    const records: SearchRecord[] = [];
    const objectIdOf = objectIds();

    const add = (
        page: ApiPage,
        anchor: string | null,
        type: RecordType,
        headings: Array<string | null>,
        content: string | null,
        api?: ApiRecordFields,
    ) => {
        const pageUrl = new URL(page.route, siteUrl).href;
        const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
        const hierarchy = Object.fromEntries(
            hierarchyLevels.map((level, index) => {
                const heading = index === 0 ? apiSection : (headings[index - 1] ?? null);
                return [level, heading === null ? null : htmlSafe(heading)];
            }),
        ) as Hierarchy;
        const identity = `${url} ${type}`;
        records.push({
            objectID: objectIdOf(identity),
            url,
            url_without_anchor: pageUrl,
            anchor,
            type,
            hierarchy,
            content: content === null ? null : htmlSafe(content),
            weight: {
                pageRank: 0,
                level: type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)),
                position: records.length,
            },
            language: 'en',
            version: [],
            docusaurus_tag: 'default',
            ...(api ? { api } : {}),
        });
    };

    const commentSections = (page: ApiPage, title: string, module: string, nodes: MarkupNode[]) => {
        for (const section of markupSections(nodes)) {
            const type = `lvl${Math.min(section.level, 6)}` as RecordType;
            add(
                page,
                section.id,
                type,
                [title, section.heading],
                section.text ? firstSentence(section.text, 400) : null,
                {
                    kind: 'section',
                    name: title,
                    module,
                },
            );
        }
    };

    const memberName = (page: ItemPage, member: MemberDoc) =>
        member.name === 'constructor' ? `new ${page.name}` : `${page.name}.${member.name}`;

    const itemRecords = (page: ItemPage) => {
        const module = page.module.importPath;
        const ownMembers = page.sections.flatMap(section =>
            section.members.filter(member => !member.inheritedFrom).map(member => ({ section, member })),
        );
        add(page, null, 'lvl1', [page.name], summaryOf(page.comment?.summary), {
            kind: page.kind,
            name: page.name,
            module,
            members: [...new Set(ownMembers.map(({ member }) => member.name))],
            signature: code(page.code ?? page.signatures[0]?.code),
        });
        commentSections(page, page.name, module, page.comment?.summary ?? []);
        for (const { section, member } of ownMembers) {
            add(
                page,
                member.anchor,
                'lvl3',
                [page.name, section.title, member.name],
                summaryOf(member.comment?.summary ?? member.signatures[0]?.comment?.summary),
                {
                    kind: memberKinds[section.id] ?? 'member',
                    name: memberName(page, member),
                    module,
                    signature: `${member.flags.includes('static') ? 'static ' : ''}${code(member.code ?? member.signatures[0]?.code)}`,
                },
            );
        }
    };

    const overviewRecords = (page: OverviewPage) => {
        const module = page.module.importPath;
        add(
            page,
            null,
            'lvl1',
            [module],
            page.module.label === 'Overview' ? page.catalogueEntry.description : page.module.label,
            {
                kind: 'module',
                name: module,
                module,
            },
        );
        for (const declaration of page.declarations) {
            add(
                page,
                declaration.name,
                'lvl3',
                [module, declaration.kind === 'type' ? 'Type Aliases' : 'Variables', declaration.name],
                summaryOf(declaration.comment?.summary),
                { kind: declaration.kind, name: declaration.name, module, signature: code(declaration.code) },
            );
        }
        commentSections(page, module, module, page.readme);
    };

    for (const page of pages) {
        if (page.type === 'item') {
            itemRecords(page);
        } else {
            overviewRecords(page);
        }
    }
    return records;
}
