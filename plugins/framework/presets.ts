/**
 * The presets file, `presets/v3/module-manager.json`: what Serenity/JS tooling reads to learn the
 * current module versions and the integration ranges they support. Its shape is a public contract,
 * described by module-manager.schema.json.
 */
import { addTo } from '../../shared/collections';
import { unionOfRanges } from '../../shared/semver';
import type { ModuleCategory } from '../../shared/catalogue';

export interface ModuleManagerPresets {
    engines: Record<string, string>;
    packages: Record<string, string>;
    integrations: Record<string, string>;
    caching: { enabled: boolean; duration: number };
    sampling: { enabled: boolean; rate: number };
    updatedAt: string;
}

/**
 * @param node the Node.js versions the framework supports (`@serenity-js/core`'s `engines.node`): tooling
 *   checks a user's Node.js against it, so it must be the range the pages state, not this website's own
 */
export function moduleManagerPresets(
    catalogue: ModuleCategory[],
    node: string,
    options: Pick<ModuleManagerPresets, 'caching' | 'sampling'>,
    now: Date,
): ModuleManagerPresets {
    const items = catalogue.flatMap(category => category.items).sort((a, b) => a.name.localeCompare(b.name));

    const rangesByIntegration = new Map<string, string[]>();
    for (const item of items) {
        for (const [integration, { version }] of Object.entries(item.compatibility)) {
            addTo(rangesByIntegration, integration, version);
        }
    }

    return {
        engines: { node },
        packages: Object.fromEntries(items.map(item => [item.name, item.version])),
        integrations: Object.fromEntries(
            [...rangesByIntegration.entries()]
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([integration, ranges]) => [integration, unionOfRanges(ranges)]),
        ),
        caching: options.caching,
        sampling: options.sampling,
        updatedAt: now.toISOString(),
    };
}
