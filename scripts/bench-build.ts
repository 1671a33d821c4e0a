/**
 * Build benchmark: prints the wall-clock time and peak memory (resident set size of the whole process
 * tree, sampled every 100 ms) of `npm run build`'s command: a cold build (after `docusaurus clear`, without cached TypeDoc models) and a
 * warm one (caches and models kept),
 * plus the size of the output, what compiling the code examples cost in each (plugins/code-examples: cold, every
 * example goes through the TypeScript language service; warm, the cache has them), and what the Markdown twins cost
 * (plugins/markdown-twins): how many, their bytes, the llms.txt files, and the time they add — a warm build with them
 * switched off (MARKDOWN_TWINS=off) against one with them. Run with `npm run bench:build`; quote its figures, don't
 * assert them.
 *
 *   npm run bench:build -- --runs 2      # more warm runs
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

import { readTwinStats } from '../plugins/markdown-twins/stats';
import { addTo } from '../shared/collections';

const siteDir = path.resolve(__dirname, '..');
const docusaurus = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
// what `npm run build` runs (its heap limit included), without npm's own process in the measured tree
const buildCommand = (
    JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as { scripts: { build: string } }
).scripts.build;
const warmRuns = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1;

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
    };
}

function directorySize(directory: string): { files: number; bytes: number } {
    let files = 0;
    let bytes = 0;
    for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
        if (entry.isFile()) {
            files++;
            bytes += statSync(path.join(entry.parentPath, entry.name)).size;
        }
    }
    return { files, bytes };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function main() {
    console.log(`Node ${process.version}, ${execFileSync('nproc', { encoding: 'utf8' }).trim()} cores`);
    execFileSync(docusaurus, ['clear'], { cwd: siteDir, stdio: 'ignore' });
    // cold means cold for the API reference too: its TypeDoc models are generated again
    rmSync(path.join(siteDir, 'api-docs', 'models'), { recursive: true, force: true });

    const results = [{ label: 'cold', ...(await measure('cold')) }];
    // warm builds with and without the twins take turns, so that a change in the machine's load weighs on both alike
    const withoutTwins = [];
    let output = { files: 0, bytes: 0 };
    for (let run = 1; run <= warmRuns; run++) {
        results.push({ label: `warm ${run}`, ...(await measure('warm')) });
        output = directorySize(path.join(siteDir, 'build'));
        withoutTwins.push({
            label: `warm ${run}, no twins`,
            ...(await measure('warm without twins', { MARKDOWN_TWINS: 'off' })),
        });
    }
    // the writers' records stay in .docusaurus/ through the builds without twins
    const twins = await readTwinStats(path.join(siteDir, '.docusaurus'));

    console.log('\nbuild                 time      peak memory');
    for (const { label, seconds, peakBytes } of [...results, ...withoutTwins]) {
        console.log(`${label.padEnd(21)} ${`${seconds.toFixed(1)} s`.padEnd(9)} ${mib(peakBytes)}`);
    }
    console.log(`\noutput: ${output.files} files, ${mib(output.bytes)}`);
    console.log(
        '\ncode examples (their compilation runs beside the other plugins, so it is only partly on the build time)',
    );
    for (const { label, codeExamples } of results) {
        console.log(`${label.padEnd(10)} ${codeExamples ?? 'not reported'}`);
    }

    const writers = Object.values(twins);
    const indexes = Object.assign({}, ...writers.map(writer => writer.indexes)) as Record<string, number>;
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
    const packageIndexes = Object.entries(indexes).filter(([file]) => file.startsWith('/api/'));
    const mean = (runs: Array<{ seconds: number }>) => runs.reduce((sum, run) => sum + run.seconds, 0) / runs.length;
    const warm = mean(results.slice(1));
    const added = warm - mean(withoutTwins);
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
    console.log(
        `time added:     ${added.toFixed(1)} s, ${((added / warm) * 100).toFixed(0)}% of the warm build (warm with twins − warm without)`,
    );
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
