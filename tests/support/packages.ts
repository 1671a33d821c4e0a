import { readFileSync } from 'node:fs';
import path from 'node:path';

import { pinnedPackageNames } from '../../plugins/framework/packages';

export interface InstalledManifest {
    name: string;
    version: string;
    engines?: Record<string, string>;
    peerDependencies?: Record<string, string>;
}

/** The package.json of a package as installed for this build, to compare what the site shows with it */
export function installedManifest(name: string): InstalledManifest {
    return JSON.parse(
        readFileSync(path.join(__dirname, '..', '..', 'node_modules', ...name.split('/'), 'package.json'), 'utf8'),
    ) as InstalledManifest;
}

/** The `@serenity-js/*` modules the site pins (its package.json's dependencies), sorted: what the catalogue lists */
export function pinnedModules(): string[] {
    return pinnedPackageNames(
        JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
            dependencies?: Record<string, string>;
        },
    ).sort();
}
