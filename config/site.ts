/**
 * Facts about the site and the framework it documents, read from the installed packages and the
 * running Node.js process so that no version number is ever typed in by hand.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

import type { Engines } from '../shared/engines';

export { type Engines, supportedVersionsPhrase } from '../shared/engines';

const require = createRequire(__filename);

export const siteUrl = 'https://serenity-js.org';
export const organizationName = 'serenity-js';
export const projectName = 'serenity-js';

/** Where the source of this website lives; edit links point here. */
export const siteRepositoryUrl = 'https://github.com/serenity-js/serenity-js.org';
export const editUrl = `${siteRepositoryUrl}/tree/main/`;

/** Where the framework's source lives; "Defined in" links of the API reference point here. */
export const frameworkRepositoryUrl = 'https://github.com/serenity-js/serenity-js';

/**
 * The Node.js versions the framework supports, as declared by the installed `@serenity-js/core`.
 */
export function supportedEngines(
    corePackageJson: { engines?: Partial<Engines> } = require('@serenity-js/core/package.json'),
): Engines {
    const node = corePackageJson.engines?.node;
    if (!node) {
        throw new Error(
            '@serenity-js/core/package.json declares no "engines.node" range; the site cannot say which Node.js versions are supported',
        );
    }
    return { node };
}

export const banner = {
    text: 'Serenity/JS 3.32 brings worker-scope actors and richer Playwright Test reports',
    link: '/handbook/test-runners/playwright-test/',
} as const;

export const description =
    'Serenity/JS is an open-source framework that helps teams write acceptance and regression tests ' +
    'that read like business scenarios, run against web, REST and mobile interfaces, and produce reports ' +
    'everyone on the team can trust.';

/**
 * Whether the site's git history is complete. In a shallow clone (CI checkouts often are), every
 * file's last commit looks like the clone's oldest commit, so last-updated dates would all be wrong.
 */
export function hasFullGitHistory(
    siteDir: string,
    run: (args: string[]) => string = args =>
        execFileSync('git', args, { cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
): boolean {
    try {
        return run(['rev-parse', '--is-shallow-repository']).trim() === 'false';
    } catch {
        return false; // not a git checkout (e.g. a source archive): there are no dates to show
    }
}
