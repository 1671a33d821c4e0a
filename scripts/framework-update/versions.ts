/**
 * The one place that holds the Serenity/JS version the site documents: the `@serenity-js/*` entries
 * of package.json's `dependencies`, all at one exact version. Everything else — the API reference, the
 * module catalogue, the examples' type check — reads the installed packages, so moving these entries
 * (and running `npm install`) moves the whole site. `versions.test.ts` fails if they ever differ.
 */

export const frameworkScope = '@serenity-js/';

export interface PackageJson {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    overrides?: Record<string, unknown>;
}

/** The framework's modules the site depends on, sorted */
export function frameworkModules(packageJson: PackageJson): string[] {
    return Object.keys(packageJson.dependencies ?? {})
        .filter(name => name.startsWith(frameworkScope))
        .sort();
}

/** The version all the framework's modules are pinned to; throws, naming them, if they differ or aren't exact */
export function frameworkVersion(packageJson: PackageJson): string {
    const modules = frameworkModules(packageJson);
    if (modules.length === 0) {
        throw new Error(`package.json has no ${frameworkScope}* dependencies`);
    }
    const byVersion = new Map<string, string[]>();
    for (const name of modules) {
        const version = packageJson.dependencies?.[name] ?? '';
        byVersion.set(version, [...(byVersion.get(version) ?? []), name]);
    }
    if (byVersion.size > 1) {
        const listed = [...byVersion].map(([version, names]) => `${version}: ${names.join(', ')}`).join('; ');
        throw new Error(`The ${frameworkScope}* dependencies must all have one version, but they differ (${listed})`);
    }
    const [version] = byVersion.keys();
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
        throw new Error(`The ${frameworkScope}* dependencies must be pinned to an exact version, not "${version}"`);
    }
    for (const section of ['devDependencies', 'overrides'] as const) {
        const elsewhere = Object.keys(packageJson[section] ?? {}).filter(name => name.startsWith(frameworkScope));
        if (elsewhere.length > 0) {
            throw new Error(`${elsewhere.join(', ')} belong in dependencies only, not in ${section}`);
        }
    }
    return version;
}

/**
 * package.json's text with every framework module at `version`, everything else byte for byte as it
 * was (so the diff a maintainer reviews is the fifteen lines that changed).
 */
export function withFrameworkVersion(packageJsonText: string, version: string): string {
    const packageJson = JSON.parse(packageJsonText) as PackageJson;
    frameworkVersion(packageJson);
    let text = packageJsonText;
    for (const name of frameworkModules(packageJson)) {
        const entry = new RegExp(`("${name.replace(/[/.]/g, '\\$&')}"\\s*:\\s*")[^"]*(")`);
        text = text.replace(entry, `$1${version}$2`);
    }
    const updated = JSON.parse(text) as PackageJson;
    if (frameworkVersion(updated) !== version) {
        throw new Error(`package.json could not be updated to ${version}`);
    }
    return text;
}
