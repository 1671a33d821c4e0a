/**
 * Doc comments are Markdown. They are turned into a compact, allow-listed HTML tree at build time, so
 * that a page ships only its own data and the browser needs no Markdown parser: the page component
 * maps the tree to React elements, with links through Docusaurus' `<Link>` (so the build checks them)
 * and code through the theme's `<CodeBlock>` (so it is highlighted like the rest of the site).
 */
import type { Slugger } from '@docusaurus/utils';

import { type MarkupElement, type MarkupNode, plainText } from '../../../shared/api-reference';

interface HastNode {
    type: string;
    tagName?: string;
    value?: string;
    properties?: Record<string, unknown>;
    children?: HastNode[];
}

interface Processor {
    runSync(tree: unknown): unknown;
    parse(markdown: string): unknown;
}

let processor: Processor | undefined;
const parsed = new Map<string, HastNode>();

export async function loadMarkdownProcessor(): Promise<void> {
    if (processor) {
        return;
    }
    // the unified packages are ESM only
    const [
        { unified },
        { default: remarkParse },
        { default: remarkGfm },
        { default: remarkRehype },
        { default: rehypeRaw },
    ] = await Promise.all([
        import('unified'),
        import('remark-parse'),
        import('remark-gfm'),
        import('remark-rehype'),
        import('rehype-raw'),
    ]);
    processor = unified()
        .use(remarkParse)
        .use(remarkGfm)
        .use(remarkRehype, { allowDangerousHtml: true })
        .use(rehypeRaw) as unknown as Processor;
}

const allowedTags = new Set([
    'p',
    'a',
    'code',
    'pre',
    'em',
    'strong',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'br',
    'hr',
    'del',
    'sup',
    'sub',
    'kbd',
    'details',
    'summary',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'aside',
]);
const allowedProperties: Record<string, string[]> = {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['className'],
    th: ['align'],
    td: ['align'],
    aside: ['dataAdmonition', 'dataTitle'],
};

export interface ImageSize {
    width: number;
    height: number;
}

/** A heading found in Markdown, with the id it was given */
export interface Heading {
    id: string;
    text: string;
    level: number;
}

export interface MarkupOptions {
    /** Rewrites a link or image URL; return `undefined` to keep it */
    rewriteUrl: (url: string) => string | undefined;
    /** Whether to keep an image; by default all are kept */
    allowImage?: (src: string) => boolean;
    /**
     * The intrinsic size of an image the site serves (its `src` after `rewriteUrl`), for the `<img>`'s `width`
     * and `height`, so the page keeps its layout while the image loads; `undefined` for one it cannot tell
     */
    imageSize?: (src: string) => ImageSize | undefined;
    /**
     * The level the comment's highest heading becomes; the others follow it without skipping a level (a
     * comment that starts at `##`, or jumps from `##` to `####`, would otherwise break the page's outline)
     */
    topHeadingLevel: number;
    /** Gives headings ids unique on the page */
    slugger: Slugger;
    /** Headings found, for the table of contents */
    headings?: Heading[];
}

function textOf(node: HastNode): string {
    return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');
}

/** The Markdown's heading levels, each mapped to its place in the page's outline: the highest to `top`, the next to `top + 1`… */
export function headingLevels(tree: HastNode, top: number): Map<number, number> {
    const found = new Set<number>();
    const visit = (node: HastNode) => {
        if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '')) {
            found.add(Number(node.tagName?.[1]));
        }
        node.children?.forEach(visit);
    };
    visit(tree);
    return new Map([...found].sort().map((level, rank) => [level, Math.min(6, top + rank)]));
}

function convert(node: HastNode, options: MarkupOptions, levels: Map<number, number>): MarkupNode[] {
    if (node.type === 'text') {
        return node.value ? [node.value] : [];
    }
    if (node.type !== 'element' && node.type !== 'root') {
        return [];
    }
    const children = (node.children ?? []).flatMap(child => convert(child, options, levels));
    if (node.type === 'root') {
        return children;
    }
    let tagName = node.tagName ?? 'span';
    if (/^h[1-6]$/.test(tagName)) {
        tagName = `h${levels.get(Number(tagName[1])) ?? options.topHeadingLevel}`;
    }
    if (!allowedTags.has(tagName)) {
        // unknown or unsafe markup (script, style, iframe…) keeps its text only
        return tagName === 'script' || tagName === 'style' ? [] : children;
    }
    // a link or paragraph left empty (a README badge whose external image was dropped) would be unreadable
    if (
        (tagName === 'a' || tagName === 'p') &&
        children.every(child => typeof child === 'string' && child.trim() === '')
    ) {
        return [];
    }
    if (tagName === 'img' && options.allowImage && !options.allowImage(String(node.properties?.src ?? ''))) {
        return [];
    }
    const properties: Record<string, string> = {};
    for (const name of allowedProperties[tagName] ?? []) {
        const value = node.properties?.[name];
        if (value === undefined || value === null) {
            continue;
        }
        const text = Array.isArray(value) ? value.join(' ') : String(value);
        if (name !== 'href' && name !== 'src') {
            properties[name] = text;
        } else if (text && !/^\s*(javascript|data|vbscript):/i.test(text)) {
            properties[name] = options.rewriteUrl(text) ?? text;
        }
    }
    if (tagName === 'img' && properties.src && !properties.width && !properties.height) {
        const size = options.imageSize?.(properties.src);
        if (size) {
            properties.width = String(size.width);
            properties.height = String(size.height);
        }
    }
    if (/^h[2-6]$/.test(tagName)) {
        const text = textOf(node);
        properties.id = options.slugger.slug(text);
        options.headings?.push({ id: properties.id, text, level: Number(tagName[1]) });
    }
    return [[tagName, Object.keys(properties).length > 0 ? properties : null, ...children]];
}

/**
 * The framework's comments use Docusaurus admonitions (`:::info Title` … `:::`), which plain Markdown
 * doesn't know: they become `<aside>` elements that the page renders with the theme's admonitions.
 */
export function withAdmonitions(markdown: string): string {
    return markdown.replace(
        /^:::(note|tip|info|warning|danger|caution)[ \t]*(.*)\n([\s\S]*?)\n:::[ \t]*$/gm,
        (_, type: string, title: string, body: string) =>
            `<aside data-admonition="${type}"${title.trim() ? ` data-title="${title.trim().replace(/[&"<>]/g, character => `&#${character.charCodeAt(0)};`)}"` : ''}>\n\n${body}\n\n</aside>`,
    );
}

export function markdownToMarkup(markdown: string, options: MarkupOptions): MarkupNode[] {
    if (!processor) {
        throw new Error('loadMarkdownProcessor() must be awaited before markdownToMarkup()');
    }
    if (markdown.trim() === '') {
        return [];
    }
    markdown = withAdmonitions(markdown);
    // Inherited members repeat their parent's comments many times over: parse each text once
    let tree = parsed.get(markdown);
    if (!tree) {
        tree = processor.runSync(processor.parse(markdown)) as HastNode;
        parsed.set(markdown, tree);
    }
    return convert(tree, options, headingLevels(tree, options.topHeadingLevel)).filter(
        node => typeof node !== 'string' || node.trim() !== '',
    );
}

/** The first paragraph, shortened to a sentence or two, for descriptions and summaries in lists */
export function firstParagraph(nodes: MarkupNode[]): MarkupNode[] {
    const paragraph = nodes.find((node): node is MarkupElement => typeof node !== 'string' && node[0] === 'p');
    return paragraph ? [paragraph] : [];
}

export function descriptionOf(nodes: MarkupNode[], maxLength = 200): string {
    const text = plainText(firstParagraph(nodes)).replace(/\s+/g, ' ').trim();
    if (text.length <= maxLength) {
        return text;
    }
    const cut = text.slice(0, maxLength);
    const sentence = cut.lastIndexOf('. ');
    return sentence > 60 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
