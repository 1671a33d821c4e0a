import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

import { remarkPlugins } from './remark';
import { editUrl } from '../shared/site';

type SidebarItemsGenerator = NonNullable<DocsOptions['sidebarItemsGenerator']>;
type GeneratedItems = Awaited<ReturnType<SidebarItemsGenerator>>;

/**
 * A folder's `index.mdx` is the page its sidebar category links to, so it must not also be
 * listed as one of the category's children.
 */
export function withoutIndexDocs(items: GeneratedItems): GeneratedItems {
    return items
        .filter(item => !(item.type === 'doc' && /(^|\/)index$/.test(item.id)))
        .map(item => (item.type === 'category' ? { ...item, items: withoutIndexDocs(item.items) } : item));
}

export const sidebarItemsGenerator: SidebarItemsGenerator = async ({ defaultSidebarItemsGenerator, ...args }) =>
    withoutIndexDocs(await defaultSidebarItemsGenerator(args));

/** Options shared by the handbook, community and releases docs. */
export function docsArea(
    area: 'handbook' | 'community' | 'releases',
    options: Partial<DocsOptions> = {},
): Partial<DocsOptions> {
    return {
        path: area,
        routeBasePath: area,
        editUrl,
        breadcrumbs: true,
        remarkPlugins,
        versions: { current: { label: 'Next' } },
        ...options,
    };
}
