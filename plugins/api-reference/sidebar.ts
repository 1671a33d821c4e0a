/**
 * The `api` sidebar: "Serenity/JS API", then the module categories, each package expandable into its
 * item groups (TypeDoc categories) and its further entry points (`Test runner adapter`, `Domain Events`).
 * Items are in the shape the theme's docs sidebar renders, so API pages look and behave like the handbook.
 */
import type { CategoryDefinition } from '../module-catalogue/catalogue';
import type { ApiReference } from './reference';
import { basePath } from './routes';

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
    const documented = new Set(reference.modules.map(module => module.packageName));
    const missing = categories.flatMap(category => category.packages).filter(name => !documented.has(name));
    if (missing.length > 0) {
        throw new Error(
            `API reference: the module categories list ${missing.join(', ')}, which api-docs/modules.ts does not document`,
        );
    }
    return [
        { type: 'link', label: 'Serenity/JS API', href: basePath },
        ...categories.map((category): SidebarCategory => ({
            type: 'category',
            label: category.name,
            collapsible: false,
            collapsed: false,
            className: 'api-sidebar-category',
            items: category.packages.map((packageName): SidebarCategory => {
                const modules = reference.modules.filter(module => module.packageName === packageName);
                const main = modules.find(module => module.isMain)!;
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
                                label: module.entryLabel,
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
