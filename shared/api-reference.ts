/**
 * The API reference's page data, as plugins/framework/api-reference writes it (one data file per route)
 * and as src/components/ApiReference renders it. Types, and the one helper both sides need. Browser-safe.
 */
import type { ModuleItem } from './catalogue';

/** A text node, or `[tagName, properties, ...children]`: the compact HTML tree doc comments are rendered into */
export type MarkupNode = string | MarkupElement;
export type MarkupElement = [string, Record<string, string> | null, ...MarkupNode[]];

/** Plain text of markup, e.g. for a page's description meta or a code block's source */
export function plainText(nodes: MarkupNode[]): string {
    return nodes.map(node => (typeof node === 'string' ? node : plainText(node.slice(2) as MarkupNode[]))).join('');
}

/** A piece of highlighted code: `t`ext; `k`ind of token (keyword, type, name, literal or punctuation); `h`ref when it links somewhere */
export interface Part {
    t: string;
    k?: 'k' | 't' | 'n' | 'l' | 'p';
    h?: string;
}

export type ItemKind = 'class' | 'function' | 'interface' | 'enum';
/** Declarations documented on their module's overview page, each under an anchor of its own */
export type OverviewKind = 'type' | 'variable';

export interface Source {
    file: string;
    line: number;
    url: string;
}

export interface RenderedComment {
    summary: MarkupNode[];
    /** Block tags other than those shown elsewhere (params, returns) */
    tags: Array<{ tag: string; content: MarkupNode[] }>;
    deprecated?: MarkupNode[];
    modifiers: string[];
}

export interface ParameterDoc {
    name: string;
    type: Part[];
    optional: boolean;
    rest: boolean;
    defaultValue?: string;
    comment: MarkupNode[];
}

export interface SignatureDoc {
    code: Part[];
    typeParameters: Array<{ name: string; comment: MarkupNode[] }>;
    parameters: ParameterDoc[];
    returns?: { type: Part[]; comment: MarkupNode[] };
    comment?: RenderedComment;
    source?: Source;
}

export interface Link {
    text: string;
    href?: string;
}

export interface MemberDoc {
    name: string;
    anchor: string;
    flags: string[];
    inheritedFrom?: Link;
    overrides?: Link;
    /** Properties and enum members show a single line of code and a comment; callables show signatures */
    code?: Part[];
    comment?: RenderedComment;
    signatures: SignatureDoc[];
    source?: Source;
}

export interface Section {
    title: string;
    /** The heading's id, which the table of contents links to */
    id: string;
    members: MemberDoc[];
}

export interface TocEntry {
    id: string;
    value: string;
    level: number;
}

export interface ModuleInfo {
    slug: string;
    packageName: string;
    importPath: string;
    route: string;
    label: string;
}

/** The id of the heading above an error class's troubleshooting entries, on its page and in its twin */
export const troubleshootingId = 'troubleshooting';

/** What the list of an error class's troubleshooting entries says first, on its page and in its twin */
export const troubleshootingIntro = 'What the messages of this error mean, why they happen and how to fix them:';

/** The entries of one troubleshooting page of the handbook that explain an error class */
export interface TroubleshootingLinks {
    /** The page's title: `Core, assertions and test runners` */
    page: string;
    /** Its route: `/handbook/troubleshooting/core/` */
    href: string;
    /** Each entry's heading id on that page (`assertion-error`) and text (`[['code', null, 'Ensure.that(...)'], ' failed']`) */
    entries: Array<{ id: string; title: MarkupNode[] }>;
}

export interface ItemPage {
    type: 'item';
    route: string;
    module: ModuleInfo;
    kind: ItemKind;
    name: string;
    description: string;
    flags: string[];
    comment?: RenderedComment;
    /** A class's or interface's declaration line; a function's signatures */
    code?: Part[];
    signatures: SignatureDoc[];
    hierarchy: { extends: Part[][]; implements: Part[][]; extendedBy: Link[]; implementedBy: Link[] };
    sections: Section[];
    source?: Source;
    /** An error class's troubleshooting entries (handbook/troubleshooting/*.mdx) by page, when any entry names it */
    troubleshooting?: TroubleshootingLinks[];
    toc: TocEntry[];
}

export interface OverviewDeclaration {
    name: string;
    kind: OverviewKind;
    code: Part[];
    comment?: RenderedComment;
    source?: Source;
}

export interface OverviewPage {
    type: 'overview';
    route: string;
    module: ModuleInfo;
    version: string;
    description: string;
    categories: Array<{
        title: string;
        id: string;
        items: Array<{
            name: string;
            kind: ItemKind | OverviewKind;
            href: string;
            summary: MarkupNode[];
            deprecated: boolean;
        }>;
    }>;
    declarations: OverviewDeclaration[];
    /** The package README (main entry points only), its `##` headings as h3 under "About this module" */
    readme: MarkupNode[];
    /** The package's entry in the module catalogue: description, engines, the tools it works with */
    catalogueEntry: ModuleItem;
    toc: TocEntry[];
}

export type ApiPage = ItemPage | OverviewPage;

/** The `api` sidebar, in the shape the theme's docs sidebar renders */
export interface SidebarLink {
    type: 'link';
    label: string;
    href: string;
    className?: string;
}

export interface SidebarCategory {
    type: 'category';
    label: string;
    href?: string;
    collapsible: boolean;
    collapsed: boolean;
    className?: string;
    items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

/** The heading a doc comment's block tag (`@example`, `@throws`…) shows under, on the page and in its twin */
const tagTitles: Record<string, string> = {
    example: 'Example',
    throws: 'Throws',
    see: 'See also',
    remarks: 'Remarks',
    version: 'Version',
    since: 'Since',
    defaultValue: 'Default value',
    default: 'Default value',
    listens: 'Listens to',
    emits: 'Emits',
    experimental: 'Experimental',
};

export function tagTitleOf(tag: string): string {
    return tagTitles[tag] ?? tag;
}
