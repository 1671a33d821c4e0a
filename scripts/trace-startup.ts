/**
 * `npm run trace:startup -- [--only <template>] [--cpu-slowdown N] [--runs N] [dir]`, after `npm run build`: loads one
 * page of each template that `bench:lighthouse` measures in Chromium with a phone's viewport, records a performance trace and a CPU profile until the
 * page has hydrated and gone quiet, and counts the main-thread tasks after the first contentful paint as Lighthouse's
 * simulated phone would: each task's CPU time (thread time, which other jobs on a busy machine do not inflate, unlike
 * the wall-clock durations Lighthouse measures) times the slowdown factor (4 by default; ~9 stands for a phone of
 * benchmarkIndex 1,500 on a machine of 3,400). It prints, per template, the blocking time those tasks add up to (the
 * part of each beyond 50 ms, as Total Blocking Time counts it), how many there are and the longest, the median of the
 * runs, and the CPU time of all its tasks after the first paint (how much work, however it is split); and for the last run, each long task with what it spent its time on and its hottest functions.
 * Traces are kept in test-results/startup-traces/ (open them in Chromium's Performance panel).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { pageTemplates } from '../tests/budgets';
import { openStartupPages, siteDir } from '../tests/support/startup-pages';
import { median } from '../shared/collections';

const tracesDir = path.join(siteDir, 'test-results', 'startup-traces');

interface TraceEvent {
    name: string;
    ph: string;
    ts: number;
    dur?: number;
    /** thread (CPU) time, microseconds */
    tdur?: number;
    tid: number;
    pid: number;
    args?: { data?: { url?: string; functionName?: string; frame?: string }; name?: string };
}

interface ProfileNode {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
}

interface Profile {
    nodes: ProfileNode[];
    startTime: number;
    endTime: number;
    samples: number[];
    timeDeltas: number[];
}

const shortUrl = (url: string | undefined) => (url ? (url.split('/').pop() ?? url) || 'page' : '');

function describeTask(task: TraceEvent, events: TraceEvent[]): string {
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter(
        e => e.tid === task.tid && e.ts >= task.ts && e.ts < end && e !== task && e.ph === 'X',
    );
    const kinds = new Map<string, number>();
    for (const event of inside) {
        const label =
            event.name === 'EvaluateScript' || event.name === 'v8.compile'
                ? `${event.name} ${shortUrl(event.args?.data?.url)}`
                : event.name === 'FunctionCall'
                  ? `FunctionCall ${event.args?.data?.functionName || '(anonymous)'} ${shortUrl(event.args?.data?.url)}`
                  : [
                          'Layout',
                          'UpdateLayoutTree',
                          'Paint',
                          'ParseHTML',
                          'MajorGC',
                          'MinorGC',
                          'TimerFire',
                          'FireAnimationFrame',
                          'EventDispatch',
                          'RunMicrotasks',
                          'ParseAuthorStyleSheet',
                      ].includes(event.name)
                    ? event.name
                    : undefined;
        if (label) {
            kinds.set(label, (kinds.get(label) ?? 0) + (event.dur ?? 0) / 1000);
        }
    }
    return [...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([label, ms]) => `${label} ${ms.toFixed(0)} ms`)
        .join('; ');
}

/** Self time per function (name and script) in the window [from, to] (trace microseconds) */
function hotFunctions(profile: Profile, from: number, to: number): string {
    const byId = new Map(profile.nodes.map(node => [node.id, node]));
    const self = new Map<string, number>();
    let time = profile.startTime;
    profile.samples.forEach((id, index) => {
        time += profile.timeDeltas[index];
        const delta = profile.timeDeltas[index + 1] ?? 0;
        if (time < from || time > to) {
            return;
        }
        const frame = byId.get(id)?.callFrame;
        if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') {
            return;
        }
        const key = `${frame.functionName || '(anonymous)'}@${shortUrl(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
        self.set(key, (self.get(key) ?? 0) + delta / 1000);
    });
    return [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.TRACE_HOT ?? 6))
        .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
        .join(', ');
}

async function main() {
    let slowdown = 4;
    let runs = 3;
    const { label, origin, browser, templates, newPhoneContext, close } = await openStartupPages(
        process.argv.slice(2),
        { 'cpu-slowdown': value => (slowdown = Number(value)), runs: value => (runs = Number(value)) },
    );
    const summary: string[] = [
        `| Template | Blocking time (CPU time × ${slowdown}, beyond 50 ms) | Tasks over 50 ms | Longest task | CPU time of all tasks after the first paint (1×) | Runs (blocking, ms) |`,
        '|---|---|---|---|---|---|',
    ];
    mkdirSync(tracesDir, { recursive: true });
    try {
        for (const template of templates) {
            const blocking: number[] = [];
            const counts: number[] = [];
            const longest: number[] = [];
            const cpu: number[] = [];
            for (let run = 1; run <= runs; run++) {
                const context = await newPhoneContext({ hasTouch: true });
                const page = await context.newPage();
                const cdp = await context.newCDPSession(page);
                await cdp.send('Profiler.enable');
                await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
                await cdp.send('Profiler.start');
                await browser.startTracing(page, {
                    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8'],
                });
                await page.goto(`${origin}${pageTemplates[template].route}`);
                await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 180_000 });
                await page.waitForTimeout(3000);
                const buffer = await browser.stopTracing();
                const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
                writeFileSync(path.join(tracesDir, `${template}-${run}.json`), buffer);
                const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
                const mainThread = events.find(
                    e =>
                        e.name === 'thread_name' &&
                        e.args?.name === 'CrRendererMain' &&
                        events.some(f => f.pid === e.pid && f.name === 'ParseHTML'),
                );
                const firstPaint = events.find(e => e.name === 'firstContentfulPaint' && e.pid === mainThread?.pid);
                const simulated = (task: TraceEvent) => ((task.tdur ?? task.dur ?? 0) / 1000) * slowdown;
                // the scripts Playwright runs in the page (to wait for hydration) have no URL: not the site's tasks
                const probes = events.filter(e => e.name === 'EvaluateScript' && !e.args?.data?.url);
                const isProbe = (task: TraceEvent) =>
                    probes.some(e => e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
                const afterFirstPaint = events.filter(
                    e =>
                        e.ph === 'X' &&
                        e.name === 'RunTask' &&
                        e.tid === mainThread?.tid &&
                        e.pid === mainThread?.pid &&
                        e.ts >= (firstPaint?.ts ?? 0) &&
                        !isProbe(e),
                );
                const tasks = afterFirstPaint.filter(e => simulated(e) > 50);
                cpu.push(afterFirstPaint.reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0));
                blocking.push(tasks.reduce((sum, task) => sum + simulated(task) - 50, 0));
                counts.push(tasks.length);
                longest.push(Math.max(0, ...tasks.map(simulated)));
                if (run === runs) {
                    console.log(
                        `\n${template} (${pageTemplates[template].route}), run ${run}: tasks after the first contentful paint over 50 ms at ${slowdown}× their CPU time:`,
                    );
                    for (const task of tasks) {
                        console.log(
                            `  ${simulated(task).toFixed(0)} ms (${((task.tdur ?? 0) / 1000).toFixed(1)} ms CPU, ${((task.dur ?? 0) / 1000).toFixed(1)} ms wall): ${describeTask(task, events)}`,
                        );
                        console.log(
                            `      hottest (self ms, wall): ${hotFunctions(profile, task.ts, task.ts + (task.dur ?? 0))}`,
                        );
                    }
                }
                await context.close();
            }
            summary.push(
                `| ${template} | ${Math.round(median(blocking))} ms | ${median(counts)} | ${Math.round(median(longest))} ms | ${Math.round(median(cpu))} ms | ${blocking.map(Math.round).join(', ')} |`,
            );
            console.log(summary.at(-1));
        }
    } finally {
        await close();
    }
    console.log(`\n${label}, medians of ${runs} runs\n\n${summary.join('\n')}`);
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
