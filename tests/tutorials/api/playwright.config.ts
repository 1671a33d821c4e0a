import { defineConfig, devices } from '@playwright/test';
import type { SerenityFixtures, SerenityWorkerFixtures } from '@serenity-js/playwright-test';

export default defineConfig<SerenityFixtures, SerenityWorkerFixtures>({
    testDir: './specs',

    reporter: [
        [
            '@serenity-js/playwright-test',
            {
                crew: ['@serenity-js/console-reporter'],
            },
        ],
    ],

    // Start the API before the tests, and learn its port from the line it prints
    webServer: {
        command: 'node server.mjs',
        wait: { stdout: /listening on http:\/\/127\.0\.0\.1:(?<todo_api_port>\d+)/ },
    },

    use: {
        // Serenity/JS points the actors' ability to CallAnApi at this address
        baseURL: `http://127.0.0.1:${process.env.TODO_API_PORT}`,
    },

    // Serenity/JS starts a browser in each worker, even when the actors only call an API
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
