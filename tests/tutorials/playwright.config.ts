import { readdirSync } from 'node:fs';
import path from 'node:path';

import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import type { SerenityFixtures, SerenityWorkerFixtures } from '@serenity-js/playwright-test';

import { chromiumLaunchOptions } from '../support/chromium';
import apiTutorial from './api/playwright.config';
import chatExample from './chat/playwright.config';
import interactionsExamples from './interactions/playwright.config';
import webTutorial from './web/playwright.config';

/**
 * Runs the code of the two handbook tutorials, of the Playwright Test guide's multi-actor example and of the web
 * testing guides' interaction examples (`npm run test:tutorials`): each folder is the project a reader builds, and
 * its `playwright.config.ts` is the one its page shows or implies. This file only adds what CI needs: Debian's Chromium instead of
 * Playwright's download, and every project in one run.
 */
type TutorialConfig = PlaywrightTestConfig<SerenityFixtures, SerenityWorkerFixtures>;
type TutorialProject = NonNullable<TutorialConfig['projects']>[number];
type TutorialWebServer = Exclude<NonNullable<TutorialConfig['webServer']>, unknown[]>;

function tutorial(name: string, folder: string, config: TutorialConfig): { project: TutorialProject, webServer: TutorialWebServer } {
    const dir = path.join(__dirname, folder);
    const [ browserProject ] = config.projects ?? [];
    if (! config.webServer || Array.isArray(config.webServer) || ! config.testDir || ! browserProject) {
        throw new Error(`${ folder }/playwright.config.ts should define testDir, one webServer and one project`);
    }
    const testDir = path.resolve(dir, config.testDir);
    // a tutorial whose specs went missing must fail the run, not pass it quietly
    if (! readdirSync(testDir).some(file => file.endsWith('.spec.ts'))) {
        throw new Error(`${ folder }/playwright.config.ts: no *.spec.ts in ${ testDir }`);
    }
    return {
        project: {
            name,
            testDir,
            use: {
                ...config.use,
                ...browserProject.use,
                launchOptions: chromiumLaunchOptions(),
            },
        },
        webServer: { ...config.webServer, cwd: dir, name },
    };
}

const tutorials = [
    tutorial('your-first-web-scenario', 'web', webTutorial),
    tutorial('your-first-api-scenario', 'api', apiTutorial),
    tutorial('playwright-test-multiple-actors', 'chat', chatExample),
    tutorial('web-interactions', 'interactions', interactionsExamples),
];

export default defineConfig<SerenityFixtures, SerenityWorkerFixtures>({
    forbidOnly: true,
    retries: 0,
    workers: 2,
    timeout: 30_000,
    outputDir: path.join(__dirname, '..', '..', 'test-results', 'tutorials'),
    reporter: [
        [ '@serenity-js/playwright-test', { crew: [ '@serenity-js/console-reporter' ] } ],
        [ 'list' ],
    ],
    projects: tutorials.map(({ project }) => project),
    webServer: tutorials.map(({ webServer }) => webServer),
});
