/**
 * `docusaurus start` serves the handbook before the slow parts of a first start are done: the TypeDoc models of the
 * API reference (plugins/framework) and the compilation of the code examples (plugins/code-examples) run in the
 * background, while the pages show without them (the API pages say they are being generated; examples show without
 * their links and popovers). Once all of it is done, `doneFile` is written; plugins/framework watches it, so the dev
 * server reloads that plugin, every plugin's `allContentLoaded` runs again with the full reference, and the pages
 * that read the generated files are compiled again (see `generatedFilesLoader`). `docusaurus build` never defers: it
 * waits for all of it, and fails as before.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Whether this is the development server (`docusaurus start`), which may serve pages before the slow work is done */
export function isDevServer(): boolean {
    return process.env.NODE_ENV !== 'production' && process.argv.slice(2, 3).includes('start');
}

/** The file written when the background work of a start is done */
export function doneFile(generatedFilesDir: string): string {
    return path.join(generatedFilesDir, 'dev-start', 'background-done.json');
}

// one registry for the process: each plugin may be loaded as a module of its own
interface Registry {
    running: Set<Promise<unknown>>;
    labels: string[];
}
const registry: Registry = ((globalThis as Record<symbol, Registry | undefined>)[
    Symbol.for('serenity-js.org/dev-start')
] ??= { running: new Set(), labels: [] });

/** Whether background work started by `inBackground` is still running */
export function backgroundRunning(): boolean {
    return registry.running.size > 0;
}

/**
 * Runs `task` in the background of the development server. Once every task started so far has ended, writes
 * `doneFile(generatedFilesDir)`; a task that fails is reported, and the pages it would have completed stay as they are.
 */
export function inBackground(generatedFilesDir: string, label: string, task: () => Promise<unknown>): void {
    const started = Date.now();
    console.info(`[dev-start] ${label}: in the background, the pages are served meanwhile`);
    const running: Promise<unknown> = task()
        .then(
            () => console.info(`[dev-start] ${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`),
            error => console.error(`[dev-start] ${label} failed:`, error),
        )
        .finally(() => {
            registry.running.delete(running);
            registry.labels.push(label);
            if (registry.running.size === 0) {
                const file = doneFile(generatedFilesDir);
                mkdirSync(path.dirname(file), { recursive: true });
                writeFileSync(file, JSON.stringify({ done: registry.labels, at: new Date().toISOString() }));
                registry.labels = [];
            }
        });
    registry.running.add(running);
}

/**
 * A rule for the bundler: every Markdown and MDX page of `siteDir` depends on `files` (which the remark plugins read
 * while compiling it), so the development server compiles a page again when one of them changes.
 */
export function generatedFilesRule(siteDir: string, files: string[]) {
    return {
        test: /\.mdx?$/,
        include: [siteDir],
        exclude: [/node_modules/],
        enforce: 'pre' as const,
        use: [{ loader: path.join(__dirname, 'generated-files-loader.js'), options: { files } }],
    };
}
