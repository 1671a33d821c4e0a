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
 * Prints a Markdown table; the full reports are kept in test-results/lighthouse/ (open the .html ones).
 *
 *   npm run bench:lighthouse                          # build/
 *   npm run bench:lighthouse -- --runs 5 /tmp/before build   # two builds, interleaved, one table each
 *   npm run bench:lighthouse -- --only api-class       # one template
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

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
    /** audits below a full score in the accessibility, best-practices and SEO categories */
    failing: string[];
}

interface LighthouseResult {
    categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
    audits: Record<
        string,
        {
            score: number | null;
            scoreDisplayMode: string;
            numericValue?: number;
            details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
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
        failing,
    };
}

export function median(values: number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A Markdown table of the medians of each template's runs, in the order of `templates` */
export function medianTable(runs: Map<PageTemplate, PageFigures[]>): string {
    const lines = [
        '| Template | Route | Perf | A11y | Best practices | SEO | LCP | TBT | CLS | JS (gzip) | Runs (perf) |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
    ];
    for (const [template, figures] of runs) {
        const m = (key: Exclude<keyof PageFigures, 'failing'>) => median(figures.map(f => f[key]));
        lines.push(
            `| ${template} | \`${pageTemplates[template].route}\` | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${(m('jsBytes') / 1024).toFixed(0)} KiB | ${figures.map(f => f.performance).join(', ')} |`,
        );
    }
    const failing = [...runs].flatMap(([template, figures]) =>
        [...new Set(figures.flatMap(f => f.failing))].map(audit => `- ${template}: ${audit}`),
    );
    return [...lines, ...(failing.length > 0 ? ['', 'Below 100 in some run:', ...failing] : [])].join('\n');
}

function argumentsOf(argv: string[]): { runs: number; only?: string; buildDirs: string[] } {
    let runs = 3;
    let only: string | undefined;
    const buildDirs: string[] = [];
    for (let index = 0; index < argv.length; index++) {
        if (argv[index] === '--runs') {
            runs = Number(argv[++index]);
        } else if (argv[index] === '--only') {
            only = argv[++index];
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
    return { runs, only, buildDirs: buildDirs.length > 0 ? buildDirs : [path.join(siteDir, 'build')] };
}

async function lighthouse(url: string, reportPath: string): Promise<PageFigures> {
    const { executablePath, args = [] } = chromiumLaunchOptions();
    const chromeFlags = [
        '--headless=new',
        ...args,
        // nothing but the page's own server answers: a request to any other host fails at once
        '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"',
    ];
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
            '--form-factor=mobile',
            '--throttling-method=simulate',
            '--only-categories=performance,accessibility,best-practices,seo',
            `--chrome-flags=${chromeFlags.join(' ')}`,
            '--output=json',
            '--output=html',
            `--output-path=${reportPath}`,
        ],
        { env: { ...process.env, CHROME_PATH: executablePath }, maxBuffer: 64 * 1024 * 1024, cwd: reportsDir },
    );
    return figuresOf(JSON.parse(readFileSync(`${reportPath}.report.json`, 'utf8')));
}

async function main() {
    const { runs, only, buildDirs } = argumentsOf(process.argv.slice(2));
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
    console.info(`Lighthouse ${lighthouseVersion}, mobile preset, ${runs} runs of ${templates.length} templates`);
    try {
        for (let round = 1; round <= runs; round++) {
            for (const template of templates) {
                for (const [index, { dir, origin }] of servers.entries()) {
                    const report = path.join(reportsDir, `${template}-${index}-${round}`);
                    const figures = await lighthouse(`${origin}${pageTemplates[template].route}`, report);
                    results.get(dir)?.get(template)?.push(figures);
                    console.info(
                        `run ${round}/${runs} ${template}${servers.length > 1 ? ` (${dir})` : ''}: perf ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms`,
                    );
                }
            }
        }
    } finally {
        servers.forEach(({ server }) => server.close());
    }
    const tables = [...results].map(
        ([dir, figures]) => `### ${path.relative(siteDir, dir) || dir}\n\n${medianTable(figures)}`,
    );
    const output = tables.join('\n\n');
    writeFileSync(path.join(reportsDir, 'medians.md'), `${output}\n`);
    console.log(`\n${output}`);
}

if (require.main === module) {
    main().catch(error => {
        console.error(error);
        process.exit(1);
    });
}
