/**
 * The module catalogue: the Serenity/JS modules grouped into categories, each with the name,
 * description, version, supported Node.js versions and compatible integrations read from the
 * installed package's own `package.json`. The API index, the releases page's compatibility matrix
 * and the presets file all show this one computation.
 */

export type DependencyType = 'required' | 'optional' | 'direct';

export interface Compatibility {
    /** The semver range the module supports, e.g. `^9.27.0` */
    version: string;
    type: DependencyType;
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

export interface PackageJson {
    name: string;
    version: string;
    description?: string;
    engines?: Record<string, string>;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/**
 * Which of a module's dependencies are integrations a reader cares about (the tools it plugs into),
 * and how the module depends on them: `direct` ships with the module, `required` peers must be
 * installed alongside it, `optional` peers only when you use that integration.
 */
export function compatibilityOf(pkg: PackageJson, integrationsOfInterest: string[]): Record<string, Compatibility> {
    const compatibility: Record<string, Compatibility> = {};
    for (const name of integrationsOfInterest) {
        const direct = pkg.dependencies?.[name];
        const peer = pkg.peerDependencies?.[name];
        if (direct) {
            compatibility[name] = { version: direct, type: 'direct' };
        } else if (peer) {
            compatibility[name] = {
                version: peer,
                type: pkg.peerDependenciesMeta?.[name]?.optional ? 'optional' : 'required',
            };
        }
    }
    return compatibility;
}

export function moduleItemOf(pkg: PackageJson, integrationsOfInterest: string[]): ModuleItem {
    return {
        name: pkg.name,
        description: pkg.description ?? '',
        version: pkg.version,
        engines: pkg.engines ?? {},
        compatibility: compatibilityOf(pkg, integrationsOfInterest),
    };
}

/**
 * @param readPackageJson returns the installed package.json of the named package; throws when it is not installed
 */
export function moduleCatalogue(
    categories: CategoryDefinition[],
    integrationsOfInterest: string[],
    readPackageJson: (name: string) => PackageJson,
): ModuleCategory[] {
    const seen = new Set<string>();
    return categories.map(category => ({
        name: category.name,
        description: category.description,
        items: category.packages.map(name => {
            if (seen.has(name)) {
                throw new Error(`Module catalogue: ${name} is listed in more than one category`);
            }
            seen.add(name);
            const pkg = readPackageJson(name);
            if (pkg.name !== name) {
                throw new Error(`Module catalogue: expected the package.json of ${name}, got ${pkg.name}`);
            }
            return moduleItemOf(pkg, integrationsOfInterest);
        }),
    }));
}

/** `@serenity-js/webdriverio-8` → `webdriverio-8`: the module's slug in `/api/<slug>/`. */
export function moduleSlug(name: string): string {
    return name.replace(/^@[^/]+\//, '');
}
