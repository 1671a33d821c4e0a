/**
 * `npm run audit:pwa [-- build dir]`, after a build (it builds nothing): Lighthouse's
 * Progressive Web App audits on the home page, a handbook page and an API page, as an installed site meets them
 * (manifest, icons, theme colour, viewport, service worker). Lighthouse 12 dropped that category, so this runs
 * 11.7.1, its last release with it, fetched from the npm registry on first use through `npm exec` (it is not a
 * dependency of the site). Prints each audit's result per page and exits with 1 if any failed.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

import { chromiumLaunchOptions } from '../tests/support/chromium';
import { createStaticServer } from '../tests/support/static-server';

const lighthouseVersion = '11.7.1';
const pages = ['/', '/handbook/design/screenplay-pattern/', '/api/core/class/Actor/'];

const run = promisify(execFile);
const siteDir = path.resolve(__dirname, '..');
const reportsDir = path.join(siteDir, 'test-results', 'pwa-audits');

interface Audit {
    id: string;
    title: string;
    score: number | null;
    scoreDisplayMode: string;
}

async function pwaAudits(url: string, reportPath: string): Promise<Audit[]> {
    const { executablePath, args = [] } = chromiumLaunchOptions();
    const chromeFlags = ['--headless=new', ...args, '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"'];
    await run(
        'npm',
        [
            'exec',
            '--yes',
            `--package=lighthouse@${lighthouseVersion}`,
            '--',
            'lighthouse',
            url,
            '--quiet',
            '--only-categories=pwa',
            `--chrome-flags=${chromeFlags.join(' ')}`,
            '--output=json',
            `--output-path=${reportPath}`,
        ],
        { env: { ...process.env, CHROME_PATH: executablePath }, maxBuffer: 64 * 1024 * 1024, cwd: reportsDir },
    );
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as {
        categories: { pwa: { auditRefs: Array<{ id: string }> } };
        audits: Record<string, Audit>;
    };
    return report.categories.pwa.auditRefs.map(({ id }) => report.audits[id]);
}

async function main() {
    const buildDir = path.resolve(siteDir, process.argv[2] ?? 'build');
    mkdirSync(reportsDir, { recursive: true });
    const server = createStaticServer(buildDir, { compress: true });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let failed = 0;
    console.info(`Lighthouse ${lighthouseVersion}, Progressive Web App audits, ${buildDir}`);
    try {
        for (const [index, page] of pages.entries()) {
            const audits = await pwaAudits(`${origin}${page}`, path.join(reportsDir, `pwa-${index}.json`));
            for (const audit of audits) {
                const result =
                    audit.score === null
                        ? audit.scoreDisplayMode
                        : audit.score === 1
                          ? 'pass'
                          : `FAIL (${audit.score})`;
                failed += audit.score !== null && audit.score < 1 ? 1 : 0;
                console.info(`${page}  ${audit.id}: ${result} — ${audit.title}`);
            }
        }
    } finally {
        server.close();
    }
    console.info(failed === 0 ? 'No PWA audit failed.' : `${failed} PWA audits failed.`);
    process.exitCode = failed === 0 ? 0 : 1;
}

void main();
