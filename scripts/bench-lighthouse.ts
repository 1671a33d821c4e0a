/**
 * `npm run bench:lighthouse`, after `npm run build` (it builds nothing): Lighthouse's mobile preset
 * (simulated slow 4G and a 4× slower CPU) on one page of each template, as a phone would see the site.
 *
 * - Lighthouse is pinned here and fetched from the npm registry on first use (into npm's own cache,
 *   through `npm exec`); it is not a dependency of the site.
 * - It drives Debian's Chromium (or CHROMIUM_PATH), in which every host but 127.0.0.1 is unresolvable.
 * - build/ is served on 127.0.0.1 gzip-compressed, as GitHub Pages serves it (uncompressed, Lighthouse
 *   would simulate the raw bytes over slow 4G and describe a host nobody uses).
 * - Each template runs 3 times (`--runs N`), interleaved, and the table shows the medians: this machine's
 *   scores swing by ±15 points from one run to the next, so quote medians, with LCP and TBT beside them.
 *
 * - The figures depend on the CPU of the machine that runs them (Lighthouse multiplies each main-thread task by
 *   its CPU slowdown factor), so every run prints the `benchmarkIndex` Lighthouse measured, and the table has
 *   them beside the medians. `--cpu-slowdown N` sets the factor (4, Lighthouse's mobile preset, by default);
 *   `--target-index 1500` instead picks it before each run so that the simulated phone is no faster than a
 *   machine of benchmarkIndex 1,500: 4 × measured ÷ 1,500 when this machine measures faster, else 4. The index
 *   is measured with Lighthouse's own function (`computeBenchmarkIndex`) in Chromium, just before each run.
 * - Beside TBT: the main-thread work (`mainthread-work-breakdown`) and the JavaScript execution time
 *   (`bootup-time`) until the page is idle, which depend less on the machine than TBT, and the longest tasks
 *   with the script Lighthouse attributes them to. Run under load (other jobs on the machine, see the load
 *   average printed first), the figures are pessimistic.
 *
 * Prints a Markdown table; the full reports are kept in test-results/lighthouse/ (open the .html ones).
 *
 *   npm run bench:lighthouse                          # build/
 *   npm run bench:lighthouse -- --runs 5 /tmp/before build   # two builds, interleaved, one table each
 *   npm run bench:lighthouse -- --only api-class       # one template
 *   npm run bench:lighthouse -- --target-index 1500 --runs 5   # a phone no faster than benchmarkIndex 1,500
 *   npm run bench:lighthouse -- --throttling devtools --target-index 1500   # the phone's CPU slowed for real
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright-core';

import { median } from '../shared/collections';
import { pageTemplates, type PageTemplate } from '../tests/budgets';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { createStaticServer } from '../tests/support/static-server';

export const lighthouseVersion = '12.8.2';

const run = promisify(execFile);
const siteDir = path.resolve(__dirname, '..');
const reportsDir = path.join(siteDir, 'test-results', 'lighthouse');

/** What one Lighthouse run says about a page */
export interface PageFigures {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    /** milliseconds */
    lcp: number;
    /** milliseconds */
    tbt: number;
    cls: number;
    /** JavaScript transferred (gzip), bytes */
    jsBytes: number;
    /** main-thread work until the page is idle (`mainthread-work-breakdown`), milliseconds */
    mainThread: number;
    /** JavaScript execution time (`bootup-time`), milliseconds */
    bootup: number;
    /** Lighthouse's measure of this machine's CPU speed (`environment.benchmarkIndex`) */
    benchmarkIndex: number;
    /** the CPU slowdown factor of the run */
    cpuSlowdown: number;
    /** the longest main-thread tasks (simulated milliseconds), longest first, with the script they are attributed to */
    longTasks: Array<{ script: string; duration: number }>;
    /** audits below a full score in the accessibility, best-practices and SEO categories */
    failing: string[];
}

interface LighthouseResult {
    environment?: { benchmarkIndex?: number };
    configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
    categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
    audits: Record<
        string,
        {
            score: number | null;
            scoreDisplayMode: string;
            numericValue?: number;
            details?: {
                items?: Array<{ resourceType?: string; transferSize?: number; url?: string; duration?: number }>;
            };
        }
    >;
}

/** The figures of one Lighthouse result (its JSON report) */
export function figuresOf(result: LighthouseResult): PageFigures {
    const score = (category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
    const numeric = (audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;
    const scripts = result.audits['resource-summary']?.details?.items?.find(item => item.resourceType === 'script');
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap(category =>
        (result.categories[category]?.auditRefs ?? [])
            .filter(ref => ref.weight > 0)
            .filter(ref => {
                const audit = result.audits[ref.id];
                return audit && audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 1;
            })
            .map(ref => `${category}/${ref.id}`),
    );
    return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        jsBytes: scripts?.transferSize ?? Number.NaN,
        mainThread: numeric('mainthread-work-breakdown'),
        bootup: numeric('bootup-time'),
        benchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
        cpuSlowdown: result.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
        longTasks: (result.audits['long-tasks']?.details?.items ?? [])
            .map(item => ({ script: scriptName(item.url), duration: Math.round(item.duration ?? 0) }))
            .sort((a, b) => b.duration - a.duration)
            .slice(0, 3),
        failing,
    };
}

/** A script's file name (`main.1a2b3c4d.js`), `page` for the HTML document, or what Lighthouse says when it attributes a task to no script */
function scriptName(url: string | undefined): string {
    if (!url) {
        return 'Unattributable';
    }
    try {
        const { pathname } = new URL(url);
        return pathname.endsWith('/') ? 'page' : (pathname.split('/').pop() ?? url);
    } catch {
        return url;
    }
}

/** The CPU slowdown factor at which a machine of benchmarkIndex `measured` simulates one no faster than `target` */
export function slowdownFor(measured: number, target: number, base = defaultCpuSlowdown): number {
    return measured > target ? Math.round(((base * measured) / target) * 10) / 10 : base;
}

export const defaultCpuSlowdown = 4;

/**
 * The benchmarkIndex of the machine on which the mobile preset (4×) would simulate the same phone as this run: a run
 * at slowdown `s` on a machine of index `i` simulates what 4× does on one of `i × 4 ÷ s`. The issue's target is ≤ 1,500.
 */
export function simulatedIndex(figures: Pick<PageFigures, 'benchmarkIndex' | 'cpuSlowdown'>): number {
    return (figures.benchmarkIndex * defaultCpuSlowdown) / figures.cpuSlowdown;
}

function availableCores(): number {
    return cpus().length;
}

/** A Markdown table of the medians of each template's runs, in the order of `templates` */
export function medianTable(runs: Map<PageTemplate, PageFigures[]>): string {
    const lines = [
        '| Template | Route | Perf | A11y | Best practices | SEO | LCP | TBT | Main thread | JS bootup | CLS | JS (gzip) | Runs (perf) | Runs (TBT, ms) | benchmarkIndex | CPU slowdown | Same as 4× on index |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ];
    for (const [template, figures] of runs) {
        const m = (key: Exclude<keyof PageFigures, 'failing' | 'longTasks'>) => median(figures.map(f => f[key]));
        const each = (key: Exclude<keyof PageFigures, 'failing' | 'longTasks'>) =>
            figures.map(f => Math.round(f[key])).join(', ');
        lines.push(
            `| ${template} | \`${pageTemplates[template].route}\` | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${Math.round(m('mainThread'))} ms | ${Math.round(m('bootup'))} ms | ${m('cls').toFixed(3)} | ${(m('jsBytes') / 1024).toFixed(0)} KiB | ${each('performance')} | ${each('tbt')} | ${each('benchmarkIndex')} | ${figures.map(f => f.cpuSlowdown).join(', ')} | ${figures.map(f => Math.round(simulatedIndex(f))).join(', ')} |`,
        );
    }
    const longest = [...runs].map(([template, figures]) => {
        const longestOfEach = new Map<string, number>();
        figures
            .flatMap(f => f.longTasks)
            .forEach(task =>
                longestOfEach.set(task.script, Math.max(task.duration, longestOfEach.get(task.script) ?? 0)),
            );
        const tasks = [...longestOfEach]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 3)
            .map(([script, duration]) => `${script} ${duration} ms`);
        return `- ${template}: ${tasks.length > 0 ? tasks.join(', ') : 'none'}`;
    });
    lines.push(
        '',
        'Longest main-thread task of any run (simulated) per script it is attributed to, longest first:',
        ...longest,
    );
    const failing = [...runs].flatMap(([template, figures]) =>
        [...new Set(figures.flatMap(f => f.failing))].map(audit => `- ${template}: ${audit}`),
    );
    return [...lines, ...(failing.length > 0 ? ['', 'Below 100 in some run:', ...failing] : [])].join('\n');
}

interface Arguments {
    runs: number;
    only?: string;
    buildDirs: string[];
    cpuSlowdown: number;
    targetIndex?: number;
    throttling: Throttling;
}

/**
 * How Lighthouse slows the phone down. `simulate` (its default) loads the page at full speed and multiplies each task's
 * duration by the slowdown; `devtools` slows Chromium's CPU for real (and its network), so code that measures time, as
 * React's scheduler does when it yields every 5 ms, sees the slow phone.
 */
export type Throttling = 'simulate' | 'devtools';

export function argumentsOf(argv: string[]): Arguments {
    let runs = 3;
    let only: string | undefined;
    let cpuSlowdown = defaultCpuSlowdown;
    let targetIndex: number | undefined;
    let throttling: Throttling = 'simulate';
    const buildDirs: string[] = [];
    for (let index = 0; index < argv.length; index++) {
        if (argv[index] === '--runs') {
            runs = Number(argv[++index]);
        } else if (argv[index] === '--only') {
            only = argv[++index];
        } else if (argv[index] === '--cpu-slowdown') {
            cpuSlowdown = Number(argv[++index]);
        } else if (argv[index] === '--target-index') {
            targetIndex = Number(argv[++index]);
        } else if (argv[index] === '--throttling') {
            const method = argv[++index];
            if (method !== 'simulate' && method !== 'devtools') {
                throw new Error(`--throttling takes simulate or devtools, not ${method}`);
            }
            throttling = method;
        } else {
            buildDirs.push(path.resolve(argv[index]));
        }
    }
    if (!Number.isInteger(runs) || runs < 1) {
        throw new Error('--runs needs a whole number of runs, 1 or more');
    }
    if (only && !(only in pageTemplates)) {
        throw new Error(`--only: no template "${only}"; there are ${Object.keys(pageTemplates).join(', ')}`);
    }
    if (!(cpuSlowdown >= 1)) {
        throw new Error('--cpu-slowdown needs a factor of 1 or more (4 is the mobile preset)');
    }
    if (targetIndex !== undefined && !(targetIndex > 0)) {
        throw new Error('--target-index needs a positive benchmarkIndex, such as 1500');
    }
    return {
        runs,
        only,
        cpuSlowdown,
        targetIndex,
        throttling,
        buildDirs: buildDirs.length > 0 ? buildDirs : [path.join(siteDir, 'build')],
    };
}

function lighthouseCommand(...command: string[]): string[] {
    return ['exec', '--yes', `--package=lighthouse@${lighthouseVersion}`, '--', ...command];
}

/**
 * Lighthouse's own measure of the CPU (`computeBenchmarkIndex`, the function that gives a report its
 * `environment.benchmarkIndex`), taken from the pinned Lighthouse package and run in a blank Chromium page.
 */
async function benchmarkIndexMeter(): Promise<{ measure: () => Promise<number>; close: () => Promise<void> }> {
    const { stdout } = await run('npm', lighthouseCommand('node', '-e', 'console.log(process.env.PATH)'), {
        cwd: reportsDir,
    });
    const binDir = stdout
        .trim()
        .split(path.delimiter)
        .find(dir => dir.includes('_npx') && dir.endsWith(path.join('node_modules', '.bin')));
    if (!binDir) {
        throw new Error(`Cannot find lighthouse@${lighthouseVersion} in npm's cache`);
    }
    const pageFunctionsFile = path.join(binDir, '..', 'lighthouse', 'core', 'lib', 'page-functions.js');
    const { pageFunctions } = (await import(pathToFileURL(pageFunctionsFile).href)) as {
        pageFunctions: { computeBenchmarkIndex: () => number };
    };
    const source = pageFunctions.computeBenchmarkIndex.toString();
    const browser: Browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
    return {
        // the fastest of three measures: one taken while another job has the CPU reads slow, and would give a
        // slowdown too small for the target
        measure: async () => {
            const page = await browser.newPage();
            try {
                const measures: number[] = [];
                for (let attempt = 0; attempt < 3; attempt++) {
                    measures.push(await page.evaluate(`(${source})()`));
                }
                return Math.round(Math.max(...measures));
            } finally {
                await page.close();
            }
        },
        close: () => browser.close(),
    };
}

async function lighthouse(
    url: string,
    reportPath: string,
    cpuSlowdown: number,
    throttling: Throttling,
): Promise<PageFigures> {
    const { executablePath, args = [] } = chromiumLaunchOptions();
    const chromeFlags = [
        '--headless=new',
        ...args,
        // nothing but the page's own server answers: a request to any other host fails at once
        '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"',
    ];
    await run(
        'npm',
        lighthouseCommand(
            'lighthouse',
            url,
            '--quiet',
            '--form-factor=mobile',
            `--throttling-method=${throttling}`,
            `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
            '--only-categories=performance,accessibility,best-practices,seo',
            `--chrome-flags=${chromeFlags.join(' ')}`,
            '--output=json',
            '--output=html',
            `--output-path=${reportPath}`,
        ),
        { env: { ...process.env, CHROME_PATH: executablePath }, maxBuffer: 64 * 1024 * 1024, cwd: reportsDir },
    );
    return figuresOf(JSON.parse(readFileSync(`${reportPath}.report.json`, 'utf8')));
}

async function main() {
    const { runs, only, buildDirs, cpuSlowdown, targetIndex, throttling } = argumentsOf(process.argv.slice(2));
    const templates = (Object.keys(pageTemplates) as PageTemplate[]).filter(
        template => pageTemplates[template].lighthouse && (!only || template === only),
    );
    mkdirSync(reportsDir, { recursive: true });
    const servers = await Promise.all(
        buildDirs.map(async dir => {
            const server = createStaticServer(dir, { compress: true });
            await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
            return { dir, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
        }),
    );
    const results = new Map(buildDirs.map(dir => [dir, new Map(templates.map(t => [t, [] as PageFigures[]]))]));
    const load = loadavg()
        .map(n => n.toFixed(2))
        .join(', ');
    const slowdownSays =
        targetIndex === undefined
            ? `CPU slowdown ${cpuSlowdown}×`
            : `CPU slowdown chosen before each run for a phone no faster than benchmarkIndex ${targetIndex}`;
    const header = [
        `Lighthouse ${lighthouseVersion}, mobile preset, ${slowdownSays} (${throttling === 'simulate' ? 'simulated' : "applied by Chromium's DevTools"}), ${runs} runs of ${templates.length} templates`,
        `Load average at the start (1, 5, 15 min): ${load}, on ${availableCores()} cores; a loaded machine gives pessimistic figures`,
    ];
    header.forEach(line => console.info(line));
    const meter = targetIndex === undefined ? undefined : await benchmarkIndexMeter();
    try {
        for (let round = 1; round <= runs; round++) {
            for (const template of templates) {
                for (const [index, { dir, origin }] of servers.entries()) {
                    const report = path.join(reportsDir, `${template}-${index}-${round}`);
                    const measured = meter && targetIndex !== undefined ? await meter.measure() : undefined;
                    const slowdown =
                        measured !== undefined && targetIndex !== undefined
                            ? slowdownFor(measured, targetIndex, cpuSlowdown)
                            : cpuSlowdown;
                    const figures = await lighthouse(
                        `${origin}${pageTemplates[template].route}`,
                        report,
                        slowdown,
                        throttling,
                    );
                    results.get(dir)?.get(template)?.push(figures);
                    console.info(
                        `run ${round}/${runs} ${template}${servers.length > 1 ? ` (${dir})` : ''}: perf ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, main thread ${Math.round(figures.mainThread)} ms, JS bootup ${Math.round(figures.bootup)} ms; benchmarkIndex ${Math.round(figures.benchmarkIndex)}${measured !== undefined ? ` (${measured} measured before the run)` : ''}, slowdown ${slowdown}× (as 4× on index ${Math.round(simulatedIndex(figures))}), load ${loadavg()[0].toFixed(2)}; longest tasks: ${figures.longTasks.map(task => `${task.script} ${task.duration} ms`).join(', ') || 'none'}`,
                    );
                }
            }
        }
    } finally {
        servers.forEach(({ server }) => server.close());
        await meter?.close();
    }
    const tables = [...results].map(
        ([dir, figures]) => `### ${path.relative(siteDir, dir) || dir}\n\n${medianTable(figures)}`,
    );
    const output = [...header, '', tables.join('\n\n')].join('\n');
    writeFileSync(path.join(reportsDir, 'medians.md'), `${output}\n`);
    console.log(`\n${output}`);
}

if (require.main === module) {
    main().catch(error => {
        console.error(error);
        process.exit(1);
    });
}
