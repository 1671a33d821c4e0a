/**
 * `npm run bench:search`, after `npm run build` (it builds nothing): how big the embedded search index is
 * and how fast search feels, in Chromium against build/ served on 127.0.0.1 with every other host blocked.
 *
 * Prints: records; index bytes, raw and gzip; the relevance suite's top-1 and top-3 (tests/search/), for our own cases, for
 * the real questions from the framework's tracker and for the pasted error messages apart; what the first
 * open of the search modal downloads (gzip); the time from the first keystroke after pressing the search button to
 * the first hits; and, with the index loaded, the time from each
 * keystroke to the hits on screen (median and 95th percentile) over a fixed set of queries typed one
 * character at a time.
 *
 *   node --import tsx scripts/bench-search.ts [buildDir]
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

import { chromium, type Page } from 'playwright-core';

import { manifestPath, type SearchManifest } from '../shared/search/records';
import { pastedErrorCases } from '../tests/search/pasted-errors';
import { answerableRealQuestions, builtEngine, evaluate, figuresOf } from '../tests/search/relevance';
import { relevanceCases } from '../tests/search/relevance-cases';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { createStaticServer } from '../tests/support/static-server';

/** Queries a reader of this site types: API names, concepts, integrations. */
export const benchmarkQueries = [
    'actor',
    'PageElement',
    'Ensure',
    'cucumber',
    'waiting',
    'screenplay pattern',
    'web testing',
    'rest api',
    'reporting',
    'playwright test',
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function percentile(sorted: number[], p: number): number {
    if (sorted.length === 0) {
        return Number.NaN;
    }
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function hydrated(page: Page): Promise<void> {
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
}

async function main(buildDir: string): Promise<void> {
    let manifest: SearchManifest;
    try {
        manifest = JSON.parse(readFileSync(path.join(buildDir, manifestPath), 'utf8'));
    } catch {
        throw new Error(`No search index in ${buildDir}: run \`npm run build\` first.`);
    }
    const shards = Object.values(manifest.partitions).flat();
    const shardBytes = (file: string) => readFileSync(path.join(buildDir, path.dirname(manifestPath), file));
    const gzip = shards.reduce((sum, shard) => sum + shard.bytes, 0);
    const raw = shards.reduce((sum, shard) => sum + gunzipSync(shardBytes(shard.file)).length, 0);

    console.log(
        `records:           ${manifest.records} in ${shards.length} shards (${Object.keys(manifest.partitions).length} partitions)`,
    );
    console.log(`index bytes:       ${kib(raw)} raw, ${kib(gzip)} gzip`);
    const names = JSON.parse(
        readFileSync(path.join(__dirname, '..', '.docusaurus', 'api-reference', 'api-names.json'), 'utf8'),
    ) as Record<string, string[]>;
    const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
    try {
        const engine = builtEngine(buildDir);
        const relevance = figuresOf(await evaluate(engine, relevanceCases, names));
        console.log(
            `relevance:         top-1 ${percent(relevance.top1)}, top-3 ${percent(relevance.top3)} over ${relevance.cases} cases (tests/search/relevance-cases.ts)`,
        );
        const real = figuresOf(await evaluate(engine, answerableRealQuestions(), names));
        console.log(
            `real questions:    top-1 ${percent(real.top1)}, top-3 ${percent(real.top3)} over ${real.cases} questions (tests/search/real-questions.ts)`,
        );
        const pasted = figuresOf(await evaluate(engine, pastedErrorCases(path.resolve(__dirname, '..')), {}));
        console.log(
            `pasted errors:     top-1 ${percent(pasted.top1)}, top-3 ${percent(pasted.top3)} over ${pasted.cases} messages (tests/search/pasted-errors.ts)`,
        );
    } catch (error) {
        // e.g. a build of another version, whose shards this engine does not read: the browser figures still apply
        console.log(`relevance:         not measured (${error instanceof Error ? error.message : String(error)})`);
    }

    const server = createStaticServer(buildDir);
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.route(
            url => url.hostname !== '127.0.0.1',
            route => route.abort('blockedbyclient'),
        );
        const page = await context.newPage();

        // the first open, cold: what it downloads and how long until the first hits
        await page.goto(`${origin}/handbook/`);
        await hydrated(page);
        await page.waitForLoadState('networkidle'); // the page's own prefetching is not search's
        const downloaded: Array<Promise<number>> = [];
        page.on('response', response => {
            if (new URL(response.url()).origin === origin) {
                downloaded.push(
                    response.body().then(
                        body => (response.url().endsWith('.gz') ? body.length : gzipSync(body).length),
                        () => 0,
                    ),
                );
            }
        });
        await page.evaluate(() => {
            const times: Record<string, number> = {};
            (window as unknown as { __bench: Record<string, number> }).__bench = times;
            document
                .querySelector('.DocSearch-Button')
                ?.addEventListener('click', () => (times.click = performance.now()), { capture: true });
            window.addEventListener('keydown', () => (times.key ??= performance.now()), { capture: true });
            new MutationObserver(() => {
                if (times.hits === undefined && document.querySelector('.DocSearch-Hit')) {
                    times.hits = performance.now();
                }
            }).observe(document.body, { childList: true, subtree: true });
        });
        await page.click('.DocSearch-Button');
        await page.waitForSelector('.DocSearch-Input:focus');
        // the reader's first keystroke, as soon as the search box is there
        await page.keyboard.type('a');
        await page.waitForSelector('.DocSearch-Hit');
        await page.keyboard.type('ctor');
        await page.waitForLoadState('networkidle');
        const firstOpen = await page.evaluate(() => (window as unknown as { __bench: Record<string, number> }).__bench);
        const firstOpenBytes = (await Promise.all(downloaded)).reduce((sum, bytes) => sum + bytes, 0);
        console.log(
            `first open:        ${kib(firstOpenBytes)} gzip in ${downloaded.length} files (modal, client, worker, index)`,
        );
        console.log(
            `first hits:        ${(firstOpen.hits - firstOpen.key).toFixed(0)} ms after the first keystroke, ${(firstOpen.hits - firstOpen.click).toFixed(0)} ms after pressing the search button`,
        );

        // keystroke to hits, index loaded: one character at a time, waiting for the screen to settle
        await page.evaluate(() => {
            const state = ((window as unknown as { __keys: { down: number; changed: number } }).__keys = {
                down: 0,
                changed: 0,
            });
            window.addEventListener(
                'keydown',
                () => {
                    state.down = performance.now();
                    state.changed = 0;
                },
                { capture: true },
            );
            new MutationObserver(() => (state.changed = performance.now())).observe(
                document.querySelector('.DocSearch-Modal') ?? document.body,
                { childList: true, subtree: true, characterData: true, attributes: true },
            );
        });
        const latencies: number[] = [];
        let unchanged = 0;
        for (const query of benchmarkQueries) {
            await page.fill('.DocSearch-Input', '');
            await page.waitForTimeout(200);
            for (const character of query) {
                await page.keyboard.type(character);
                await page.waitForTimeout(250);
                const { down, changed } = await page.evaluate(
                    () => (window as unknown as { __keys: { down: number; changed: number } }).__keys,
                );
                if (changed > down) {
                    latencies.push(changed - down);
                } else {
                    unchanged++;
                }
            }
        }
        latencies.sort((a, b) => a - b);
        console.log(
            `keystroke to hits: median ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms over ${latencies.length} keystrokes of ${benchmarkQueries.length} queries${unchanged ? ` (${unchanged} left the screen unchanged)` : ''}`,
        );
        await context.close();
    } finally {
        await browser.close();
        server.close();
    }
}

if (require.main === module) {
    main(process.argv[2] ?? path.join(__dirname, '..', 'build')).catch(error => {
        console.error(error instanceof Error ? error.message : error);
        process.exitCode = 1;
    });
}
