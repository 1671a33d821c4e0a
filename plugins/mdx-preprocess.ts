/**
 * What Docusaurus's MDX loader does to a page's text before MDX parses it (its `preprocessor.js`): ```` ```mdx-code-block ````
 * fences unwrapped, `{#id}` after a heading kept as text rather than read as a JavaScript expression, and
 * `:::tip Title` → `:::tip[Title]`. A plugin that parses the site's MDX itself (the Markdown twins, the diagram fences
 * drawn ahead of the bundler) must see what the compiler sees: without this, a page with a custom heading id does not
 * parse at all.
 */
import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';

/** The admonition keywords Docusaurus knows by default */
export const admonitionTypes = [
    'note',
    'tip',
    'info',
    'warning',
    'danger',
    'caution',
    'secondary',
    'important',
    'success',
];

export function preprocessMdx(source: string): string {
    return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), admonitionTypes);
}
