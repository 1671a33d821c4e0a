/**
 * Whether a Serenity/JS release can be installed: the registry must have every module the site uses
 * at that version, and each one's `engines.node` must admit the Node.js that runs the update.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import semver from 'semver';

export interface Manifest {
    name: string;
    version: string;
    engines?: { node?: string };
}

/** A module's manifest at a version, or undefined when the registry has no such version */
export type ManifestFetcher = (name: string, version: string) => Promise<Manifest | undefined>;

export interface Availability {
    version: string;
    /** modules the registry has at that version */
    available: Manifest[];
    /** modules it has not */
    missing: string[];
    /** modules whose engines.node excludes the running Node.js */
    excluded: Array<{ name: string; range: string }>;
}

export async function availability(
    modules: string[],
    version: string,
    fetchManifest: ManifestFetcher,
    nodeVersion: string = process.version,
): Promise<Availability> {
    const manifests = await Promise.all(
        modules.map(async name => ({ name, manifest: await fetchManifest(name, version) })),
    );
    const available = manifests.flatMap(({ manifest }) => (manifest ? [manifest] : []));
    return {
        version,
        available,
        missing: manifests.filter(({ manifest }) => !manifest).map(({ name }) => name),
        excluded: available
            .filter(manifest => manifest.engines?.node && !semver.satisfies(nodeVersion, manifest.engines.node))
            .map(manifest => ({ name: manifest.name, range: manifest.engines?.node ?? '' })),
    };
}

/** Why the site can't move to the version, or undefined when it can */
export function refusal(
    result: Availability,
    moduleCount: number,
    nodeVersion: string = process.version,
): string | undefined {
    const reasons: string[] = [];
    if (result.missing.length > 0) {
        reasons.push(
            `The registry has no ${result.version} of ${result.missing.length} of the ${moduleCount} @serenity-js modules the site documents: ${result.missing.join(', ')}. ` +
                'The site moves all of them together, so it cannot move to this version.',
        );
    }
    if (result.excluded.length > 0) {
        reasons.push(
            `Node.js ${nodeVersion} is outside the engines of ${result.excluded
                .map(({ name, range }) => `${name}@${result.version} (${range})`)
                .join(', ')}. Run the update with a Node.js version they support.`,
        );
    }
    return reasons.length > 0 ? reasons.join('\n') : undefined;
}

const run = promisify(execFile);

/** Asks the registry npm is configured with, through `npm view`, so its settings (registry, auth) apply */
export const npmViewFetcher: ManifestFetcher = async (name, version) => {
    try {
        const { stdout } = await run('npm', ['view', `${name}@${version}`, 'name', 'version', 'engines', '--json'], {
            maxBuffer: 1024 * 1024,
        });
        // a range matching no version prints nothing; an exact version that doesn't exist fails with E404
        return stdout.trim() ? (JSON.parse(stdout) as Manifest) : undefined;
    } catch (error) {
        const output = String((error as { stdout?: string }).stdout ?? '');
        if (/"code":\s*"E404"/.test(output) || /E404/.test(String((error as { stderr?: string }).stderr ?? ''))) {
            return undefined;
        }
        throw new Error(`npm view ${name}@${version} failed: ${(error as Error).message}`);
    }
};
