/**
 * The presets file, `presets/v3/module-manager.json`: what Serenity/JS tooling reads to learn the
 * current module versions and the integration ranges they support. Its shape is a public contract,
 * described by module-manager.schema.json.
 */
import { unionOfRanges } from '../../shared/semver';
import type { ModuleCategory } from './catalogue';

export interface ModuleManagerPresets {
    engines: Record<string, string>;
    packages: Record<string, string>;
    integrations: Record<string, string>;
    caching: { enabled: boolean; duration: number };
    sampling: { enabled: boolean; rate: number };
    updatedAt: string;
}

export function moduleManagerPresets(
    catalogue: ModuleCategory[],
    siteEngines: Record<string, string>,
    options: Pick<ModuleManagerPresets, 'caching' | 'sampling'>,
    now: Date,
): ModuleManagerPresets {
    const items = catalogue.flatMap(category => category.items).sort((a, b) => a.name.localeCompare(b.name));

    const rangesByIntegration = new Map<string, string[]>();
    for (const item of items) {
        for (const [integration, { version }] of Object.entries(item.compatibility)) {
            rangesByIntegration.set(integration, [...(rangesByIntegration.get(integration) ?? []), version]);
        }
    }

    return {
        engines: siteEngines,
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
