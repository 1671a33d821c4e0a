/**
 * What each bundle patch (shared/site-patches.ts) buys: builds the site once with every patch on, once with each patch
 * off in turn and once with all of them off, and prints the gzip JavaScript that `main` + the runtime (every page), a
 * handbook page and an API page need before they hydrate, and what each patch saves. Quote its figures in
 * UPGRADING.md; they are not asserted anywhere (the byte budgets of tests/budgets.ts are).
 *
 *   npm run bench:patches                          every variant (8 builds: slow)
 *   npm run bench:patches -- none lean-main all    only these variants ("none": every patch on)
 *   npm run bench:patches -- none=build all=build-unpatched
 *                                                  measure builds already made, with those patches off
 *
 * Each build goes to .scratch-patch-bytes/ and is replaced by the next; the API models' and examples' caches make the
 * builds after the first faster.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

import { chromium } from 'playwright-core';

import { sitePatches, sitePatchesOffVariable } from '../shared/site-patches';
import { assetsBeforeHydration, isMainOrRuntime } from '../tests/support/assets-before-hydration';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import type { Asset } from '../tests/support/page-weight';
import { createStaticServer } from '../tests/support/static-server';

const siteDir = path.resolve(__dirname, '..');
const scratchDir = path.join(siteDir, '.scratch-patch-bytes');
const port = Number(process.env.E2E_PORT ?? 4181);

const pages = {
    handbook: '/handbook/installation/',
    'api-class': '/api/core/class/Actor/',
} as const;

type Column = 'main + runtime' | 'handbook' | 'api-class';
const columns: Column[] = ['main + runtime', 'handbook', 'api-class'];

const variants = ['none', ...Object.keys(sitePatches), 'all'];

const js = (assets: Asset[]) => assets.filter(asset => asset.kind === 'js').reduce((sum, asset) => sum + asset.gzip, 0);

function build(variant: string, buildDir: string) {
    rmSync(buildDir, { recursive: true, force: true });
    execFileSync('npm', ['run', '--silent', 'build:site'], {
        cwd: siteDir,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
            ...process.env,
            [sitePatchesOffVariable]: variant === 'none' ? '' : variant,
            SITE_BUILD_DIR: path.relative(siteDir, buildDir),
        },
    });
}

/** The gzip JavaScript of each column, in the build in `buildDir` */
async function measure(buildDir: string): Promise<Record<Column, number>> {
    const server = createStaticServer(buildDir);
    await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));
    const browser = await chromium.launch(chromiumLaunchOptions());
    const visit = async (route: string) => {
        const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
        await context.route(
            url => url.hostname !== '127.0.0.1',
            route => route.abort(),
        );
        try {
            return await assetsBeforeHydration(await context.newPage(), route, buildDir);
        } finally {
            await context.close();
        }
    };
    try {
        const handbook = await visit(pages.handbook);
        const api = await visit(pages['api-class']);
        return {
            'main + runtime': js(handbook.filter(isMainOrRuntime)),
            handbook: js(handbook),
            'api-class': js(api),
        };
    } finally {
        await browser.close();
        server.close();
    }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024).toFixed(1)}`;

async function main() {
    const chosen = (process.argv.slice(2).length > 0 ? process.argv.slice(2) : variants).map(arg => {
        const [variant, dir] = arg.split('=');
        return { variant, dir: dir === undefined ? undefined : path.resolve(dir) };
    });
    const unknown = chosen.filter(({ variant }) => !variants.includes(variant));
    if (unknown.length > 0) {
        throw new Error(
            `patch-bytes: unknown variant ${unknown.map(({ variant }) => variant).join(', ')}; choose from ${variants.join(', ')}`,
        );
    }
    // "none" first, so that each row can say what the patch saves; each row printed as soon as it is measured
    const ordered = [...chosen].sort((a, b) => Number(b.variant === 'none') - Number(a.variant === 'none'));
    console.log(`gzip JavaScript that pages need before they hydrate, with these patches off`);
    console.log(`(+n): what the page needs more without the patch, i.e. what the patch saves`);
    console.log(['patches off'.padEnd(20), ...columns.map(column => column.padStart(22))].join(''));
    let base: Record<Column, number> | undefined;
    for (const { variant, dir } of ordered) {
        const started = Date.now();
        if (dir === undefined) {
            build(variant, scratchDir);
        }
        const figures = await measure(dir ?? scratchDir);
        base ??= variant === 'none' ? figures : undefined;
        const cells = columns.map(column => {
            const delta = base && variant !== 'none' ? ` (${signed(figures[column] - base[column])})` : '';
            return `${kib(figures[column])}${delta}`.padStart(22);
        });
        console.log([variant.padEnd(20), ...cells].join(''));
        console.error(`[patch-bytes] ${variant}: measured in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    rmSync(scratchDir, { recursive: true, force: true });
}

main().catch(error => {
    console.error(error);
    process.exitCode = 1;
});
