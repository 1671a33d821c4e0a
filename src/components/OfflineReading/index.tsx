import React, { useEffect, useRef, useState } from 'react';

import { fetchOk } from '@site/src/fetchOk';

import styles from './styles.module.css';

/** What plugins/offline writes to `/offline/summary.json`: this build's list of files for offline reading */
export interface OfflineSummary {
    build: string;
    files: number;
    /** What the reader downloads: the files' bytes as the server sends them, compressed */
    bytes: number;
}

type State =
    | { kind: 'unavailable'; reason: string }
    | { kind: 'off' }
    | { kind: 'downloading'; done: number; total: number }
    | { kind: 'on' }
    | { kind: 'failed'; reason: string };

export const optedInStorageKey = 'serenity-js.offline-reading';

const summaryUrl = '/offline/summary.json';

/** How often a tab the reader comes back to asks for a new build of the site */
const updateCheckInterval = 15 * 60 * 1000;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Whether the reader's connection asks for fewer bytes: Save-Data on, or a 2G connection (spec §2) */
function constrainedConnection(): boolean {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
        .connection;
    return Boolean(connection && (connection.saveData || /2g/.test(connection.effectiveType ?? '')));
}

const installed = () => window.matchMedia('(display-mode: standalone)').matches;

/** The page the reader opened before the service worker ran, and the files it loaded from this site */
function visitedFiles(): string[] {
    const resources = performance
        .getEntriesByType('resource')
        .map(entry => entry.name)
        .filter(url => new URL(url).origin === window.location.origin);
    // the control's summary too, so the page reloaded offline shows the control as it was
    return [window.location.href, summaryUrl, ...resources];
}

/**
 * Offline reading: registers the service worker (plugins/offline), keeps the pages the reader visits, offers to keep
 * every docs page for offline reading, with the download's size, and announces a new build of the site, which takes
 * over only when the reader reloads. Loaded after the page has loaded (src/theme/Footer).
 */
export default function OfflineReading(): React.JSX.Element | null {
    const [summary, setSummary] = useState<OfflineSummary>();
    const [state, setState] = useState<State>({ kind: 'off' });
    const [waiting, setWaiting] = useState<ServiceWorker>();
    const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
    const takingOver = useRef(false);

    useEffect(() => {
        let stopped = false;
        let checkForUpdate: () => void = () => undefined;
        let lastUpdateCheck = Date.now();
        const onVisible = () => {
            if (document.visibilityState === 'visible' && Date.now() - lastUpdateCheck >= updateCheckInterval) {
                checkForUpdate();
            }
        };
        document.addEventListener('visibilitychange', onVisible);
        // the summary sizes the "Keep" button: asked for whenever that button shows, never by a reader who has kept the
        // site (who needs none, and reads it offline)
        const loadSummary = async () => {
            try {
                const loaded = (await (await fetchOk(summaryUrl, { cache: 'no-cache' })).json()) as OfflineSummary;
                if (!stopped) {
                    setSummary(loaded);
                }
            } catch {
                // offline before the summary was ever kept: the control stays without a size, and disabled
            }
        };
        const onMessage = (event: MessageEvent<{ type: string; done?: number; total?: number; reason?: string }>) => {
            const { data } = event;
            if (data.type === 'offline-progress') {
                setState({ kind: 'downloading', done: data.done ?? 0, total: data.total ?? 0 });
            } else if (data.type === 'offline-ready') {
                localStorage.setItem(optedInStorageKey, 'on');
                setState({ kind: 'on' });
            } else if (data.type === 'offline-failed') {
                setState({ kind: 'failed', reason: data.reason ?? '' });
            } else if (data.type === 'offline-forgotten') {
                localStorage.removeItem(optedInStorageKey);
                setState({ kind: 'off' });
                void loadSummary();
            }
        };
        navigator.serviceWorker.addEventListener('message', onMessage);

        void (async () => {
            // a browser that blocks service workers (a policy, some private modes) may register none, without an error
            const found = (await navigator.serviceWorker.register('/sw.js')) as ServiceWorkerRegistration | undefined;
            if (!found || stopped) {
                return;
            }
            const watch = (worker: ServiceWorker | null) => {
                worker?.addEventListener('statechange', () => {
                    if (worker.state === 'installed' && navigator.serviceWorker.controller && !stopped) {
                        setWaiting(worker);
                    }
                });
            };
            if (found.waiting && navigator.serviceWorker.controller) {
                setWaiting(found.waiting);
            }
            watch(found.installing);
            found.addEventListener('updatefound', () => watch(found.installing));
            // A page opened under a worker asks for a new build at once: the browser's own check after a navigation
            // can wait seconds for the worker to go idle, and a reader moving inside the site never navigates. A tab
            // the reader comes back to asks again, at most every 15 minutes. Offline there is nothing to ask.
            checkForUpdate = () => {
                if (navigator.onLine && !stopped) {
                    lastUpdateCheck = Date.now();
                    found.update().catch(() => undefined);
                }
            };
            if (navigator.serviceWorker.controller) {
                checkForUpdate();
            }
            const ready = await navigator.serviceWorker.ready;
            ready.active?.postMessage({ type: 'keep-visited', urls: visitedFiles() });
            if (stopped) {
                return;
            }
            setRegistration(ready);
            if (localStorage.getItem(optedInStorageKey) === 'on') {
                setState({ kind: 'on' });
            } else if (constrainedConnection()) {
                setState({
                    kind: 'unavailable',
                    reason: 'Your browser asks to save data, so nothing is downloaded in advance.',
                });
            } else if (installed()) {
                // an installed site is one the reader wants to open anywhere
                ready.active?.postMessage({ type: 'keep-offline' });
                setState({ kind: 'downloading', done: 0, total: 0 });
            }
            if (localStorage.getItem(optedInStorageKey) !== 'on') {
                await loadSummary();
            }
        })();

        // only the reader's "Reload" switches builds; the first worker taking control of the page (clients.claim) does not
        const reload = () => {
            if (takingOver.current) {
                window.location.reload();
            }
        };
        navigator.serviceWorker.addEventListener('controllerchange', reload);
        return () => {
            stopped = true;
            document.removeEventListener('visibilitychange', onVisible);
            navigator.serviceWorker.removeEventListener('message', onMessage);
            navigator.serviceWorker.removeEventListener('controllerchange', reload);
        };
    }, []);

    const keep = () => {
        setState({ kind: 'downloading', done: 0, total: summary?.files ?? 0 });
        registration?.active?.postMessage({ type: 'keep-offline' });
    };
    const forget = () => registration?.active?.postMessage({ type: 'forget-offline' });

    return (
        <>
            <section className={styles.offline} aria-labelledby="offline-reading-heading">
                <h2 id="offline-reading-heading" className={styles.heading}>
                    Offline reading
                </h2>
                <p role="status" className={styles.status}>
                    {state.kind === 'off' && 'Pages you open are kept, so they open again without a network.'}
                    {state.kind === 'unavailable' && state.reason}
                    {state.kind === 'downloading' &&
                        `Downloading the docs for offline reading: ${state.done} of ${state.total || '…'} files.`}
                    {state.kind === 'on' &&
                        'Kept for offline reading: every handbook, community, release and API page, and the search, work without a network.'}
                    {state.kind === 'failed' && `The download did not finish (${state.reason}). Try again later.`}
                </p>
                {(state.kind === 'off' || state.kind === 'failed') && (
                    <button type="button" className={styles.button} disabled={!registration || !summary} onClick={keep}>
                        Keep for offline reading{summary ? ` (${megabytes(summary.bytes)} download)` : ''}
                    </button>
                )}
                {state.kind === 'on' && (
                    <button type="button" className={styles.button} onClick={forget}>
                        Stop keeping the docs offline
                    </button>
                )}
            </section>
            {waiting && (
                <div role="alert" className={styles.update}>
                    A new version of the docs is available —{' '}
                    <button
                        type="button"
                        className={styles.button}
                        onClick={() => {
                            takingOver.current = true;
                            waiting.postMessage({ type: 'take-over' });
                        }}
                    >
                        Reload
                    </button>
                </div>
            )}
        </>
    );
}
