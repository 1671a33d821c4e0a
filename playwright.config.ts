import { defineConfig, devices } from '@playwright/test';

import { anyPatchOff, buildDir } from './tests/support/build';
import { chromiumLaunchOptions } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests against the production build (`npm run build:test`), served on 127.0.0.1 and
 * driven in Debian's Chromium. Every request to another host is blocked by tests/support/fixtures.ts.
 */
export default defineConfig({
    testDir: './tests/e2e',
    // with bundle patches off (`npm run test:patches-off`), the byte budgets and visual baselines, which are the
    // patched build's, do not apply
    testIgnore: anyPatchOff ? ['**/budgets.spec.ts', '**/visual.spec.ts'] : [],
    fullyParallel: true,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    workers: 2,
    timeout: 30_000,
    expect: { timeout: 7_000 },
    // the HTML report in CI too: the pull-request workflow uploads it for reviewers
    reporter: [['list'], ['html', { open: 'never' }]],
    use: {
        baseURL: `http://127.0.0.1:${port}`,
        trace: 'retain-on-failure',
        launchOptions: chromiumLaunchOptions(),
        // the site's service worker (plugins/offline) would answer requests instead of the server and outlive a
        // test's page; tests/e2e/offline.spec.ts lets it run
        serviceWorkers: 'block',
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
    webServer: {
        command: `node --import tsx tests/support/static-server.ts ${port} ${buildDir}`,
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
    },
});
