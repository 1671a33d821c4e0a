/**
 * The presets file, `presets/v3/module-manager.json`: what Serenity/JS tooling reads to learn the
 * current module versions and the integration ranges they support. Its shape is a public contract,
 * described by module-manager.schema.json.
 */
import type { ModuleCategory } from './catalogue';

export interface ModuleManagerPresets {
    engines: Record<string, string>;
    packages: Record<string, string>;
    integrations: Record<string, string>;
    caching: { enabled: boolean; duration: number };
    sampling: { enabled: boolean; rate: number };
    updatedAt: string;
}

const firstVersion = (range: string): number[] => (range.match(/\d+(?:\.\d+)*/)?.[0] ?? '0').split('.').map(Number);

function compareVersions(a: number[], b: number[]): number {
    for (let index = 0; index < Math.max(a.length, b.length); index++) {
        const difference = (a[index] ?? 0) - (b[index] ?? 0);
        if (difference !== 0) {
            return difference;
        }
    }
    return 0;
}

/**
 * `['^9.27.0', '^8.46.0', '^8.46.0']` → `'^8.46.0 || ^9.27.0'`: every alternative any module supports,
 * once each, oldest first. Two modules that support different versions of one tool (WebdriverIO 8
 * and 9) are both represented, instead of whichever was read last.
 */
export function unionOfRanges(ranges: string[]): string {
    const alternatives = [
        ...new Set(ranges.flatMap(range => range.split('||').map(part => part.trim())).filter(Boolean)),
    ];
    return alternatives
        .sort((a, b) => compareVersions(firstVersion(a), firstVersion(b)) || a.localeCompare(b))
        .join(' || ');
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
