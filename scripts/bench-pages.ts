/**
 * Page-weight benchmark: on an already built site (`npm run build`), opens one page of each template in
 * Chromium and prints what the page downloads until React has hydrated it — HTML, CSS and JavaScript —
 * raw and gzip-compressed, plus the time to hydration on this machine. Quote its figures; don't assert them.
 *
 *   npm run build && npm run bench:pages
 */
import { gzipSync } from 'node:zlib';
import path from 'node:path';

import { chromium } from 'playwright-core';

import { chromiumLaunchOptions } from '../tests/support/chromium';
import { createStaticServer } from '../tests/support/static-server';

const templates: Record<string, string> = {
    home: '/',
    'docs page': '/handbook/design/screenplay-pattern/',
    'docs page with diagram': '/handbook/architecture/',
    releases: '/releases/',
    'API index': '/api/',
    'blog list': '/blog/',
    'blog post': '/blog/support-for-webdriverio-9/',
    'legal page': '/legal/privacy-policy/',
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

async function main() {
    const port = 4180;
    const server = createStaticServer(path.join(__dirname, '..', 'build'));
    await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));
    const browser = await chromium.launch(chromiumLaunchOptions());

    console.log('template                  requests   HTML+CSS+JS raw   gzip      of which JS (gzip)   hydrated after');
    try {
        for (const [template, route] of Object.entries(templates)) {
            const context = await browser.newContext();
            await context.route(
                url => url.hostname !== '127.0.0.1',
                r => r.abort(),
            );
            const page = await context.newPage();
            const bodies: Array<Promise<{ type: string; raw: number; gzip: number }>> = [];
            page.on('response', response => {
                const type = response.request().resourceType();
                if (['document', 'script', 'stylesheet'].includes(type) && response.status() === 200) {
                    bodies.push(
                        response.body().then(body => ({ type, raw: body.length, gzip: gzipSync(body).length })),
                    );
                }
            });
            const started = Date.now();
            await page.goto(`http://127.0.0.1:${port}${route}`);
            await page.waitForSelector('html[data-has-hydrated="true"]');
            const hydratedAfter = Date.now() - started;
            await page.waitForLoadState('networkidle');
            const resources = await Promise.all(bodies);
            const sum = (key: 'raw' | 'gzip', type?: string) =>
                resources.filter(r => !type || r.type === type).reduce((total, r) => total + r[key], 0);
            console.log(
                `${template.padEnd(25)} ${String(resources.length).padEnd(10)} ${kib(sum('raw')).padEnd(17)} ${kib(sum('gzip')).padEnd(9)} ${kib(sum('gzip', 'script')).padEnd(20)} ${hydratedAfter} ms`,
            );
            await context.close();
        }
    } finally {
        await browser.close();
        server.close();
    }
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
