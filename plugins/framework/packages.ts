/**
 * The one place that reads the pinned `@serenity-js/*` packages: each package's manifest, README and
 * sources, once per build. Everything else the site knows about the framework — the module catalogue,
 * the TypeDoc models, the presets file, the facts pages state, the "Defined in" links — is computed from
 * what this returns.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { type FrameworkFacts, frameworkFactsOf, type Manifest } from '../../shared/framework-facts';

export interface PackageManifest extends Manifest {
    description?: string;
    dependencies?: Record<string, string>;
}

export interface PinnedPackage {
    name: string;
    version: string;
    /** Where it is installed */
    dir: string;
    manifest: PackageManifest;
    /** Its README.md, if it has one */
    readme?: string;
    /** Its TypeScript sources, relative to `dir` (`src/…`), sorted */
    sources: string[];
    /** A digest of those sources: it changes whenever a linked local checkout of the framework does */
    sourceDigest: string;
}

export interface PinnedFramework {
    /** The one version every pinned package has */
    version: string;
    packages: PinnedPackage[];
    facts: FrameworkFacts;
}

export const scope = '@serenity-js/';

/** The `@serenity-js/*` packages the site's package.json depends on: the framework this build documents */
export function pinnedPackageNames(siteManifest: { dependencies?: Record<string, string> }): string[] {
    return Object.keys(siteManifest.dependencies ?? {})
        .filter(name => name.startsWith(scope))
        .sort();
}

function sourcesOf(dir: string): string[] {
    const src = path.join(dir, 'src');
    if (!existsSync(src)) {
        return [];
    }
    return readdirSync(src, { recursive: true, encoding: 'utf8' })
        .filter(file => file.endsWith('.ts'))
        .map(file => path.join('src', file))
        .sort();
}

export function readPinnedPackage(siteDir: string, name: string): PinnedPackage {
    const dir = path.join(siteDir, 'node_modules', ...name.split('/'));
    const manifestFile = path.join(dir, 'package.json');
    if (!existsSync(manifestFile)) {
        throw new Error(`${name} is a dependency in package.json but is not installed: run npm ci`);
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PackageManifest;
    if (manifest.name !== name) {
        throw new Error(`Expected the package.json of ${name} in ${dir}, found ${manifest.name}`);
    }
    const sources = sourcesOf(dir);
    const digest = createHash('sha256');
    for (const file of sources) {
        digest.update(file).update(readFileSync(path.join(dir, file)));
    }
    const readmeFile = path.join(dir, 'README.md');
    return {
        name,
        version: manifest.version,
        dir,
        manifest,
        ...(existsSync(readmeFile) ? { readme: readFileSync(readmeFile, 'utf8') } : {}),
        sources,
        sourceDigest: digest.digest('hex').slice(0, 12),
    };
}

/** Reads every pinned package once; fails, naming them, when they are not all at one version. */
export function readPinnedFramework(siteDir: string): PinnedFramework {
    const siteManifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
    };
    const packages = pinnedPackageNames(siteManifest).map(name => readPinnedPackage(siteDir, name));
    const serenityBdd = packages.find(pkg => pkg.name === `${scope}serenity-bdd`);
    const cacheDir = serenityBdd && path.join(serenityBdd.dir, 'cache');
    const facts = frameworkFactsOf(
        packages.map(pkg => pkg.manifest),
        cacheDir && existsSync(cacheDir) ? readdirSync(cacheDir) : [],
    );
    return { version: facts.version, packages, facts };
}

/**
 * The package lists the site keeps beside package.json (the catalogue's categories, the API reference's entry
 * points) must name exactly the pinned packages: one missing from a list would vanish from the site silently.
 */
export function assertCovers(listName: string, listed: string[], pinned: string[]): void {
    const missing = pinned.filter(name => !listed.includes(name));
    const extra = listed.filter(name => !pinned.includes(name));
    const repeated = listed.filter((name, index) => listed.indexOf(name) !== index);
    const problems = [
        ...(missing.length ? [`leaves out ${missing.join(', ')}, which package.json pins`] : []),
        ...(extra.length ? [`lists ${extra.join(', ')}, which package.json does not depend on`] : []),
        ...(repeated.length ? [`lists ${[...new Set(repeated)].join(', ')} more than once`] : []),
    ];
    if (problems.length > 0) {
        throw new Error(`${listName} ${problems.join('; ')}`);
    }
}
