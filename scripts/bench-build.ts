/**
 * Build benchmark: prints the wall-clock time and peak memory (resident set size of the whole process
 * tree, sampled every 100 ms) of a cold build (after `docusaurus clear`, without cached TypeDoc models) and a
 * warm one (caches and models kept),
 * plus the size of the output, and what compiling the code examples cost in each (plugins/code-examples: cold,
 * every example goes through the TypeScript language service; warm, the cache has them). Run with
 * `npm run bench:build`; quote its figures, don't assert them.
 *
 *   npm run bench:build -- --runs 2      # more warm runs
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

import { addTo } from '../shared/collections';

const siteDir = path.resolve(__dirname, '..');
const docusaurus = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
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

async function measure(label: string, args: string[]): Promise<Measurement> {
    const started = process.hrtime.bigint();
    const child = spawn(docusaurus, args, { cwd: siteDir, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', chunk => (output += chunk));
    let peakBytes = 0;
    const sampler = setInterval(() => {
        peakBytes = Math.max(peakBytes, child.pid === undefined ? 0 : processTreeRss(child.pid));
    }, 100);
    const code: number = await new Promise(resolve => child.on('exit', resolve));
    clearInterval(sampler);
    if (code !== 0) {
        throw new Error(`${label}: docusaurus ${args.join(' ')} exited with ${code}`);
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

    const results = [{ label: 'cold', ...(await measure('cold', ['build'])) }];
    for (let run = 1; run <= warmRuns; run++) {
        results.push({ label: `warm ${run}`, ...(await measure('warm', ['build'])) });
    }

    const output = directorySize(path.join(siteDir, 'build'));
    console.log('\nbuild      time      peak memory');
    for (const { label, seconds, peakBytes } of results) {
        console.log(`${label.padEnd(10)} ${`${seconds.toFixed(1)} s`.padEnd(9)} ${mib(peakBytes)}`);
    }
    console.log(`\noutput: ${output.files} files, ${mib(output.bytes)}`);
    console.log(
        '\ncode examples (their compilation runs beside the other plugins, so it is only partly on the build time)',
    );
    for (const { label, codeExamples } of results) {
        console.log(`${label.padEnd(10)} ${codeExamples ?? 'not reported'}`);
    }
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
