import { defineConfig } from '@playwright/test';
import type { SerenityFixtures, SerenityWorkerFixtures } from '@serenity-js/playwright-test';

export default defineConfig<SerenityFixtures, SerenityWorkerFixtures>({
    testDir: './spec',
    reporter: [
        [ '@serenity-js/playwright-test', {
            crew: [ '@serenity-js/console-reporter' ],
        } ],
    ],
    use: {
        defaultActorName: 'Alice',
    },
});
