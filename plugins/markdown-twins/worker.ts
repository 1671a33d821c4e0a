/**
 * The worker thread that runs the jobs of write.ts, one after the other: it gets them as its `workerData` and answers
 * with what each wrote, or with the error that stopped it.
 */
import { parentPort, workerData } from 'node:worker_threads';

import type { TwinStats } from './stats';
import { type TwinsJob, writeApiTwins, writePageTwins } from './write';

export type WorkerAnswer = { ok: true; stats: TwinStats[] } | { ok: false; message: string; stack?: string };

async function run(jobs: TwinsJob[]): Promise<TwinStats[]> {
    const stats: TwinStats[] = [];
    for (const job of jobs) {
        stats.push(job.kind === 'api' ? await writeApiTwins(job) : await writePageTwins(job));
    }
    return stats;
}

run(workerData as TwinsJob[]).then(
    stats => parentPort?.postMessage({ ok: true, stats } satisfies WorkerAnswer),
    (error: unknown) =>
        parentPort?.postMessage({
            ok: false,
            message: error instanceof Error ? error.message : String(error),
            stack: error instanceof Error ? error.stack : undefined,
        } satisfies WorkerAnswer),
);
