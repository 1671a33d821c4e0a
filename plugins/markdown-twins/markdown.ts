/**
 * The Markdown toolkit both writers of twins share (this plugin for docs, posts and pages; plugins/framework for
 * the API reference): MDX parsing, HTML → Markdown, and one way of writing Markdown out, so every twin looks
 * alike. The unified packages are ESM only: `loadMarkdownTools()` imports them once, before any twin is written.
 */
import type { Element as HastElement, Root as HastRoot } from 'hast';
import type { Nodes as MdastNodes, Root } from 'mdast';

interface Tools {
    parseMdx(source: string): Root;
    stringify(root: Root): string;
    htmlToHast(html: string): HastRoot;
    hastToMdast(node: HastRoot | HastElement): MdastNodes;
}

let tools: Tools | undefined;

export async function loadMarkdownTools(): Promise<Tools> {
    if (tools) {
        return tools;
    }
    const [
        { unified },
        { default: remarkParse },
        { default: remarkFrontmatter },
        { default: remarkMdx },
        { default: remarkGfm },
        { default: remarkDirective },
        { default: remarkStringify },
        { fromHtml },
        { toMdast },
    ] = await Promise.all([
        import('unified'),
        import('remark-parse'),
        import('remark-frontmatter'),
        import('remark-mdx'),
        import('remark-gfm'),
        import('remark-directive'),
        import('remark-stringify'),
        import('hast-util-from-html'),
        import('hast-util-to-mdast'),
    ]);
    // as Docusaurus parses pages: front matter, MDX, GitHub tables and lists, `:::tip` directives
    const mdx = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
    const writer = unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, {
        bullet: '-',
        emphasis: '_',
        fence: '`',
        fences: true,
        rule: '-',
        listItemIndent: 'one',
    });
    tools = {
        parseMdx: source => mdx.parse(source),
        stringify: root => writer.stringify(root),
        htmlToHast: html => fromHtml(html),
        hastToMdast: node => toMdast(node),
    };
    return tools;
}

/** The tools, once `loadMarkdownTools()` has been awaited */
export function markdownTools(): Tools {
    if (!tools) {
        throw new Error('loadMarkdownTools() must be awaited before a twin is written');
    }
    return tools;
}
