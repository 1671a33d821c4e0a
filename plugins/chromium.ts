import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

const systemBrowsers = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const chromiumInstallHint =
    'Run `bash scripts/ensure-chromium.sh` (Debian or Ubuntu: installs the chromium package) or set CHROMIUM_PATH to a Chromium or Chrome binary.';

/** Thrown when no Chromium can be found: the message says how to get one */
export class ChromiumMissingError extends Error {
    constructor(reason = 'No Chromium found.') {
        super(`${reason} ${chromiumInstallHint}`);
        this.name = 'ChromiumMissingError';
    }
}

/**
 * The system's Chromium binary, or undefined. `CHROMIUM_PATH`, when set, is the only candidate: a browser the
 * reader named and mistyped is reported, not silently replaced by another one.
 */
export function findChromium(): string | undefined {
    const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : systemBrowsers;
    return candidates.find(candidate => existsSync(candidate));
}

/**
 * Launch options for the system's Chromium (Playwright's own browser download is not available here): the
 * build draws changed diagrams with it (plugins/diagrams), the tests and benchmarks drive it.
 * `scripts/ensure-chromium.sh` installs Debian's package when none is found. `executablePath` names another binary (a benchmark
 * that looks at pages in Chromium while the site it starts has none).
 */
export function chromiumLaunchOptions(executablePath: string | undefined = findChromium()): LaunchOptions {
    if (!executablePath) {
        throw new ChromiumMissingError(
            process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.` : undefined,
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
