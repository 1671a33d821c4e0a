/**
 * The compact HTML tree doc comments are rendered into (see markup.ts): shared by the build, which
 * makes it, and the page component, which renders it — so this file imports nothing Node-only.
 */

/** A text node, or `[tagName, properties, ...children]` */
export type MarkupNode = string | MarkupElement;
export type MarkupElement = [string, Record<string, string> | null, ...MarkupNode[]];

/** Plain text of markup, e.g. for a page's description meta or a code block's source */
export function plainText(nodes: MarkupNode[]): string {
    return nodes.map(node => (typeof node === 'string' ? node : plainText(node.slice(2) as MarkupNode[]))).join('');
}
