/**
 * Runs the end-to-end suite several times against the current build (`npm run build:test` first) and lists every
 * test that failed in any run, with how often: a flaky test shows up here before it fails someone's pull request.
 * CI keeps `retries: 0`, so a test that fails once in N runs fails about one submission in N.
 *
 *   npm run test:stability -- --runs 3              three runs of the whole suite
 *   npm run test:stability -- --runs 3 --load 2     the same, with two busy processes eating the CPU meanwhile
 *   npm run test:stability -- --runs 5 tests/e2e/search.spec.ts   a part of the suite
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '..');

interface Options {
    runs: number;
    load: number;
    args: string[];
}

export function parseOptions(argv: string[]): Options {
    const options: Options = { runs: 3, load: 0, args: [] };
    for (let i = 0; i < argv.length; i++) {
        const [flag, value] = [argv[i], argv[i + 1]];
        if (flag === '--runs' || flag === '--load') {
            const number = Number(value);
            if (!Number.isInteger(number) || number < (flag === '--runs' ? 1 : 0)) {
                throw new Error(`${flag} takes a whole number, not ${value}`);
            }
            options[flag === '--runs' ? 'runs' : 'load'] = number;
            i++;
        } else {
            options.args.push(flag);
        }
    }
    return options;
}

interface JsonSuite {
    title: string;
    file?: string;
    specs?: Array<{ title: string; file: string; line: number; tests: Array<{ results: Array<{ status: string }> }> }>;
    suites?: JsonSuite[];
}

/** `file:line › title` of each test whose result was not "passed" or "skipped", in a Playwright JSON report */
export function failedTests(report: { suites?: JsonSuite[] }): string[] {
    const failed: string[] = [];
    const visit = (suite: JsonSuite, titles: string[]) => {
        for (const spec of suite.specs ?? []) {
            const statuses = spec.tests.flatMap(test => test.results.map(result => result.status));
            if (statuses.some(status => status !== 'passed' && status !== 'skipped')) {
                failed.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
            }
        }
        for (const child of suite.suites ?? []) {
            visit(child, child.file === suite.file || !suite.file ? [...titles, child.title].filter(Boolean) : titles);
        }
    };
    for (const suite of report.suites ?? []) {
        visit(suite, []);
    }
    return failed;
}

/** A busy loop in its own process: CPU load beside the tests, as a busy CI machine or laptop gives */
function burner(): ChildProcess {
    return spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
}

function runSuite(args: string[], reportFile: string): Promise<{ code: number; seconds: number }> {
    const started = Date.now();
    return new Promise(resolve => {
        const child = spawn('npx', ['playwright', 'test', '--reporter=dot,json', ...args], {
            cwd: siteDir,
            stdio: ['ignore', 'inherit', 'inherit'],
            env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
        });
        child.on('close', code => resolve({ code: code ?? 1, seconds: (Date.now() - started) / 1000 }));
    });
}

async function main() {
    const { runs, load, args } = parseOptions(process.argv.slice(2));
    const dir = mkdtempSync(path.join(tmpdir(), 'e2e-stability-'));
    const burners = Array.from({ length: load }, burner);
    const failures = new Map<string, number[]>();
    const summary: string[] = [];
    try {
        for (let run = 1; run <= runs; run++) {
            const reportFile = path.join(dir, `run-${run}.json`);
            const { code, seconds } = await runSuite(args, reportFile);
            const report = JSON.parse(readFileSync(reportFile, 'utf8'));
            const failed = failedTests(report);
            const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
            summary.push(
                `run ${run}: ${expected} passed, ${unexpected + flaky} failed, ${skipped} skipped in ${seconds.toFixed(0)} s (exit ${code})`,
            );
            for (const test of failed) {
                failures.set(test, [...(failures.get(test) ?? []), run]);
            }
        }
    } finally {
        burners.forEach(child => child.kill());
        rmSync(dir, { recursive: true, force: true });
    }
    console.log(`\n${runs} run(s)${load ? ` under the load of ${load} busy process(es)` : ''}:`);
    summary.forEach(line => console.log(`  ${line}`));
    if (failures.size === 0) {
        console.log('No test failed in any run.');
        return;
    }
    console.log('Tests that failed:');
    for (const [test, inRuns] of failures) {
        console.log(`  ${inRuns.length}/${runs} (run ${inRuns.join(', ')}): ${test}`);
    }
    process.exitCode = 1;
}

if (require.main === module) {
    main().catch(error => {
        console.error(error instanceof Error ? error.message : error);
        process.exitCode = 1;
    });
}
