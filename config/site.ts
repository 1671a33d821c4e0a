/**
 * Facts about this build that only Node.js can tell: whether the git history can date the pages.
 */
import { execFileSync } from 'node:child_process';

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
