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

    // Start the chat before the tests, and learn its port from the line it prints
    webServer: {
        command: 'node server.mjs',
        wait: { stdout: /listening on http:\/\/127\.0\.0\.1:(?<chat_app_port>\d+)/ },
    },

    use: {
        baseURL: `http://127.0.0.1:${process.env.CHAT_APP_PORT}`,
        defaultActorName: 'Alice',
    },

    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
