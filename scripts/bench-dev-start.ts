/**
 * Development server benchmark: how long a contributor waits after `npm start`. Prints, for each start of
 * `npm start` in the site's folder (or `--dir`):
 * - the time until a handbook page answers 200, and until its heading shows in Chromium;
 * - for the last start, the time an edit to that page's MDX file takes to reach the open page (a paragraph is added,
 *   then taken out again; the file is left as it was), and whether it showed in place or the page reloaded
 *   (plugins/dev-server swaps the content in place); `--edits N` repeats it and prints the median.
 * Each start runs until the work it deferred is done ("everything done after"), as a contributor's would, so the next
 * start is warm and the edit meets an idle server.
 * The first start is cold if the folder is (a fresh clone: `git clone … && npm ci`), or with `--clear`, which empties
 * what a fresh clone lacks first: `docusaurus clear`, the TypeDoc models (`api-docs/models/`) and
 * `node_modules/.cache/`. The starts after it are warm. Quote the figures, don't assert them.
 *
 *   npm run bench:dev-start                                   one start as things are, then one warm start
 *   npm run bench:dev-start -- --clear --warm 2               a cold start here, then two warm ones
 *   npm run bench:dev-start -- --dir /tmp/devstart-clone     in a fresh clone (after its `npm ci`)
 *   npm run bench:dev-start -- --edits 6                      six edits after the warm start, one after the other
 *
 * The pages are looked at in Chromium (`BENCH_CHROMIUM_PATH`, else the one the site finds, see plugins/chromium.ts),
 * so that `CHROMIUM_PATH=/nonexistent` can stand for a contributor without a browser while the benchmark still has
 * one. Without any, it polls the server: the 200, and the edit reaching the page's compiled script.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Browser } from 'playwright-core';

import { chromiumLaunchOptions, findChromium } from '../plugins/chromium';
import { median } from '../shared/collections';

interface Options {
    dir: string;
    port: number;
    page: string;
    file: string;
    warm: number;
    clear: boolean;
    /** How many edits the last start measures, one after the other */
    edits: number;
}

function parseOptions(argv: string[]): Options {
    const value = (flag: string) => {
        const index = argv.indexOf(flag);
        return index >= 0 ? argv[index + 1] : undefined;
    };
    const dir = path.resolve(value('--dir') ?? path.resolve(__dirname, '..'));
    const edits = Number(value('--edits') ?? 1);
    if (!Number.isInteger(edits) || edits < 1) {
        throw new Error(`--edits takes a whole number of edits, 1 or more, not ${value('--edits')}`);
    }
    return {
        dir,
        port: Number(value('--port') ?? process.env.E2E_PORT ?? 3000),
        page: value('--page') ?? '/handbook/design/screenplay-pattern/',
        file: value('--file') ?? 'handbook/design/screenplay-pattern.mdx',
        warm: Number(value('--warm') ?? 1),
        clear: argv.includes('--clear'),
        edits,
    };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/** `npm start` in its own process group, so that stopping it stops the dev server it started too */
function startServer(options: Options, log: string[]): ChildProcess {
    const child = spawn('npm', ['start', '--', '--port', String(options.port), '--host', '127.0.0.1', '--no-open'], {
        cwd: options.dir,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, BROWSER: 'none', FORCE_COLOR: '0' },
    });
    const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.pid === undefined) {
        return;
    }
    const exited = new Promise(resolve => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null) {
        process.kill(-child.pid, 'SIGKILL');
    }
}

/** Resolves with the time since `started` once `url` answers 200; rejects if the server stops first */
async function firstOk(url: string, child: ChildProcess, started: number, log: string[]): Promise<number> {
    for (;;) {
        if (child.exitCode !== null) {
            throw new Error(`npm start stopped (exit ${child.exitCode}):\n${log.slice(-30).join('\n')}`);
        }
        try {
            const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
            await response.arrayBuffer();
            if (response.status === 200) {
                return Date.now() - started;
            }
        } catch {
            // not listening yet
        }
        await sleep(200);
    }
}

interface Start {
    ok: number;
    onScreen?: number;
    /** When the work a start defers (plugins/dev-start.ts) was done, and the pages it completes compiled again */
    complete?: number;
    /** Milliseconds from each save to the edit on screen (or served) */
    edits: number[];
    /** How many of the edits showed without reloading the page (plugins/dev-server) */
    inPlace?: number;
}

/**
 * Waits until the server has done what it deferred, if anything: the `[dev-start] …: done` line of each background
 * task, then the compilation that may follow (the pages that read what was deferred are compiled again, if it
 * changed them), which prints its line within the quiet time. A contributor stops a server minutes after starting
 * it, so the next start finds what this one cached; and edits an MDX file once the server is idle, not while it
 * recompiles every API page.
 * Resolves with the time since `started`, once the log has said nothing for `quiet` ms.
 */
async function backgroundDone(log: string[], started: number, quiet = 15_000, limit = 600_000): Promise<number> {
    const deferred = () => log.filter(line => /\[dev-start\] .*: in the background/.test(line)).length;
    const done = () => log.filter(line => /\[dev-start\] .*: done in/.test(line)).length;
    let seen = log.length;
    let lastChange = Date.now();
    while (Date.now() - started < limit) {
        if (log.length !== seen) {
            seen = log.length;
            lastChange = Date.now();
        }
        if (done() >= deferred() && Date.now() - lastChange >= quiet) {
            return lastChange - started;
        }
        await sleep(200);
    }
    throw new Error(`the server's background work was not done after ${seconds(limit)}:\n${log.slice(-30).join('\n')}`);
}

/** The page's own script, as the dev server serves it: the chunk that holds the MDX file's text */
async function servedText(base: string, marker: string): Promise<boolean> {
    // the dev server keeps its output in memory; webpack-dev-server lists it at this address
    const listing = await (await fetch(`${base}/webpack-dev-server`)).text();
    const chunks = [...listing.matchAll(/href="([^"]+\.js)"/g)].map(match => match[1]);
    for (const chunk of chunks) {
        const text = await (await fetch(new URL(chunk, base))).text();
        if (text.includes(marker)) {
            return true;
        }
    }
    return false;
}

async function measureStart(options: Options, browser: Browser | undefined, withEdit: boolean): Promise<Start> {
    const log: string[] = [];
    const base = `http://127.0.0.1:${options.port}`;
    const started = Date.now();
    const child = startServer(options, log);
    try {
        const ok = await firstOk(`${base}${options.page}`, child, started, log);
        const result: Start = { ok, edits: [] };
        const page = await browser?.newPage();
        if (page) {
            await page.goto(`${base}${options.page}`);
            await page.locator('article h1, main h1').first().waitFor({ timeout: 120_000 });
            result.onScreen = Date.now() - started;
        }
        result.complete = await backgroundDone(log, started);
        if (withEdit) {
            const file = path.join(options.dir, options.file);
            const original = readFileSync(file, 'utf8');
            try {
                for (let edit = 0; edit < options.edits; edit++) {
                    const marker = `Bench edit ${edit} ${Date.now().toString(36)}`;
                    // gone if the page reloads to show the edit
                    await page?.evaluate(() => Object.assign(window, { benchBeforeEdit: true }));
                    const edited = Date.now();
                    writeFileSync(file, `${original.trimEnd()}\n\n${marker}\n`);
                    if (page) {
                        await page.getByText(marker).waitFor({ timeout: 60_000 });
                    } else {
                        while (!(await servedText(base, marker))) {
                            await sleep(100);
                        }
                    }
                    result.edits.push(Date.now() - edited);
                    if (page) {
                        const inPlace = await page.evaluate(() => 'benchBeforeEdit' in window);
                        result.inPlace = (result.inPlace ?? 0) + (inPlace ? 1 : 0);
                    }
                    // the file as it was, on screen again, before the next edit
                    writeFileSync(file, original);
                    await page?.getByText(marker).waitFor({ state: 'detached', timeout: 60_000 });
                    await sleep(2_000);
                }
            } finally {
                writeFileSync(file, original);
            }
        }
        await page?.close();
        return result;
    } finally {
        await stopServer(child);
    }
}

function clear(dir: string): void {
    if (spawnSync('npx', ['docusaurus', 'clear'], { cwd: dir, stdio: 'ignore' }).status !== 0) {
        throw new Error(`docusaurus clear failed in ${dir}`);
    }
    for (const folder of ['api-docs/models', 'node_modules/.cache']) {
        rmSync(path.join(dir, folder), { recursive: true, force: true });
    }
}

async function main() {
    const options = parseOptions(process.argv.slice(2));
    if (!existsSync(path.join(options.dir, options.file))) {
        throw new Error(`No ${options.file} in ${options.dir}: name the page's file with --file`);
    }
    const browserPath = process.env.BENCH_CHROMIUM_PATH ?? findChromium();
    const browser = browserPath
        ? await (await import('playwright-core')).chromium.launch(chromiumLaunchOptions(browserPath))
        : undefined;
    console.log(
        `npm start in ${options.dir}, page ${options.page}; ${browser ? `looked at in ${browserPath}` : 'no Chromium: polling the server'}; ` +
            `CHROMIUM_PATH for the site: ${process.env.CHROMIUM_PATH ?? '(not set)'}`,
    );
    try {
        if (options.clear) {
            clear(options.dir);
            console.log('cleared: .docusaurus, build, api-docs/models, node_modules/.cache');
        }
        const runs = 1 + options.warm;
        for (let run = 1; run <= runs; run++) {
            const result = await measureStart(options, browser, run === runs);
            const label = run === 1 ? 'first start' : `warm start ${run - 1}`;
            const parts = [`200 after ${seconds(result.ok)}`];
            if (result.onScreen !== undefined) {
                parts.push(`heading on screen after ${seconds(result.onScreen)}`);
            }
            parts.push(`everything done after ${seconds(result.complete ?? 0)}`);
            if (result.edits.length > 0) {
                const sorted = [...result.edits].sort((a, b) => a - b);
                const middle = median(sorted);
                const how =
                    result.inPlace === undefined ? '' : `, ${result.inPlace} of ${result.edits.length} in place`;
                parts.push(
                    `MDX edit ${browser ? 'on screen' : 'served'} in ${seconds(middle)}` +
                        (sorted.length > 1
                            ? ` (median of ${sorted.length}: ${sorted.map(ms => `${ms} ms`).join(', ')}${how})`
                            : ` (${sorted[0]} ms${how})`),
                );
            }
            console.log(`${label}: ${parts.join(', ')}`);
        }
    } finally {
        await browser?.close();
    }
}

main().catch(error => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
});
