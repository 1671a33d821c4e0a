/**
 * `npm run screenshots`: pictures of the reports a reader of the handbook gets, made from real runs of the
 * tutorials' code (`tests/tutorials/`), committed as small WebP files under `static/images/reports/` with a
 * manifest (`src/components/ReportImage/reportImages.json`) that pages read through `<ReportImage>`.
 *
 *   1. runs each tutorial's project in a fresh copy under `test-results/screenshots/` (see `./runs.ts`) with
 *      Playwright Test, the Serenity BDD reporter, the Artifact Archiver and Playwright's HTML report;
 *   2. turns the Serenity BDD JSON reports into HTML with the CLI jar bundled in `@serenity-js/serenity-bdd`
 *      (Java 17+, installed from Debian's packages when missing: see `./java.ts`);
 *   3. photographs the console output, the Photographer's PNG, Playwright's HTML report and the Serenity BDD
 *      report in Chromium (see `./shots.ts`), and writes each picture at two or three widths.
 *
 * Nothing leaves 127.0.0.1. A maintainer command, not part of CI; see the README.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { chromium } from 'playwright-core';
import * as prettier from 'prettier';
import sharp from 'sharp';

import { type ReportImageManifest, reportImagesUrlPath, variantFileName } from '../../shared/report-images';
import { chromiumLaunchOptions } from '../../tests/support/chromium';
import { stripAnsi } from './ansi';
import { Camera, deviceScaleFactor } from './capture';
import { consoleSections, relativeToProject } from './console-output';
import { assertShowsSomething, contentShareOf } from '../../shared/report-image-content';
import { releaseMorning, shiftDates } from './dates';
import { ensureJava } from './java';
import { type RunResult, runs, type TutorialRun, withChange } from './runs';
import { shots, type ShotContext } from './shots';
import { filesOf, heightAt, variantWidths, webpQuality } from './variants';

const repoRoot = path.resolve(__dirname, '..', '..');
const workDir = path.join(repoRoot, 'test-results', 'screenshots');
const imagesDir = path.join(repoRoot, 'static', ...reportImagesUrlPath.split('/'));
const runsFile = path.join(workDir, 'runs.json');
const manifestFile = path.join(repoRoot, 'src', 'components', 'ReportImage', 'reportImages.json');
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

const serenityBddPackage = path.dirname(require.resolve('@serenity-js/serenity-bdd/package.json'));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CLI's defaults are not part of the package's typed API
const { defaults: serenityBddDefaults } = require('@serenity-js/serenity-bdd/lib/cli/defaults') as {
    defaults: { artifact: string };
};

/** Where `serenity-bdd run` finds the CLI jar: `<cacheDir>/<artifactId>-<version>.jar`; `run` never downloads it. */
function serenityCliJar(): { cacheDir: string; jar: string } {
    const [, artifactId, , version] = serenityBddDefaults.artifact.split(':');
    const cacheDir = path.join(serenityBddPackage, 'cache');
    return { cacheDir, jar: path.join(cacheDir, `${artifactId}-${version}.jar`) };
}

function run(
    command: string,
    args: string[],
    options: { cwd: string; env?: NodeJS.ProcessEnv },
): { status: number | null; output: string } {
    const result = spawnSync(command, args, {
        cwd: options.cwd,
        env: { ...process.env, TZ: 'UTC', ...options.env },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
    });
    if (result.error) {
        throw result.error;
    }
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function preflight(): { cacheDir: string } {
    const chromiumCheck = spawnSync('bash', [path.join(repoRoot, 'scripts', 'ensure-chromium.sh')], {
        stdio: 'inherit',
    });
    if (chromiumCheck.status !== 0) {
        throw new Error('npm run screenshots needs Chromium (see above)');
    }
    ensureJava();
    const { cacheDir, jar } = serenityCliJar();
    if (!existsSync(jar)) {
        throw new Error(
            `The Serenity BDD CLI jar is missing at ${jar}; \`npm ci\` should have installed it with @serenity-js/serenity-bdd`,
        );
    }
    console.log(`Using the Serenity BDD CLI bundled at ${path.relative(repoRoot, jar)}`);
    return { cacheDir };
}

async function runTutorial(tutorialRun: TutorialRun): Promise<RunResult> {
    const dir = path.join(workDir, tutorialRun.id, tutorialRun.project);
    await cp(path.join(repoRoot, 'tests', 'tutorials', tutorialRun.tutorial), dir, { recursive: true });
    if (tutorialRun.change) {
        const file = path.join(dir, tutorialRun.change.file);
        await writeFile(file, withChange(await readFile(file, 'utf8'), tutorialRun.change));
    }

    console.log(`Running ${tutorialRun.purpose} (${path.relative(repoRoot, dir)})`);
    const started = Date.now();
    const { status, output } = run(
        bin('playwright'),
        ['test', '--config', path.join(__dirname, 'playwright.config.ts')],
        {
            cwd: dir,
            env: {
                SCREENSHOTS_PROJECT_DIR: dir,
                SCREENSHOTS_PHOTO_STRATEGY: tutorialRun.photoStrategy ?? '',
                // the console reporter's default theme picks its colours by what the terminal supports; a pipe supports none
                FORCE_COLOR: '3',
            },
        },
    );
    await writeFile(path.join(dir, '..', 'output.log'), output);

    const failed = status !== 0;
    const printedFailure = stripAnsi(output).includes('✗ Execution failed');
    if (tutorialRun.outcome === 'passes' && (failed || printedFailure)) {
        throw new Error(`${tutorialRun.purpose} should pass, and failed:\n${stripAnsi(output)}`);
    }
    if (tutorialRun.outcome === 'fails' && !(failed && printedFailure)) {
        throw new Error(`${tutorialRun.purpose} should fail, and did not:\n${stripAnsi(output)}`);
    }
    if (consoleSections(output).length === 0) {
        throw new Error(`${tutorialRun.purpose}: the console reporter printed nothing:\n${stripAnsi(output)}`);
    }
    console.log(`  ${failed ? 'failed, as it should' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { run: tutorialRun, dir, output };
}

/**
 * Makes a Serenity BDD HTML report in `<dir>/target/site/serenity`, from the JSON reports there, with
 * `serenity-bdd run` as a reader runs it. Paths to the project in the JSON become relative first, as in
 * the console output, so no picture shows where this machine keeps the work directory.
 */
async function serenityBddReport(
    dir: string,
    projects: string[],
    cacheDir: string,
    extraArgs: string[] = [],
): Promise<string> {
    const reportDir = path.join(dir, 'target', 'site', 'serenity');
    for (const file of (await readdir(reportDir)).filter(name => name.endsWith('.json'))) {
        const json = path.join(reportDir, file);
        await writeFile(
            json,
            projects.reduce((text, project) => relativeToProject(text, project), await readFile(json, 'utf8')),
        );
    }
    const { status, output } = run(bin('serenity-bdd'), ['run', '--cacheDir', cacheDir, ...extraArgs], { cwd: dir });
    if (status !== 0 || !existsSync(path.join(reportDir, 'index.html'))) {
        throw new Error(`serenity-bdd run failed in ${dir}:\n${output}`);
    }
    return reportDir;
}

interface Runs {
    started: number;
    results: ShotContext['results'];
    reports: ShotContext['reports'];
}

/** Runs the tutorials and makes the Serenity BDD reports, keeping what the pictures need in the work directory. */
async function runEverything(cacheDir: string): Promise<Runs> {
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });

    const started = Date.now();
    const results = {
        web: await runTutorial(runs.web),
        webFailing: await runTutorial(runs.webFailing),
        webPhotos: await runTutorial(runs.webPhotos),
        api: await runTutorial(runs.api),
    };

    console.log('Making the Serenity BDD reports');
    const failing = await serenityBddReport(results.webFailing.dir, [results.webFailing.dir], cacheDir, [
        '--features',
        './specs',
    ]);
    // both tutorials in one report, as a reader who keeps them in one project gets it
    const tutorialsDir = path.join(workDir, 'serenity-bdd', 'serenity-js-tutorials');
    for (const { dir } of [results.webPhotos, results.api]) {
        await cp(path.join(dir, 'target', 'site', 'serenity'), path.join(tutorialsDir, 'target', 'site', 'serenity'), {
            recursive: true,
        });
    }
    const tutorials = await serenityBddReport(tutorialsDir, [results.webPhotos.dir, results.api.dir], cacheDir);

    const done: Runs = { started, results, reports: { failing, tutorials } };
    await writeFile(runsFile, JSON.stringify(done, null, 2));
    return done;
}

async function main(): Promise<void> {
    // --capture-only photographs the runs of the previous `npm run screenshots` again, to adjust a picture quickly
    const captureOnly = process.argv.includes('--capture-only');
    const { started, results, reports } = captureOnly
        ? (JSON.parse(await readFile(runsFile, 'utf8')) as Runs)
        : await runEverything(preflight().cacheDir);

    const corePackage = require.resolve('@serenity-js/core/package.json');
    const coreChangelog = readFileSync(path.join(path.dirname(corePackage), 'CHANGELOG.md'), 'utf8');
    const coreVersion = (JSON.parse(readFileSync(corePackage, 'utf8')) as { version: string }).version;
    const shownStart = releaseMorning(coreChangelog, coreVersion);
    console.log(`Photographing (dates moved so the runs appear to start at ${shownStart.toISOString()})`);

    const dateOffset = shownStart.getTime() - started;
    // the work directory's projects first, then the repository (whose node_modules the projects use)
    const projectDirs = [...Object.values(results).map(result => result.dir), repoRoot];
    const normalise = (text: string) => shiftDates(projectDirs.reduce(relativeToProject, text), dateOffset);

    const browser = await chromium.launch(chromiumLaunchOptions());
    const context: ShotContext = { camera: new Camera(browser, normalise), results, reports };

    const manifest: ReportImageManifest = {};
    await mkdir(imagesDir, { recursive: true });
    try {
        for (const shot of shots) {
            const png = await shot.capture(context);
            const source = await sharp(png).metadata();
            if (!source.width || !source.height) {
                throw new Error(`${shot.name}: the capture is not an image`);
            }
            assertShowsSomething(shot.name, await contentShareOf(png));
            const density = shot.density ?? deviceScaleFactor;
            const displayWidth = Math.min(shot.displayWidth, Math.round(source.width / density));
            const widths = variantWidths(source.width, displayWidth, shot.widths);
            const size = { width: source.width, height: source.height };
            for (const width of widths) {
                await sharp(png)
                    .resize({ width, height: heightAt(width, size), kernel: 'lanczos3' })
                    .webp({ quality: webpQuality(width, displayWidth), smartSubsample: true, effort: 6 })
                    .toFile(path.join(imagesDir, variantFileName(shot.name, width)));
            }
            manifest[shot.name] = {
                kind: shot.kind,
                width: displayWidth,
                height: heightAt(displayWidth, size),
                widths,
            };
            console.log(`  ${shot.name}: ${widths.map(width => `${width}×${heightAt(width, size)}`).join(', ')}`);
        }
    } finally {
        await browser.close();
    }

    const current = filesOf(manifest);
    for (const file of await readdir(imagesDir)) {
        if (!current.has(file)) {
            await rm(path.join(imagesDir, file));
            console.log(`  removed ${file}, which no shot makes any more`);
        }
    }
    // formatted as `npm run lint` expects it
    const prettierOptions = await prettier.resolveConfig(manifestFile);
    await writeFile(
        manifestFile,
        await prettier.format(JSON.stringify(manifest, null, 2), { ...prettierOptions, filepath: manifestFile }),
    );

    let total = 0;
    for (const file of current) {
        total += (await readFile(path.join(imagesDir, file))).length;
    }
    console.log(
        `Wrote ${current.size} files (${(total / 1024).toFixed(0)} KiB) to ${path.relative(repoRoot, imagesDir)} and the manifest to ${path.relative(repoRoot, manifestFile)}`,
    );
}

main().catch(error => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
});
