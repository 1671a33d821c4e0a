/**
 * Facts about this build that only Node.js can tell: the framework's supported Node.js versions as
 * the installed packages declare them, and whether the git history can date the pages.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

import type { Engines } from '../shared/custom-fields';

const require = createRequire(__filename);

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
