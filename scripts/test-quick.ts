/**
 * `npm run test:quick`: types, lint, unit tests and code examples, side by side (each is mostly one process on one
 * core), each one's output printed whole when it ends, with its time; fails naming every step that failed.
 * None of them starts a browser. Steps keep their caches in node_modules/.cache/, so a second run is faster.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '..');
const steps = ['typecheck', 'lint', 'test:unit', 'test:examples'];

interface Outcome {
    step: string;
    code: number;
    seconds: number;
}

function run(step: string): Promise<Outcome> {
    const started = Date.now();
    return new Promise(resolve => {
        const child = spawn('npm', ['run', '--silent', step], {
            cwd: siteDir,
            env: { ...process.env, FORCE_COLOR: '0' },
        });
        const output: Buffer[] = [];
        child.stdout.on('data', chunk => output.push(chunk));
        child.stderr.on('data', chunk => output.push(chunk));
        child.on('close', code => {
            const seconds = (Date.now() - started) / 1000;
            process.stdout.write(`\n── ${step} (${seconds.toFixed(1)} s) ──\n${Buffer.concat(output).toString()}`);
            resolve({ step, code: code ?? 1, seconds });
        });
    });
}

async function main() {
    const started = Date.now();
    const outcomes = await Promise.all(steps.map(run));
    const failed = outcomes.filter(outcome => outcome.code !== 0);
    console.log(
        `\ntest:quick in ${((Date.now() - started) / 1000).toFixed(1)} s: ${outcomes
            .map(({ step, seconds, code }) => `${step} ${seconds.toFixed(1)} s${code === 0 ? '' : ' FAILED'}`)
            .join(', ')}`,
    );
    if (failed.length > 0) {
        console.error(`Failed: ${failed.map(({ step }) => step).join(', ')}`);
        process.exitCode = 1;
    }
}

void main();
