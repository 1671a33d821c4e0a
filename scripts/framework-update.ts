/**
 * Moves the site to another Serenity/JS release, in one command:
 *
 *   npm run framework:update -- <version>               update package.json, install, regenerate the API
 *                                                       models, run the examples and the tutorials, print
 *                                                       the API changes
 *   npm run framework:update -- <version> --diff-only   only print the API changes, changing nothing
 *
 * The version lives in one place, the `@serenity-js/*` entries of package.json's dependencies
 * (`framework-update/versions.ts`). The update refuses a version the registry lacks for any of them, or
 * whose engines exclude the running Node.js. `--diff-only` compares the modules that version has:
 * it packs them from the registry into node_modules/.framework-update/<version>/ and makes their
 * TypeDoc models with the site's own model code, then removes that folder.
 *
 * The API changes are Markdown on standard output (ready for a release note); progress goes to
 * standard error, so `npm run --silent framework:update -- 3.43.2 --diff-only > api-changes.md` works.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { apiPackages } from '../api-docs/modules';
import { type PackageModel, packageModels } from '../plugins/framework/api-reference/models';
import { readPinnedFramework, readPinnedPackage } from '../plugins/framework/packages';
import { apiDiffMarkdown, apiItems, diffApi, type PackageDiff } from './framework-update/api-diff';
import { availability, npmViewFetcher, refusal } from './framework-update/registry';
import {
    frameworkModules,
    frameworkVersion,
    type PackageJson,
    withFrameworkVersion,
} from './framework-update/versions';

const siteDir = path.resolve(__dirname, '..');
const modelsDir = path.join(siteDir, 'api-docs', 'models');
const progress = (message: string) => console.error(message);
const execFileAsync = promisify(execFile);

/** Runs a command with its output on standard error, so standard output holds only the Markdown */
function run(command: string, args: string[]): Promise<boolean> {
    progress(`\n$ ${command} ${args.join(' ')}`);
    return new Promise((resolve, reject) => {
        const child = spawn(command, args, { cwd: siteDir, stdio: ['ignore', process.stderr, process.stderr] });
        child.on('error', reject);
        child.on('exit', code => resolve(code === 0));
    });
}

function diffs(before: PackageModel[], after: PackageModel[]): PackageDiff[] {
    return after.map(model => {
        const old = before.find(candidate => candidate.definition.name === model.definition.name);
        if (!old) {
            throw new Error(`No current model of ${model.definition.name} to compare with`);
        }
        return { packageName: model.definition.name, diff: diffApi(apiItems(old), apiItems(model)) };
    });
}

/** The models of the given modules at `version`, from packages packed off the registry into a folder of their own */
async function modelsOfRelease(names: string[], version: string): Promise<PackageModel[]> {
    // inside the site's node_modules, so the packages' own dependencies and TypeDoc resolve as they do for the site
    const releaseDir = path.join(siteDir, 'node_modules', '.framework-update', version);
    rmSync(releaseDir, { recursive: true, force: true });
    const tarballs = path.join(releaseDir, 'tarballs');
    mkdirSync(tarballs, { recursive: true });
    try {
        progress(`Packing ${names.length} modules at ${version} from the registry…`);
        const { stdout } = await execFileAsync(
            'npm',
            [
                'pack',
                ...names.map(name => `${name}@${version}`),
                '--pack-destination',
                tarballs,
                '--json',
                '--ignore-scripts',
            ],
            { cwd: releaseDir, maxBuffer: 64 * 1024 * 1024 },
        );
        const packed = JSON.parse(stdout) as Array<{ name: string; filename: string }>;
        for (const { name, filename } of packed) {
            const packageDir = path.join(releaseDir, 'node_modules', name);
            mkdirSync(packageDir, { recursive: true });
            await execFileAsync('tar', [
                '-xzf',
                path.join(tarballs, path.basename(filename)),
                '-C',
                packageDir,
                '--strip-components=1',
            ]);
        }
        return await packageModels(
            apiPackages.filter(definition => names.includes(definition.name)),
            names.map(name => readPinnedPackage(releaseDir, name)),
            { siteDir: releaseDir, cacheDir: path.join(releaseDir, 'models'), log: progress },
        );
    } finally {
        rmSync(releaseDir, { recursive: true, force: true });
        try {
            rmdirSync(path.dirname(releaseDir));
        } catch {
            // another version's folder is still there
        }
    }
}

async function main(args: string[]): Promise<number> {
    const diffOnly = args.includes('--diff-only');
    const [version, ...unexpected] = args.filter(arg => arg !== '--diff-only');
    if (!version || unexpected.length > 0 || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
        console.error(
            'Usage: npm run framework:update -- <version> [--diff-only], where <version> is an exact release such as 3.43.2',
        );
        return 2;
    }

    const packageJsonFile = path.join(siteDir, 'package.json');
    const packageJsonText = readFileSync(packageJsonFile, 'utf8');
    const packageJson = JSON.parse(packageJsonText) as PackageJson;
    const current = frameworkVersion(packageJson);
    const modules = frameworkModules(packageJson);
    if (version === current) {
        progress(`The site already documents Serenity/JS ${version}.`);
        return 0;
    }

    progress(`Asking the registry for ${modules.length} @serenity-js modules at ${version}…`);
    const result = await availability(modules, version, npmViewFetcher);
    const reason = refusal(result, modules.length);

    if (diffOnly) {
        if (result.available.length === 0) {
            console.error(`The registry has none of the @serenity-js modules at ${version}.`);
            return 1;
        }
        if (result.excluded.length > 0) {
            progress(`Note: ${refusal({ ...result, missing: [] }, modules.length)}`);
        }
        const names = result.available.map(manifest => manifest.name);
        progress('Loading the current TypeDoc models…');
        const before = await packageModels(apiPackages, readPinnedFramework(siteDir).packages, {
            siteDir,
            cacheDir: modelsDir,
            log: progress,
        });
        const after = await modelsOfRelease(names, version);
        process.stdout.write(
            apiDiffMarkdown(diffs(before, after), {
                from: current,
                to: version,
                notCompared: { modules: result.missing, reason: `the registry has no ${version} of them` },
            }),
        );
        return 0;
    }

    if (reason) {
        console.error(`framework:update refuses ${version}.\n${reason}`);
        return 1;
    }

    // the current models go first: the regeneration below prunes them from the cache
    progress('Loading the current TypeDoc models…');
    const before = await packageModels(apiPackages, readPinnedFramework(siteDir).packages, {
        siteDir,
        cacheDir: modelsDir,
        log: progress,
    });

    writeFileSync(packageJsonFile, withFrameworkVersion(packageJsonText, version));
    progress(`package.json: ${modules.length} @serenity-js modules ${current} → ${version}`);
    if (!(await run('npm', ['install', '--no-audit', '--no-fund']))) {
        console.error(
            'npm install failed; package.json keeps the new version, so fix the install or revert package.json.',
        );
        return 1;
    }
    if (!(await run('npm', ['run', 'api:models']))) {
        console.error('Regenerating the TypeDoc models failed (see above).');
        return 1;
    }
    const after = await packageModels(apiPackages, readPinnedFramework(siteDir).packages, {
        siteDir,
        cacheDir: modelsDir,
        log: progress,
    });
    const checks = [
        { name: 'the code examples (npm run test:examples)', passed: await run('npm', ['run', 'test:examples']) },
        { name: 'the tutorials (npm run test:tutorials)', passed: await run('npm', ['run', 'test:tutorials']) },
    ];

    process.stdout.write(apiDiffMarkdown(diffs(before, after), { from: current, to: version }));

    const failed = checks.filter(check => !check.passed);
    progress(
        failed.length === 0
            ? `\nThe site now documents Serenity/JS ${version}: the examples compile and the tutorials pass. Review and commit package.json and package-lock.json, then run npm test.`
            : `\nSerenity/JS ${version} is installed, but ${failed.map(check => check.name).join(' and ')} failed: the API changes above say what moved.`,
    );
    return failed.length === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
    code => (process.exitCode = code),
    error => {
        console.error(error instanceof Error ? error.message : error);
        process.exitCode = 1;
    },
);
