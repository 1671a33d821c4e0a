/**
 * The module catalogue (see shared/catalogue.ts), computed from the pinned packages' manifests.
 */
import type { CategoryDefinition, Compatibility, ModuleCategory, ModuleItem } from '../../shared/catalogue';
import { assertCovers, type PackageManifest } from './packages';

/**
 * Which of a module's dependencies are integrations a reader cares about (the tools it plugs into),
 * and how the module depends on them: `direct` ships with the module, `required` peers must be
 * installed alongside it, `optional` peers only when you use that integration.
 */
export function compatibilityOf(pkg: PackageManifest, integrationsOfInterest: string[]): Record<string, Compatibility> {
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

export function moduleItemOf(pkg: PackageManifest, integrationsOfInterest: string[]): ModuleItem {
    return {
        name: pkg.name,
        description: pkg.description ?? '',
        version: pkg.version,
        engines: pkg.engines ?? {},
        compatibility: compatibilityOf(pkg, integrationsOfInterest),
    };
}

/**
 * The pinned packages by category, in the categories' order; fails when the categories and the pinned
 * packages disagree, naming the packages.
 */
export function moduleCatalogue(
    categories: CategoryDefinition[],
    integrationsOfInterest: string[],
    manifests: PackageManifest[],
): ModuleCategory[] {
    assertCovers(
        'The module catalogue (config/moduleCatalogue.ts)',
        categories.flatMap(category => category.packages),
        manifests.map(manifest => manifest.name),
    );
    return categories.map(category => ({
        name: category.name,
        description: category.description,
        items: manifests
            .filter(manifest => category.packages.includes(manifest.name))
            .sort((a, b) => category.packages.indexOf(a.name) - category.packages.indexOf(b.name))
            .map(manifest => moduleItemOf(manifest, integrationsOfInterest)),
    }));
}
