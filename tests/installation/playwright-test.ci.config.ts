import path from 'node:path';

import { defineConfig } from '@playwright/test';
import type { SerenityFixtures, SerenityWorkerFixtures } from '@serenity-js/playwright-test';

import { chromiumLaunchOptions } from '../support/chromium';
import readerConfig from './playwright-test/playwright.config';

/**
 * Runs the Playwright Test check of handbook/installation.mdx as the reader runs it (`npx playwright test` in
 * `playwright-test/`), with Debian's Chromium instead of the browser `npx playwright install` downloads.
 */
export default defineConfig<SerenityFixtures, SerenityWorkerFixtures>({
    ...readerConfig,
    testDir: path.join(__dirname, 'playwright-test', 'spec'),
    outputDir: path.join(__dirname, '..', '..', 'test-results', 'installation'),
    use: {
        ...readerConfig.use,
        launchOptions: chromiumLaunchOptions(),
    },
});
