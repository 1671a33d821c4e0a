/**
 * Runs the embedded engine in a Web Worker, or on the main thread where workers are unavailable or the
 * worker fails to start; callers see the same promise-based interface either way.
 */
import type { EngineResponse } from './engine';

export type BackendMessage =
    | { id: number; manifestUrl: string; kind: 'warm'; facetFilters?: unknown }
    | { id: number; manifestUrl: string; kind: 'complete' }
    | { id: number; manifestUrl: string; kind: 'search'; path: string; method: string; body?: string };

type Request = BackendMessage extends infer M ? (M extends unknown ? Omit<M, 'id' | 'manifestUrl'> : never) : never;

export interface SearchBackend {
    answer(path: string, method: string, body: string | undefined): Promise<EngineResponse>;
    warmUp(facetFilters?: unknown): Promise<void>;
    /** Resolves once every part of the index asked for so far is in: what was answered from part of it can be asked again */
    complete(): Promise<void>;
}

/** The engine's code is loaded only if it has to run here: normally it lives in the worker's chunk. */
function mainThreadBackend(manifestUrl: string): SearchBackend {
    const engine = Promise.all([import('./engine'), import('./shardSource')]).then(
        ([{ EmbeddedSearchEngine }, { fetchedRecordSource }]) =>
            new EmbeddedSearchEngine(fetchedRecordSource(manifestUrl)),
    );
    return {
        answer: (path, method, body) =>
            engine.then(
                found => found.answer(path, method, body),
                () => ({ status: 0, content: '' }),
            ),
        warmUp: facetFilters => engine.then(found => found.warmUp(facetFilters)).catch(() => undefined),
        complete: () => engine.then(found => found.loaded()).catch(() => undefined),
    };
}

function startWorker(): Worker | undefined {
    if (typeof Worker === 'undefined') {
        return undefined;
    }
    try {
        return new Worker(new URL('./engine.worker.ts', import.meta.url));
    } catch {
        return undefined;
    }
}

export function createSearchBackend(manifestUrl: string): SearchBackend {
    let worker = startWorker();
    let fallback: SearchBackend | undefined = worker ? undefined : mainThreadBackend(manifestUrl);
    let nextId = 0;
    const pending = new Map<number, { request: Request; resolve: (response: EngineResponse) => void }>();

    const runOnMainThread = (request: Request): Promise<EngineResponse> => {
        fallback ??= mainThreadBackend(manifestUrl);
        const done = { status: 200, content: '' };
        switch (request.kind) {
            case 'warm':
                return fallback.warmUp(request.facetFilters).then(() => done);
            case 'complete':
                return fallback.complete().then(() => done);
            default:
                return fallback.answer(request.path, request.method, request.body);
        }
    };

    worker?.addEventListener('message', ({ data }: MessageEvent<EngineResponse & { id: number }>) => {
        const waiting = pending.get(data.id);
        pending.delete(data.id);
        waiting?.resolve({
            status: data.status,
            content: data.content,
            ...(data.partial ? { partial: true } : {}),
        });
    });
    worker?.addEventListener('error', event => {
        // the worker could not start or crashed: answer what it owed, and everything after, here
        event.preventDefault();
        console.warn('[search] The search worker stopped; searching on the main thread instead.', event.message);
        worker?.terminate();
        worker = undefined;
        for (const [id, { request, resolve }] of pending) {
            pending.delete(id);
            void runOnMainThread(request).then(resolve);
        }
    });

    const send = (request: Request): Promise<EngineResponse> => {
        const running = worker;
        if (!running) {
            return runOnMainThread(request);
        }
        const id = nextId++;
        return new Promise(resolve => {
            pending.set(id, { request, resolve });
            running.postMessage({ ...request, id, manifestUrl } as BackendMessage);
        });
    };

    return {
        answer: (path, method, body) => send({ kind: 'search', path, method, body }),
        warmUp: facetFilters => send({ kind: 'warm', facetFilters }).then(() => undefined),
        complete: () => send({ kind: 'complete' }).then(() => undefined),
    };
}
