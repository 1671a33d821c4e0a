/**
 * Build benchmark: prints the wall-clock time and peak memory (resident set size of the whole process
 * tree, sampled every 100 ms) of `npm run build`'s command: a cold build (after `docusaurus clear`, without cached TypeDoc models) and a
 * warm one (caches and models kept),
 * plus the size of the output, what compiling the code examples cost in each (plugins/code-examples: cold, every
 * example goes through the TypeScript language service; warm, the cache has them), and what the optional features add
 * to a warm build: each is a warm build with the feature switched off against one with everything on, taking turns so
 * that the machine's load weighs on both alike.
 * - the Markdown twins (MARKDOWN_TWINS=off; plugins/markdown-twins): also how many, their bytes, the llms.txt files;
 * - the pages that travel (SOCIAL_CARDS=off and OFFLINE_READING=off; plugins/social-cards, plugins/offline): also the
 *   CPU time each logs, its own whatever the load.
 * Run with `npm run bench:build`; quote its figures, don't assert them.
 *
 *   npm run bench:build -- --runs 3          # more warm runs of each kind
 *   npm run bench:build -- --warm-only       # no cold build (keeps the caches and the TypeDoc models)
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

import { readTwinStats } from '../plugins/markdown-twins/stats';
import { addTo, median } from '../shared/collections';
import { filesUnder } from '../plugins/files';

const siteDir = path.resolve(__dirname, '..');
const docusaurus = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
// what `npm run build` runs (its heap limit included), without npm's own process in the measured tree
const buildCommand = (
    JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as { scripts: { build: string } }
).scripts.build;
const warmRuns = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1;
const warmOnly = process.argv.includes('--warm-only');

/** What a warm build is compared without: each feature's switch (see the README). */
const features: Array<{ name: string; env: Record<string, string> }> = [
    { name: 'twins', env: { MARKDOWN_TWINS: 'off' } },
    { name: 'cards and offline', env: { SOCIAL_CARDS: 'off', OFFLINE_READING: 'off' } },
];

function processTreeRss(rootPid: number): number {
    const children = new Map<number, number[]>();
    const rss = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) {
            continue;
        }
        try {
            const status = readFileSync(`/proc/${entry}/status`, 'utf8');
            const ppid = Number(status.match(/^PPid:\s+(\d+)/m)?.[1]);
            const kib = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
            rss.set(Number(entry), kib * 1024);
            addTo(children, ppid, Number(entry));
        } catch {
            // the process ended while we were looking
        }
    }
    let total = 0;
    const pending = [rootPid];
    for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
        total += rss.get(pid) ?? 0;
        pending.push(...(children.get(pid) ?? []));
    }
    return total;
}

interface Measurement {
    seconds: number;
    peakBytes: number;
    /** What plugins/code-examples says it did, e.g. "208 TypeScript examples and shown files: 0 from the cache, …" */
    codeExamples?: string;
    /** The build's log lines of the social cards and offline reading, which say their own CPU time */
    travelLog: string[];
}

async function measure(label: string, env: Record<string, string> = {}): Promise<Measurement> {
    const started = process.hrtime.bigint();
    const child = spawn('sh', ['-c', buildCommand], {
        cwd: siteDir,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
            ...process.env,
            PATH: `${path.join(siteDir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
            ...env,
        },
    });
    let output = '';
    child.stdout.on('data', chunk => (output += chunk));
    let peakBytes = 0;
    const sampler = setInterval(() => {
        peakBytes = Math.max(peakBytes, child.pid === undefined ? 0 : processTreeRss(child.pid));
    }, 100);
    const code: number = await new Promise(resolve => child.on('exit', resolve));
    clearInterval(sampler);
    if (code !== 0) {
        throw new Error(`${label}: ${buildCommand} exited with ${code}`);
    }
    const codeExamples = output.match(/^\[code-examples\] (.*)$/m)?.[1];
    return {
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        peakBytes,
        ...(codeExamples ? { codeExamples } : {}),
        travelLog: output.match(/\[(?:social-cards|offline)\] .*$/gm) ?? [],
    };
}

function directorySize(directory: string): { files: number; bytes: number } {
    const files = filesUnder(directory);
    return {
        files: files.length,
        bytes: files.reduce((sum, file) => sum + statSync(path.join(directory, file)).size, 0),
    };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function main() {
    console.log(`Node ${process.version}, ${execFileSync('nproc', { encoding: 'utf8' }).trim()} cores`);
    const results: Array<Measurement & { label: string }> = [];
    if (!warmOnly) {
        execFileSync(docusaurus, ['clear'], { cwd: siteDir, stdio: 'ignore' });
        // cold means cold for the API reference too: its TypeDoc models are generated again
        rmSync(path.join(siteDir, 'api-docs', 'models'), { recursive: true, force: true });
        results.push({ label: 'cold', ...(await measure('cold')) });
    }
    // warm builds with everything on and with each feature off take turns, so that a change in the machine's load
    // weighs on all alike
    const warm: Measurement[] = [];
    const without = new Map(features.map(({ name }): [string, Measurement[]] => [name, []]));
    let output = { files: 0, bytes: 0 };
    for (let run = 1; run <= warmRuns; run++) {
        const everything = await measure('warm');
        warm.push(everything);
        results.push({ label: `warm ${run}`, ...everything });
        output = directorySize(path.join(siteDir, 'build'));
        for (const { name, env } of features) {
            const measurement = await measure(`warm without ${name}`, env);
            without.get(name)?.push(measurement);
            results.push({ label: `warm ${run}, no ${name}`, ...measurement });
        }
    }
    // the writers' records stay in .docusaurus/ through the builds without twins
    const twins = await readTwinStats(path.join(siteDir, '.docusaurus'));

    console.log('\nbuild                            time      peak memory');
    for (const { label, seconds, peakBytes } of results) {
        console.log(`${label.padEnd(32)} ${`${seconds.toFixed(1)} s`.padEnd(9)} ${mib(peakBytes)}`);
    }
    console.log(`\noutput: ${output.files} files, ${mib(output.bytes)}`);
    console.log(
        '\ncode examples (their compilation runs beside the other plugins, so it is only partly on the build time)',
    );
    for (const { label, codeExamples } of results.filter(({ label }) => !label.includes(', no '))) {
        console.log(`${label.padEnd(10)} ${codeExamples ?? 'not reported'}`);
    }

    const seconds = (runs: Measurement[]) => runs.map(run => run.seconds);
    const warmMedian = median(seconds(warm));
    console.log(`\nwhat each feature adds to a warm build (median of ${warmRuns}: everything on − that feature off)`);
    for (const { name } of features) {
        const added = warmMedian - median(seconds(without.get(name) ?? []));
        console.log(
            `${name.padEnd(18)} ${added >= 0 ? '+' : ''}${added.toFixed(1)} s, ${((added / warmMedian) * 100).toFixed(1)}% of ${warmMedian.toFixed(1)} s`,
        );
    }

    const writers = Object.values(twins);
    const indexes = Object.assign({}, ...writers.map(writer => writer.indexes)) as Record<string, number>;
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
    const packageIndexes = Object.entries(indexes).filter(([file]) => file.startsWith('/api/'));
    console.log('\nMarkdown twins');
    console.log(
        `twins:          ${writers.reduce((sum, writer) => sum + writer.twins, 0)} (${Object.entries(twins)
            .map(([name, writer]) => `${name} ${writer.twins}`)
            .join(', ')})`,
    );
    console.log(`twin bytes:     ${mib(writers.reduce((sum, writer) => sum + writer.twinBytes, 0))}`);
    console.log(`llms.txt:       ${kib(indexes['/llms.txt'] ?? 0)}`);
    console.log(`llms-full.txt:  ${kib(indexes['/llms-full.txt'] ?? 0)}`);
    console.log(
        `package llms:   ${packageIndexes.length} files, ${kib(packageIndexes.reduce((sum, [, bytes]) => sum + bytes, 0))}`,
    );
    console.log(
        `writers' time:  ${Object.entries(twins)
            .map(
                ([name, writer]) =>
                    `${name} ${(writer.milliseconds / 1000).toFixed(1)} s (${writer.fromCache ?? 0} of ${writer.twins} from the cache)`,
            )
            .join(', ')} in the last warm build, in a worker thread beside the other plugins' postBuild`,
    );
    console.log('\nsocial cards and offline reading, in the last warm build');
    for (const line of warm.at(-1)?.travelLog ?? []) {
        console.log(line);
    }
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
