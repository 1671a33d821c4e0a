import { defineConfig, devices } from '@playwright/test';
import type { SerenityFixtures, SerenityWorkerFixtures } from '@serenity-js/playwright-test';

export default defineConfig<SerenityFixtures, SerenityWorkerFixtures>({
    testDir: './specs',

    reporter: [
        // Serenity/JS turns what the actors do into a report; the console reporter prints it as the tests run
        [
            '@serenity-js/playwright-test',
            {
                crew: ['@serenity-js/console-reporter'],
            },
        ],
        // Playwright's own HTML report, which shows each Serenity/JS activity as a step
        ['html', { open: 'never' }],
    ],

    // Start the app before the tests, and learn its port from the line it prints
    webServer: {
        command: 'node server.mjs',
        wait: { stdout: /listening on http:\/\/127\.0\.0\.1:(?<todo_app_port>\d+)/ },
    },

    use: {
        baseURL: `http://127.0.0.1:${process.env.TODO_APP_PORT}`,
        defaultActorName: 'Toby',
    },

    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
