/**
 * Remark plugin: turns absolute links to this site (`https://serenity-js.org/handbook/`) into
 * site-relative ones (`/handbook/`), so that they work on a local or preview deployment and go
 * through Docusaurus's broken-link and broken-anchor checks like any other internal link.
 */
import type { Node, Parent } from 'unist';
import { visit } from 'unist-util-visit';

export interface Options {
    /** Origins to treat as this site, e.g. `https://serenity-js.org`. */
    origins: string[];
}

/**
 * `https://serenity-js.org/handbook/?q#x` → `/handbook/?q#x`; any other URL is returned unchanged.
 */
export function siteRelativeUrl(url: string, origins: string[]): string {
    for (const origin of origins) {
        const base = origin.replace(/\/+$/, '');
        if (url === base) {
            return '/';
        }
        if (url.startsWith(`${base}/`) || url.startsWith(`${base}#`) || url.startsWith(`${base}?`)) {
            const rest = url.slice(base.length);
            return rest.startsWith('/') ? rest : `/${rest}`;
        }
    }
    return url;
}

interface LinkNode extends Node {
    url: string;
}
interface JsxAttribute {
    type: string;
    name?: string;
    value?: unknown;
}
interface JsxNode extends Node {
    attributes?: JsxAttribute[];
}
interface HtmlNode extends Node {
    value: string;
}

const hrefAttribute = /(\bhref\s*=\s*)(["'])(.*?)\2/g;

export default function remarkSiteLinks(options: Options) {
    if (!options?.origins?.length) {
        throw new Error(
            'remark-site-links: option "origins" must list at least one origin, e.g. [ "https://serenity-js.org" ]',
        );
    }
    const { origins } = options;
    const rewrite = (url: string) => siteRelativeUrl(url, origins);

    return (tree: Node) => {
        visit(tree, (node: Node, _index: number | undefined, _parent: Parent | undefined) => {
            switch (node.type) {
                case 'link':
                case 'image':
                case 'definition':
                    (node as LinkNode).url = rewrite((node as LinkNode).url);
                    break;
                case 'mdxJsxFlowElement':
                case 'mdxJsxTextElement':
                    for (const attribute of (node as JsxNode).attributes ?? []) {
                        if (
                            attribute.type === 'mdxJsxAttribute' &&
                            (attribute.name === 'href' || attribute.name === 'to') &&
                            typeof attribute.value === 'string'
                        ) {
                            attribute.value = rewrite(attribute.value);
                        }
                    }
                    break;
                case 'html':
                    (node as HtmlNode).value = (node as HtmlNode).value.replace(
                        hrefAttribute,
                        (_match, prefix: string, quote: string, url: string) =>
                            `${prefix}${quote}${rewrite(url)}${quote}`,
                    );
                    break;
            }
        });
    };
}
