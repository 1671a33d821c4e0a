/**
 * The unit tests, in one Node process: every `*.test.ts` of the repository (Node's test runner starts a process per
 * file, and loading TypeScript in each took most of the time). Tests that launch a browser are named
 * `*.browser.test.ts` and run in the browser stage instead (`npm run test:browser-units`).
 *
 *   npm run test:unit                         all of them
 *   npm run test:unit -- plugins/diagrams     only the files under these paths
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '..');
const folders = ['config', 'plugins', 'scripts', 'shared', 'src', 'tests'];

export function unitTestFiles(only: string[] = []): string[] {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...folders], {
        cwd: siteDir,
        encoding: 'utf8',
    })
        .split('\n')
        .filter(file => file.endsWith('.test.ts') && !file.endsWith('.browser.test.ts'))
        .filter(file => only.length === 0 || only.some(prefix => file.startsWith(prefix.replace(/^\.\//, ''))))
        .sort();
}

async function main() {
    const files = unitTestFiles(process.argv.slice(2));
    if (files.length === 0) {
        throw new Error(`No unit test files under ${process.argv.slice(2).join(', ')}`);
    }
    for (const file of files) {
        await import(path.join(siteDir, file));
    }
}

main().catch(error => {
    console.error(error);
    process.exitCode = 1;
});
