/**
 * Pure helpers of tests/installation/check.ts: what a runner printed, as the page shows it, and the runner versions
 * the handbook's install commands ask for, compared with what CI installs and what the adapters support.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { compareVersions, rangeAlternatives, versionNumbers } from '../../shared/semver';

/** Where the page's output shows the reader's project: the page creates `my-serenity-project` */
export const projectPathShown = '/path/to/my-serenity-project';

/** What a run printed, as a page shows it: no colours, no trailing spaces, the project's absolute path replaced. */
export function outputAsShown(stdout: string, projectDir: string): string {
    return (
        stdout
            // eslint-disable-next-line no-control-regex
            .replace(/\u001b\[[0-9;]*m/g, '')
            .split(projectDir)
            .join(projectPathShown)
            .split('\n')
            .map(line => line.trimEnd())
            .join('\n')
            .trim()
    );
}

/** Output to compare: timings such as `(10ms)`, `1s 326ms` or `2m 3s 4ms` differ on every run, so they become `…` */
export function expectedOutputOf(output: string): string {
    return output
        .replace(/\b(?:\d+h )?(?:\d+m )?(?:\d+s )?\d+ms\b/g, '…')
        .split('\n')
        .map(line => line.trimEnd())
        .join('\n')
        .trim();
}

/**
 * The packages whose version the handbook's install commands name, because their newest release doesn't work with
 * the rest: the test runners and Playwright, each with the Serenity/JS module that declares, as a peer dependency,
 * which versions it supports; and the TypeScript compiler and Jasmine types, which have no such declaration (ts-node 10
 * needs TypeScript's JavaScript API, which TypeScript 7 dropped).
 */
export const pinnedPackages: Record<string, { module: string; peer: string } | undefined> = {
    mocha: { module: '@serenity-js/mocha', peer: 'mocha' },
    jasmine: { module: '@serenity-js/jasmine', peer: 'jasmine' },
    '@cucumber/cucumber': { module: '@serenity-js/cucumber', peer: '@cucumber/cucumber' },
    '@playwright/test': { module: '@serenity-js/playwright-test', peer: '@playwright/test' },
    // `playwright` installs the `playwright-core` of the same version, which @serenity-js/playwright declares
    playwright: { module: '@serenity-js/playwright', peer: 'playwright-core' },
    '@types/jasmine': undefined,
    typescript: undefined,
};

export interface RunnerSpec {
    file: string;
    line: number;
    runner: string;
    /** what follows `@` in the install command: `11`, `1.59` */
    spec: string;
}

/** Every `runner@version` in an `npm install` command of the MDX pages under `folder` */
export function runnerSpecsIn(siteDir: string, folder: string): RunnerSpec[] {
    const pages = readdirSync(path.join(siteDir, folder), { recursive: true, encoding: 'utf8' })
        .filter(file => file.endsWith('.mdx'))
        .map(file => path.join(folder, file));
    return pages.flatMap(file => runnerSpecsInText(file, readFileSync(path.join(siteDir, file), 'utf8')));
}

export function runnerSpecsInText(file: string, text: string): RunnerSpec[] {
    return text.split('\n').flatMap((content, index) => {
        if (!/^\s*npm install\b/.test(content)) {
            return [];
        }
        return content
            .trim()
            .split(/\s+/)
            .flatMap(word => {
                const match = word.match(/^(@?[^@\s]+)@(\d[\w.-]*)$/);
                return match && match[1] in pinnedPackages
                    ? [{ file, line: index + 1, runner: match[1], spec: match[2] }]
                    : [];
            });
    });
}

/**
 * Whether `version` is allowed by an npm `range` made of `^x.y.z`, `~x.y.z` and `x.y.z` alternatives, the forms the
 * Serenity/JS adapters use; anything else throws, so that a new form is noticed rather than misread.
 */
export function satisfies(version: string, range: string): boolean {
    const [major = 0, minor = 0] = versionNumbers(version);
    return rangeAlternatives(range).some(({ operator, version: bound, text }) => {
        if (!['^', '~', ''].includes(operator) || versionNumbers(bound).length !== 3) {
            throw new Error(`Unsupported version range "${text}" in "${range}"`);
        }
        const [boundMajor, boundMinor] = versionNumbers(bound);
        const atLeastBound = compareVersions(version, bound) >= 0;
        switch (operator) {
            case '^':
                return atLeastBound && major === boundMajor && (boundMajor > 0 || minor === boundMinor);
            case '~':
                return atLeastBound && major === boundMajor && minor === boundMinor;
            default:
                return compareVersions(version, bound) === 0;
        }
    });
}

/** `11` matches `11.8.0`, `1.59` matches `1.59.1` */
export function matchesSpec(version: string, spec: string): boolean {
    return version === spec || version.startsWith(`${spec}.`);
}

/**
 * What is wrong with the runner versions the pages ask for: CI must install a version the command would install
 * (so it runs what the reader runs), and the adapter must declare support for it.
 */
export function installedRunnerVersionsProblems(siteDir: string, specs: RunnerSpec[]): string[] {
    const manifest = (name: string) =>
        JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8'));
    return specs.flatMap(({ file, line, runner, spec }) => {
        const where = `${file}:${line}`;
        const installed: string = manifest(runner).version;
        const problems: string[] = [];
        if (!matchesSpec(installed, spec)) {
            problems.push(
                `${where}: the page installs ${runner}@${spec}, but the site installs ${runner} ${installed}, so CI doesn't run what the reader gets`,
            );
        }
        const declared = pinnedPackages[runner];
        if (!declared) {
            return problems;
        }
        const module = manifest(declared.module);
        const range: string | undefined = module.peerDependencies?.[declared.peer];
        if (!range) {
            problems.push(
                `${where}: ${declared.module}@${module.version} declares no peer dependency on ${declared.peer}`,
            );
        } else if (!satisfies(installed, range)) {
            problems.push(
                `${where}: ${runner} ${installed} is outside the range of ${declared.peer} that ${declared.module}@${module.version} supports (${range})`,
            );
        }
        return problems;
    });
}
