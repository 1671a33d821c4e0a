/**
 * Runs the "Verify your set-up" checks of handbook/installation.mdx (`npm run test:installation`): each folder here is
 * the project a reader has after following the page for one test runner, and this script runs the command the page
 * gives, in that folder, with the real runner. It fails when the command is not on the page, when it exits with an
 * error, or when what it prints differs from the `expected-output.txt` the page shows (ignoring timings and the
 * project's absolute path). It also checks that the runner versions the handbook's install commands ask for are
 * the ones CI runs and that the Serenity/JS adapters declare support for them.
 *
 * `npm run test:installation -- --update` rewrites the `expected-output.txt` files from a run, for when the console
 * reporter's format changes.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expectedOutputOf, installedRunnerVersionsProblems, outputAsShown, runnerSpecsIn } from './output';

const siteDir = path.resolve(__dirname, '..', '..');
const page = 'handbook/installation.mdx';
const pageText = readFileSync(path.join(siteDir, page), 'utf8');
const update = process.argv.includes('--update');

interface Check {
    runner: string;
    folder: string;
    /** what the page tells the reader to run, in the project folder */
    command: string;
    /** what CI adds to it: Playwright Test gets Debian's Chromium through a configuration of its own */
    ciArguments?: string[];
}

const checks: Check[] = [
    {
        runner: 'Playwright Test',
        folder: 'playwright-test',
        command: 'npx playwright test',
        ciArguments: ['--config', '../playwright-test.ci.config.ts'],
    },
    { runner: 'Mocha', folder: 'mocha', command: 'npx mocha' },
    { runner: 'Jasmine', folder: 'jasmine', command: 'npx jasmine --reporter=@serenity-js/jasmine' },
    { runner: 'Cucumber', folder: 'cucumber', command: 'npx cucumber-js' },
];

const failures: string[] = [];

const pinned = runnerSpecsIn(siteDir, 'handbook');
failures.push(...installedRunnerVersionsProblems(siteDir, pinned));
console.log(
    `  Install commands: ${pinned.length} versions of runners, Playwright and TypeScript named in the handbook, checked against what is installed here and what the adapters support`,
);

for (const check of checks) {
    const cwd = path.join(__dirname, check.folder);
    const shownCommand = new RegExp(`^${check.command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm');
    if (!shownCommand.test(pageText)) {
        failures.push(
            `${check.runner}: ${page} no longer shows \`${check.command}\` on a line of its own; update tests/installation/check.ts to run what the page says`,
        );
        continue;
    }

    const [executable, ...args] = check.command.split(' ');
    const started = Date.now();
    const run = spawnSync(executable, [...args, ...(check.ciArguments ?? [])], {
        cwd,
        encoding: 'utf8',
        env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CI: 'true' },
        timeout: 120_000,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    if (run.status !== 0) {
        failures.push(
            `${check.runner}: \`${check.command}\` in tests/installation/${check.folder} exited with ${run.status ?? run.signal}\n${run.stdout}\n${run.stderr}`,
        );
        continue;
    }

    const actual = outputAsShown(run.stdout, cwd);
    const expectedFile = path.join(cwd, 'expected-output.txt');
    if (update) {
        writeFileSync(expectedFile, `${actual}\n`);
        console.log(`${check.runner}: wrote tests/installation/${check.folder}/expected-output.txt (${seconds} s)`);
        continue;
    }

    const expected = expectedOutputOf(readFileSync(expectedFile, 'utf8'));
    if (expectedOutputOf(actual) !== expected) {
        failures.push(
            `${check.runner}: \`${check.command}\` printed something other than tests/installation/${check.folder}/expected-output.txt, which ${page} shows.\n` +
                `--- expected (timings ignored)\n${expected}\n--- printed\n${expectedOutputOf(actual)}\n` +
                `If the change is expected, run \`npm run test:installation -- --update\`.`,
        );
        continue;
    }
    console.log(`  ✓ ${check.runner}: \`${check.command}\` printed what the page shows (${seconds} s)`);
}

// a folder without a check would be code that looks tested but isn't
const folders = readdirSync(__dirname, { withFileTypes: true })
    .filter(entry => entry.isDirectory())
    .map(entry => entry.name);
for (const folder of folders.filter(folder => !checks.some(check => check.folder === folder))) {
    failures.push(`tests/installation/${folder} has no check in tests/installation/check.ts`);
}

if (failures.length > 0) {
    console.error(`\n${failures.length} problem(s):\n${failures.map(failure => `  ${failure}`).join('\n')}`);
    process.exit(1);
}
console.log(`Installation checks: ${checks.length} runners print what ${page} shows`);
