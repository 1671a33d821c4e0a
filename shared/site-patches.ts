/**
 * The site's bundle patches: loaders and bundler settings that reach into Docusaurus's, DocSearch's and Prism's
 * generated or packaged files. Each can be switched off for a build, so that a framework upgrade can land with the
 * patches off and have them re-tuned after it (UPGRADING.md):
 *
 *   SITE_PATCHES_OFF=all npm run build
 *   SITE_PATCHES_OFF=lean-main,chunk-names npm run build
 *
 * Each patch, while it is on, proves that it ran: the client build fails naming it if it never saw its target
 * (plugins/patch-proof/).
 */

/** Each patch, by the name `SITE_PATCHES_OFF` knows it by, and where it lives */
export const sitePatches = {
    'lean-main': 'plugins/lean-main',
    'client-routes': 'plugins/framework/client-routes.js',
    'code-highlighting': 'plugins/code-highlighting',
    'chunk-names': 'plugins/chunk-names',
    'docsearch-patches': 'plugins/docsearch-patches',
    'staged-start': 'plugins/staged-start',
    'intl-free-start': 'plugins/intl-free-start',
} as const;

export type SitePatch = keyof typeof sitePatches;

export const sitePatchesOffVariable = 'SITE_PATCHES_OFF';

const names = Object.keys(sitePatches) as SitePatch[];

const isSitePatch = (name: string): name is SitePatch => Object.hasOwn(sitePatches, name);

/**
 * The patches switched off by the value of `SITE_PATCHES_OFF`: none when it is unset or empty, every one for `all`,
 * or those of a comma-separated list of names. A name it does not know is an error naming the known ones.
 */
export function sitePatchesOff(value: string | undefined): ReadonlySet<SitePatch> {
    const listed = (value ?? '')
        .split(',')
        .map(name => name.trim())
        .filter(Boolean);
    if (listed.includes('all')) {
        return new Set(names);
    }
    const unknown = listed.filter(name => !isSitePatch(name));
    if (unknown.length > 0) {
        throw new Error(
            `${sitePatchesOffVariable}=${value}: no site patch is called ${unknown.map(name => `"${name}"`).join(', ')}; use "all" or a comma-separated list of ${names.join(', ')}`,
        );
    }
    return new Set(listed.filter(isSitePatch));
}

/** Whether a patch is on in this process's environment */
export function sitePatchIsOn(
    patch: SitePatch,
    environment: Record<string, string | undefined> = process.env,
): boolean {
    return !sitePatchesOff(environment[sitePatchesOffVariable]).has(patch);
}
