import { defineConfig, devices } from '@playwright/test';
import type { SerenityFixtures, SerenityWorkerFixtures } from '@serenity-js/playwright-test';

export default defineConfig<SerenityFixtures, SerenityWorkerFixtures>({
    testDir: './specs',

    reporter: [
        [ '@serenity-js/playwright-test', {
            crew: [ '@serenity-js/console-reporter' ],
        } ],
        [ 'html', { open: 'never' } ],
    ],

    // Start the pages the specs visit, and learn their port from the line the server prints
    webServer: {
        command: 'node server.mjs',
        wait: { stdout: /listening on http:\/\/127\.0\.0\.1:(?<playground_port>\d+)/ },
    },

    use: {
        baseURL: `http://127.0.0.1:${ process.env.PLAYGROUND_PORT }`,
        defaultActorName: 'Paula',
    },

    projects: [
        { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    ],
});
