import path from 'node:path';

import { defineConfig, type PlaywrightTestConfig, type ReporterDescription } from '@playwright/test';
import type { SerenityFixtures, SerenityWorkerFixtures } from '@serenity-js/playwright-test';

import { chromiumLaunchOptions } from '../../tests/support/chromium';
import { deviceScaleFactor } from './capture';

/**
 * The configuration of one `npm run screenshots` run (see `./index.ts`). It runs a working copy of a
 * tutorial's project (`SCREENSHOTS_PROJECT_DIR`) with that project's own `playwright.config.ts`, and adds
 * only the reporting a reader adds when they follow the reporting pages: the Serenity BDD reporter and the
 * Artifact Archiver in the reporter's crew, Playwright's HTML report, and a Photographer with the strategy
 * in `SCREENSHOTS_PHOTO_STRATEGY` (the Playwright Test integration's default when unset).
 * CI's tutorial run (`tests/tutorials/playwright.config.ts`) doesn't use this file.
 */
type TutorialConfig = PlaywrightTestConfig<SerenityFixtures, SerenityWorkerFixtures>;

const projectDir = process.env.SCREENSHOTS_PROJECT_DIR ?? '';
if (!path.isAbsolute(projectDir)) {
    throw new Error(
        'SCREENSHOTS_PROJECT_DIR should be the absolute path of a tutorial project; run `npm run screenshots`',
    );
}
const photoStrategy = process.env.SCREENSHOTS_PHOTO_STRATEGY;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the project is only known at run time
const tutorial = require(path.join(projectDir, 'playwright.config.ts')).default as TutorialConfig;

const [browserProject] = tutorial.projects ?? [];
if (!tutorial.testDir || !tutorial.webServer || Array.isArray(tutorial.webServer) || !browserProject) {
    throw new Error(`${projectDir}/playwright.config.ts should define testDir, one webServer and one project`);
}
const testDir = path.resolve(projectDir, tutorial.testDir);

function withReporting(reporter: ReporterDescription): ReporterDescription {
    const [name, options = {}] = reporter;
    if (name !== '@serenity-js/playwright-test') {
        return reporter;
    }
    const crew = (options as { crew?: unknown[] }).crew ?? [];
    return [
        name,
        {
            ...options,
            crew: [
                ...crew,
                ['@serenity-js/serenity-bdd', { specDirectory: testDir }],
                [
                    '@serenity-js/core:ArtifactArchiver',
                    { outputDirectory: path.join(projectDir, 'target', 'site', 'serenity') },
                ],
            ],
        },
    ];
}

const tutorialReporters = (Array.isArray(tutorial.reporter) ? tutorial.reporter : []) as ReporterDescription[];

export default defineConfig<SerenityFixtures, SerenityWorkerFixtures>({
    ...tutorial,
    testDir,
    forbidOnly: true,
    retries: 0,
    // one worker: scenarios run, and print, in the order the spec declares them, so reruns look alike
    workers: 1,
    timeout: 30_000,
    outputDir: path.join(projectDir, 'test-results'),
    reporter: [
        ...tutorialReporters.filter(([name]) => name !== 'html').map(withReporting),
        ['html', { open: 'never', outputFolder: path.join(projectDir, 'playwright-report') }],
    ],
    webServer: { ...tutorial.webServer, cwd: projectDir },
    projects: [
        {
            ...browserProject,
            use: {
                ...browserProject.use,
                launchOptions: chromiumLaunchOptions(),
                // the Photographer's PNGs as sharp as the pictures photographed by ./capture.ts
                deviceScaleFactor,
                ...(photoStrategy ? { crew: [['@serenity-js/web:Photographer', { strategy: photoStrategy }]] } : {}),
            },
        },
    ],
});
