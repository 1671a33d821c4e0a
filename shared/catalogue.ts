/**
 * The module catalogue: the Serenity/JS modules grouped into categories, each with the name, description,
 * version, supported Node.js versions and compatible tools read from the installed package's own
 * `package.json` (plugins/framework computes it). The API index, the releases page's compatibility matrix,
 * each module's API overview and the presets file all show this one computation. Browser-safe.
 */
import { apiBasePath } from './api-routes';
import type { FrameworkFacts } from './framework-facts';
import { describeRange } from './semver';

export type DependencyType = 'required' | 'optional' | 'direct';

export interface Compatibility {
    /** The semver range the module supports, e.g. `^9.27.0` */
    version: string;
    type: DependencyType;
}

/** What each kind of dependency asks of the reader, as the catalogue explains it */
export const dependencyTypeMeaning: Record<DependencyType, string> = {
    required: 'install it alongside the module',
    optional: 'install it if you use this integration',
    direct: 'installed with the module',
};

/** A tool a module works with, in words: `@cucumber/cucumber ^11.0.0 — 11.0.0 or any newer minor or patch version; optional (…)` */
export function compatibilityPhrase(name: string, { version, type }: Compatibility): string {
    return `${name} ${version} — ${describeRange(version)}; ${type} (${dependencyTypeMeaning[type]})`;
}

export interface ModuleItem {
    name: string;
    description: string;
    version: string;
    engines: Record<string, string>;
    compatibility: Record<string, Compatibility>;
}

export interface ModuleCategory {
    name: string;
    /** Markdown: plain text with [links](/handbook/...) */
    description: string;
    items: ModuleItem[];
}

export interface CategoryDefinition {
    name: string;
    description: string;
    packages: string[];
}

/** What plugins/framework publishes as its global data, for every page */
export interface FrameworkData {
    facts: FrameworkFacts;
    /**
     * Where a production build's browser fetches the API pages' data from: `/assets/api-pages/<digest>/`; undefined
     * when the site patch `client-routes` is off, and the pages' data load as Docusaurus loads any route's
     */
    apiPageData?: string;
}

/** The id of the plugin that publishes {@link FrameworkData} */
export const frameworkPluginName = 'framework';

/** `@serenity-js/webdriverio-8` → `webdriverio-8`; with an entry point, `@serenity-js/core` + `events` → `core-events`: the slug in `/api/<slug>/` */
export function moduleSlug(packageName: string, subpath = ''): string {
    const slug = packageName.replace(/^@[^/]+\//, '');
    return subpath ? `${slug}-${subpath}` : slug;
}

/** The API overview of a module: `/api/core-events/` */
export function moduleRoute(slug: string): string {
    return `${apiBasePath}${slug}/`;
}
