/**
 * The worker thread that runs write.ts: it gets the job as its `workerData` and answers with what it wrote, or
 * with the error that stopped it.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { type TwinsJob, writeTwins } from './write';

export type WorkerAnswer =
    { ok: true; stats: Awaited<ReturnType<typeof writeTwins>> } | { ok: false; message: string; stack?: string };

writeTwins(workerData as TwinsJob).then(
    stats => parentPort?.postMessage({ ok: true, stats } satisfies WorkerAnswer),
    (error: unknown) =>
        parentPort?.postMessage({
            ok: false,
            message: error instanceof Error ? error.message : String(error),
            stack: error instanceof Error ? error.stack : undefined,
        } satisfies WorkerAnswer),
);
