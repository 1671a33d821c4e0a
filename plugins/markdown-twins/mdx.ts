/**
 * A page's MDX source as plain Markdown, meaning for meaning: what a reader of the page sees, in the form an
 * assistant reads. The site's own remark plugins run first (`file=` fences filled in, links to
 * serenity-js.org made site-relative, `api:` links resolved), then MDX becomes Markdown:
 *
 * - `<Tabs>`/`<TabItem>` → a bold label before each tab's content;
 * - `:::tip Title` admonitions → blockquotes that start with their label;
 * - code fences lose the lines the page hides (`hide-next-line`, `hide-start`…`hide-end`) and the magic comments;
 *   `sh npm2yarn` fences keep the npm command; Mermaid stays a `mermaid` fence;
 * - links become absolute: a page's → its twin's URL (anchor kept), a file's → its URL on the site;
 * - imported partials (`import X from './_partials/x.mdx'`) are inlined; the site's components say what they show
 *   (components.ts); `{/* comments *\/}` and imports disappear. Anything else in JSX fails, naming the file.
 */
import path from 'node:path';

import type { BlockContent, Code, Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { Node } from 'unist';

import { twinLinkOf } from '../../shared/markdown-twins';
import { admonitionTypes, preprocessMdx } from '../mdx-preprocess';
import remarkApiLinks from '../remark-api-links';
import remarkCodeFromFile from '../remark-code-from-file';
import remarkSiteLinks from '../remark-site-links';
import type { Attributes, ComponentRenderer } from './components';
import { markdownTools } from './markdown';

export interface MdxTwinOptions {
    siteUrl: string;
    /** Origins of links that mean this site (remark-site-links) */
    origins: string[];
    /** The name index of `api:` links (remark-api-links) */
    namesFile: string;
    /** The route of the page an MDX file is the source of, by absolute path */
    routeOfSource: (file: string) => string | undefined;
    /** Whether a root-relative path is a page with a twin */
    isPage: (pathname: string) => boolean;
    components: Record<string, ComponentRenderer>;
    /** Reads a partial or the file of a `file=` fence */
    read: (file: string) => string;
}

export interface PageHeader {
    title: string;
    description?: string;
    /** A line under the description, e.g. a post's date and authors */
    byline?: string;
}

const magicComment =
    /^\s*(?:\/\/|#|<!--|\/\*|\{\/\*)\s*(hide-next-line|hide-start|hide-end|highlight-next-line|highlight-start|highlight-end)\s*(?:-->|\*\/\}?)?\s*$/;

/** The lines of a code block that the page shows: hidden set-up lines and magic comments left out */
export function visibleCode(code: string): string {
    const shown: string[] = [];
    let hiding = false;
    let hideNext = false;
    for (const line of code.split('\n')) {
        const magic = magicComment.exec(line)?.[1];
        if (magic === 'hide-start') {
            hiding = true;
        } else if (magic === 'hide-end') {
            hiding = false;
        } else if (magic === 'hide-next-line') {
            hideNext = true;
        } else if (magic === undefined) {
            if (!hiding && !hideNext) {
                shown.push(line);
            }
            hideNext = false;
        }
    }
    return shown.join('\n').replace(/^\n+/, '');
}

interface JsxAttribute {
    type: string;
    name?: string;
    value?: string | { value: string } | null;
}
interface JsxElement extends Parent {
    type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
    name: string | null;
    attributes: JsxAttribute[];
}
interface Directive extends Parent {
    type: 'containerDirective' | 'leafDirective' | 'textDirective';
    name: string;
}
interface EsmNode extends Node {
    value: string;
}

interface Context {
    file: string;
    /** The route of the page being written (a partial's anchors are the page's) */
    route: string;
    options: MdxTwinOptions;
    /** Imported MDX partials by the name the page gives them */
    partials: Map<string, string>;
    /** Partials being inlined, to stop a partial that imports itself */
    inlining: string[];
}

function where(context: Context, node: Node): string {
    const line = node.position?.start.line;
    return `${context.file}${line ? `:${line}` : ''}`;
}

function attributesOf(element: JsxElement, context: Context): Attributes {
    const attributes: Attributes = {};
    for (const attribute of element.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
            throw new Error(
                `${where(context, element)}: <${element.name}> has a spread attribute, which a twin can't evaluate`,
            );
        }
        const { value } = attribute;
        attributes[attribute.name] =
            value === null || value === undefined
                ? true
                : typeof value === 'string'
                  ? value
                  : value.value.replace(/^(['"])(.*)\1$/, '$2');
    }
    return attributes;
}

function textOf(node: Nodes): string {
    if ('value' in node && typeof node.value === 'string') {
        return node.value;
    }
    return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function rewriteUrl(url: string, context: Context, node: Node): string {
    const { siteUrl, isPage, routeOfSource } = context.options;
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) {
        return url; // absolute: another site, mailto:…
    }
    if (url.startsWith('/')) {
        return twinLinkOf(url, siteUrl, isPage);
    }
    const [, target, fragment] = /^([^#]*)(.*)$/.exec(url) ?? ['', url, ''];
    if (target === '') {
        return twinLinkOf(`${context.route}${fragment}`, siteUrl, isPage); // an anchor of the page itself
    }
    if (/\.mdx?$/.test(target)) {
        const file = path.resolve(path.dirname(context.file), decodeURIComponent(target));
        const route = routeOfSource(file);
        if (!route) {
            throw new Error(`${where(context, node)}: the link to ${url} names a file that is no page of the site`);
        }
        return twinLinkOf(`${route}${fragment}`, siteUrl, isPage);
    }
    throw new Error(
        `${where(context, node)}: the relative link ${url} has no place in a twin: link to a page's .mdx file or to a root-relative URL`,
    );
}

function admonition(node: Directive, context: Context): RootContent[] {
    const [first, ...rest] = node.children as RootContent[];
    const labelled =
        first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
    const label: PhrasingContent[] = labelled
        ? [{ type: 'text', value: `${capitalised(node.name)}: ` }, ...first.children]
        : [{ type: 'text', value: capitalised(node.name) }];
    const body = convertAll((labelled ? rest : node.children) as RootContent[], context) as BlockContent[];
    return [
        {
            type: 'blockquote',
            children: [{ type: 'paragraph', children: [{ type: 'strong', children: label }] }, ...body],
        },
    ];
}

function jsx(element: JsxElement, context: Context): RootContent[] {
    const name = element.name ?? '';
    const flow = element.type === 'mdxJsxFlowElement';
    const children = () => convertAll(element.children as RootContent[], context);
    const asFlow = (inline: PhrasingContent[]): RootContent[] =>
        flow ? [{ type: 'paragraph', children: inline }] : inline;
    switch (name) {
        case '':
            return children(); // a fragment
        case 'Tabs':
            return convertAll(element.children as RootContent[], context);
        case 'TabItem': {
            const attributes = attributesOf(element, context);
            const label = String(attributes.label ?? attributes.value ?? '');
            return [
                { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] },
                ...children(),
            ];
        }
        case 'details':
            return children();
        case 'summary':
            return asFlow([{ type: 'strong', children: children() as PhrasingContent[] }]);
        case 'kbd':
        case 'code':
            return [{ type: 'inlineCode', value: textOf(element as unknown as Nodes) }];
    }
    const partial = context.partials.get(name);
    if (partial) {
        if (context.inlining.includes(partial)) {
            throw new Error(`${where(context, element)}: ${partial} includes itself`);
        }
        const tree = parse(context.options.read(partial), partial, context.options);
        return convertTree(tree, {
            ...context,
            file: partial,
            partials: new Map(),
            inlining: [...context.inlining, partial],
        });
    }
    const render = context.options.components[name];
    if (!render) {
        throw new Error(
            `${where(context, element)}: <${name}> has no Markdown form, so the page's twin would lose it; say what it shows in plugins/markdown-twins/components.ts`,
        );
    }
    let rendered;
    try {
        rendered = render(attributesOf(element, context));
    } catch (error) {
        throw new Error(`${where(context, element)}: ${(error as Error).message}`);
    }
    if ('blocks' in rendered) {
        if (!flow) {
            throw new Error(`${where(context, element)}: <${name}> shows blocks, so it must stand on lines of its own`);
        }
        return rendered.blocks;
    }
    return asFlow(rendered.inline);
}

function code(node: Code): Code {
    const meta = node.meta?.replace(/(^|\s)npm2yarn(?=\s|$)/, ' ').trim();
    return { ...node, value: visibleCode(node.value), meta: meta || null };
}

// `:name` in running text that isn't a directive at all ("at 10:30", "note:this"): its text, as Docusaurus keeps it
function directiveAsText(node: Directive, context: Context): RootContent[] {
    const marker = node.type === 'leafDirective' ? '::' : ':';
    const label = convertAll(node.children as RootContent[], context) as PhrasingContent[];
    const inline: PhrasingContent[] = [
        { type: 'text', value: `${marker}${node.name}${label.length ? '[' : ''}` },
        ...label,
        ...(label.length ? [{ type: 'text' as const, value: ']' }] : []),
    ];
    return node.type === 'leafDirective' ? [{ type: 'paragraph', children: inline }] : inline;
}

function convert(node: RootContent, context: Context): RootContent[] {
    switch (node.type as string) {
        case 'yaml':
        case 'mdxjsEsm':
            return [];
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
            const value = (node as unknown as EsmNode).value.trim();
            if (/^\/\*[\s\S]*\*\/$/.test(value)) {
                return []; // a comment, such as a post's `{/* truncate */}`
            }
            const literal = /^(['"])([\s\S]*)\1$/.exec(value);
            if (literal) {
                return [{ type: 'text', value: literal[2] }];
            }
            throw new Error(`${where(context, node)}: the expression {${value}} can't be written as Markdown`);
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
            return jsx(node as unknown as JsxElement, context);
        case 'containerDirective':
            return admonitionTypes.includes((node as unknown as Directive).name)
                ? admonition(node as unknown as Directive, context)
                : directiveAsText(node as unknown as Directive, context);
        case 'leafDirective':
        case 'textDirective':
            return directiveAsText(node as unknown as Directive, context);
        case 'code':
            return [code(node as Code)];
        case 'link':
        case 'image':
        case 'definition': {
            const link = node as { url: string } & RootContent;
            link.url = rewriteUrl(link.url, context, node);
            break;
        }
    }
    if ('children' in node) {
        (node as Parent).children = convertAll((node as Parent).children as RootContent[], context);
    }
    return [node];
}

function convertAll(nodes: RootContent[], context: Context): RootContent[] {
    return nodes.flatMap(node => convert(node, context));
}

function partialsOf(tree: Root, file: string): Map<string, string> {
    const partials = new Map<string, string>();
    for (const node of tree.children) {
        if ((node.type as string) === 'mdxjsEsm') {
            for (const [, name, source] of (node as unknown as EsmNode).value.matchAll(
                /import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/g,
            )) {
                partials.set(name, path.resolve(path.dirname(file), source));
            }
        }
    }
    return partials;
}

function parse(source: string, file: string, options: MdxTwinOptions): Root {
    const tree = markdownTools().parseMdx(preprocessMdx(source));
    const vfile = { path: file };
    remarkCodeFromFile({ read: options.read })(tree, vfile);
    remarkSiteLinks({ origins: options.origins })(tree);
    remarkApiLinks({ namesFile: options.namesFile })(tree, vfile);
    return tree;
}

function convertTree(tree: Root, context: Context): RootContent[] {
    return convertAll(tree.children, {
        ...context,
        partials: new Map([...context.partials, ...partialsOf(tree, context.file)]),
    });
}

/** The `# title` a page's body may start with; the twin writes its own from the page's metadata */
function withoutContentTitle(nodes: RootContent[]): RootContent[] {
    const first = nodes.findIndex(node => node.type !== 'yaml' && (node.type as string) !== 'mdxjsEsm');
    const node = nodes[first];
    return node?.type === 'heading' && node.depth === 1 ? [...nodes.slice(0, first), ...nodes.slice(first + 1)] : nodes;
}

/** The header every twin starts with: the page's h1, its description as a blockquote, a byline */
export function twinHeader({ title, description, byline }: PageHeader): RootContent[] {
    return [
        { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] },
        ...(description
            ? [
                  {
                      type: 'blockquote' as const,
                      children: [
                          { type: 'paragraph' as const, children: [{ type: 'text' as const, value: description }] },
                      ],
                  },
              ]
            : []),
        ...(byline
            ? [
                  {
                      type: 'paragraph' as const,
                      children: [{ type: 'emphasis' as const, children: [{ type: 'text' as const, value: byline }] }],
                  },
              ]
            : []),
    ];
}

/** The twin of the page at `route` whose MDX source is `source`, at absolute path `file` */
export function mdxToMarkdown(
    source: string,
    { file, route }: { file: string; route: string },
    header: PageHeader,
    options: MdxTwinOptions,
): string {
    const tree = parse(source, file, options);
    tree.children = withoutContentTitle(tree.children);
    const body = convertTree(tree, { file, route, options, partials: new Map(), inlining: [] });
    return markdownTools().stringify({ type: 'root', children: [...twinHeader(header), ...body] });
}
