/**
 * Facts about the pinned Serenity/JS release that pages state in prose: its version, the Node.js
 * versions it supports, the tool versions each module works with, the Serenity BDD CLI it bundles.
 * Computed once at build time from the installed packages (plugins/framework) and read by the MDX
 * components in src/components/FrameworkFacts, so a framework update changes every page at once.
 *
 * Browser-safe: no Node.js imports.
 */

export interface PeerRange {
    /** The npm range the module declares, e.g. `^7.3.2 || ^8.5.0` */
    range: string;
    optional: boolean;
}

export interface PackageFacts {
    version: string;
    /** `engines.node` of the package */
    node: string;
    /** Every peer dependency, by package name */
    peers: Record<string, PeerRange>;
}

export interface FrameworkFacts {
    /** The one version every pinned `@serenity-js/*` package has */
    version: string;
    /** The Node.js versions the framework supports: `@serenity-js/core`'s `engines.node` */
    node: string;
    packages: Record<string, PackageFacts>;
    /** The Serenity BDD CLI jar that `@serenity-js/serenity-bdd` ships in its `cache` folder */
    serenityBddCli: { version: string; jar: string };
}

export interface Manifest {
    name: string;
    version: string;
    engines?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/**
 * @param manifests the installed `package.json` of every pinned `@serenity-js/*` package
 * @param serenityBddCacheFiles the file names in `@serenity-js/serenity-bdd/cache`
 */
export function frameworkFactsOf(manifests: Manifest[], serenityBddCacheFiles: string[]): FrameworkFacts {
    const versions = [...new Set(manifests.map(manifest => manifest.version))];
    if (versions.length !== 1) {
        const listing = manifests.map(manifest => `${manifest.name}@${manifest.version}`).join(', ');
        throw new Error(
            `Every @serenity-js package must be pinned to one version, found ${versions.length}: ${listing}`,
        );
    }
    const node = manifests.find(manifest => manifest.name === '@serenity-js/core')?.engines?.node;
    if (!node) {
        throw new Error(
            '@serenity-js/core is not among the pinned packages, or declares no "engines.node": the site cannot say which Node.js versions are supported',
        );
    }
    const jars = serenityBddCacheFiles
        .map(file => file.match(/^serenity-cli-(\d+\.\d+\.\d+)\.jar$/))
        .filter(match => match !== null);
    if (jars.length !== 1) {
        throw new Error(
            `Expected exactly one serenity-cli-<version>.jar in @serenity-js/serenity-bdd/cache, found: ${serenityBddCacheFiles.join(', ') || 'nothing'}`,
        );
    }
    return {
        version: versions[0],
        node,
        packages: Object.fromEntries(
            manifests.map(manifest => [
                manifest.name,
                {
                    version: manifest.version,
                    node: manifest.engines?.node ?? node,
                    peers: Object.fromEntries(
                        Object.entries(manifest.peerDependencies ?? {}).map(([peer, range]) => [
                            peer,
                            { range, optional: Boolean(manifest.peerDependenciesMeta?.[peer]?.optional) },
                        ]),
                    ),
                },
            ]),
        ),
        serenityBddCli: { version: jars[0][1], jar: `cache/${jars[0][0]}` },
    };
}

/** The range a module declares for a peer; throws naming both when there is none, so a page cannot state a fact that isn't one. */
export function peerRangeOf(facts: FrameworkFacts, packageName: string, peer: string): PeerRange {
    const module = facts.packages[packageName];
    if (!module) {
        throw new Error(
            `${packageName} is not one of the pinned Serenity/JS packages (${Object.keys(facts.packages).join(', ')})`,
        );
    }
    const range = module.peers[peer];
    if (!range) {
        throw new Error(
            `${packageName}@${module.version} declares no peer dependency on ${peer} (it has: ${Object.keys(module.peers).join(', ') || 'none'})`,
        );
    }
    return range;
}
