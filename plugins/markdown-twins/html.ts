/**
 * Twins of the pages that have no MDX source and no API data behind them: the home page, the blog's lists of
 * posts (pages, tags, archive, authors) and the search page. These are written by React components from data
 * the blog plugin owns, so their twin is their built page's `<main>`, as Markdown: what the reader sees there,
 * without buttons, forms, navigation or decorative markup.
 */
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root, RootContent } from 'mdast';

import { twinLinkOf } from '../../shared/markdown-twins';
import { markdownTools } from './markdown';
import { twinHeader } from './mdx';

const dropped = new Set(['script', 'style', 'noscript', 'nav', 'button', 'svg', 'form', 'input', 'template', 'iframe']);

function classes(node: Element): string[] {
    const value = node.properties?.className;
    return Array.isArray(value) ? value.map(String) : [];
}

function isShown(node: ElementContent): boolean {
    if (node.type !== 'element') {
        return node.type === 'text';
    }
    const hidden = node.properties?.hidden !== undefined && node.properties.hidden !== false;
    // an image with an empty alt is decoration: the page's text says everything without it
    const decorative = node.tagName === 'img' && node.properties?.alt === '';
    return (
        !dropped.has(node.tagName) &&
        !hidden &&
        !decorative &&
        node.properties?.ariaHidden !== 'true' &&
        !classes(node).some(
            name => name === 'hash-link' || name.startsWith('theme-doc-toc') || name === 'pagination-nav',
        )
    );
}

function prune(node: Element): Element {
    return {
        ...node,
        children: node.children.filter(isShown).map(child => (child.type === 'element' ? prune(child) : child)),
    };
}

function find(node: HastRoot | Element, tagName: string): Element | undefined {
    for (const child of node.children) {
        if (child.type === 'element') {
            if (child.tagName === tagName) {
                return child;
            }
            const found = find(child, tagName);
            if (found) {
                return found;
            }
        }
    }
    return undefined;
}

function textOf(node: ElementContent | Element): string {
    return node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/**
 * @param title the page's title, written as the twin's h1 when the page's `<main>` has none
 */
export function htmlToMarkdown(
    html: string,
    { siteUrl, title, isPage }: { siteUrl: string; title: string; isPage: (pathname: string) => boolean },
): string {
    const { htmlToHast, hastToMdast, stringify } = markdownTools();
    const document = htmlToHast(html);
    const main = find(document, 'main') ?? find(document, 'body');
    if (!main) {
        throw new Error('the page has no <main> or <body>');
    }
    const content = prune(main);
    const tree = hastToMdast({ type: 'root', children: [content] }) as Root;
    const rewrite = (node: RootContent) => {
        if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
            node.url = node.url.startsWith('/') ? twinLinkOf(node.url, siteUrl, isPage) : node.url;
        }
        if ('children' in node) {
            node.children.forEach(child => rewrite(child as RootContent));
        }
    };
    tree.children.forEach(rewrite);
    const hasTitle = find(content, 'h1') !== undefined && textOf(find(content, 'h1') as Element).trim() !== '';
    return stringify({ type: 'root', children: [...(hasTitle ? [] : twinHeader({ title })), ...tree.children] });
}
