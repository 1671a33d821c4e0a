import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
];

/**
 * Launch options for the system's Chromium (Playwright's own browser download is not available here): the
 * build renders diagrams with it (plugins/diagrams), the tests and benchmarks drive it.
 * `scripts/ensure-chromium.sh` installs Debian's package when none is found.
 */
export function chromiumLaunchOptions(): LaunchOptions {
    const executablePath = candidates.find(
        (candidate): candidate is string => Boolean(candidate) && existsSync(candidate as string),
    );
    if (!executablePath) {
        throw new Error(
            'No Chromium found. Run `bash scripts/ensure-chromium.sh` (Debian) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
        );
    }
    return {
        executablePath,
        args: [
            ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
            // the machine has no internet: without these, Chromium stalls on its background services
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
        ],
    };
}
