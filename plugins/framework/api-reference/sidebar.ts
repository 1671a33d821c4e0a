/**
 * The `api` sidebar: "Serenity/JS API", then the module categories, each package expandable into its
 * item groups (TypeDoc categories) and its further entry points (`Test runner adapter`, `Domain Events`).
 * Items are in the shape the theme's docs sidebar renders, so API pages look and behave like the handbook.
 */
import type { SidebarCategory, SidebarItem } from '../../../shared/api-reference';
import { apiBasePath } from '../../../shared/api-routes';
import type { CategoryDefinition } from '../../../shared/catalogue';
import type { ApiReference } from './reference';

type ReferenceModule = ApiReference['modules'][number];

function groupsOf(module: ReferenceModule): SidebarItem[] {
    const categories = [...new Set(module.items.map(item => item.category))].sort((a, b) => a.localeCompare(b));
    return categories.map(category => ({
        type: 'category',
        label: category,
        collapsible: true,
        collapsed: true,
        items: module.items
            .filter(item => item.category === category)
            .sort((a, b) => a.name.localeCompare(b.name))
            .map(item => ({ type: 'link', label: item.name, href: item.route })),
    }));
}

export function apiSidebar(reference: ApiReference, categories: CategoryDefinition[]): SidebarItem[] {
    return [
        { type: 'link', label: 'Serenity/JS API', href: apiBasePath },
        ...categories.map((category): SidebarCategory => ({
            type: 'category',
            label: category.name,
            collapsible: false,
            collapsed: false,
            className: 'api-sidebar-category',
            items: category.packages.map((packageName): SidebarCategory => {
                const modules = reference.modules.filter(module => module.packageName === packageName);
                const main = modules.find(module => module.isMain);
                if (!main) {
                    throw new Error(`API reference: ${packageName} has no main entry point in api-docs/modules.ts`);
                }
                return {
                    type: 'category',
                    label: packageName,
                    href: main.route,
                    collapsible: true,
                    collapsed: true,
                    items: [
                        ...groupsOf(main),
                        ...modules
                            .filter(module => !module.isMain)
                            .map((module): SidebarCategory => ({
                                type: 'category',
                                label: module.label,
                                href: module.route,
                                collapsible: true,
                                collapsed: true,
                                items: groupsOf(module),
                            })),
                    ],
                };
            }),
        })),
    ];
}
