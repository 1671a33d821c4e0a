/*
 * The site's service worker, written to /sw.js by plugins/offline with this build's id and the address of its list of
 * files. It keeps the pages a reader visits (and the files they load) so they open again without a network, and, only
 * for a reader who chose "Keep for offline reading", every file of the list. A new build installs beside the running
 * one, with its own complete copy of the list for readers who opted in, and takes over only when the reader reloads
 * from the prompt: a reader never sees half of one build and half of another.
 */
/* global self, caches */
const build = '__BUILD_ID__';
const listUrl = '__LIST_URL__';
const visited = 'visited';
const offline = `offline-${build}`;
const settings = 'offline-settings';
const optedInKey = '/__offline/opted-in';

const optedIn = async () => Boolean(await (await caches.open(settings)).match(optedInKey));

function constrained() {
    const connection = self.navigator.connection;
    return Boolean(connection && (connection.saveData || /2g/.test(connection.effectiveType || '')));
}

async function post(message) {
    for (const client of await self.clients.matchAll({ includeUncontrolled: true })) {
        client.postMessage(message);
    }
}

/** Every file of this build's list, into a cache of its own: all of them or, when one fails, none */
async function keepEverything(report) {
    const list = await (await fetch(listUrl, { cache: 'no-store' })).json();
    const cache = await caches.open(`${offline}-partial`);
    let done = 0;
    const queue = [...list.urls];
    const worker = async () => {
        while (queue.length > 0) {
            const url = queue.shift();
            if (!(await cache.match(url))) {
                const response = await fetch(url, { cache: 'no-cache' });
                if (!response.ok) {
                    throw new Error(`${url}: ${response.status}`);
                }
                await cache.put(url, response);
            }
            done += 1;
            if (report && (done % 25 === 0 || done === list.urls.length)) {
                await post({ type: 'offline-progress', done, total: list.urls.length });
            }
        }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    // the complete copy takes the cache's final name only now, so a half-filled cache is never read as the build's
    const complete = await caches.open(offline);
    for (const request of await cache.keys()) {
        await complete.put(request, await cache.match(request));
    }
    await caches.delete(`${offline}-partial`);
}

self.addEventListener('install', event => {
    // a reader who opted in gets the new build complete before it may take over; for others nothing is fetched
    event.waitUntil(
        (async () => {
            if ((await optedIn()) && !constrained()) {
                await keepEverything(false);
            }
        })(),
    );
});

self.addEventListener('activate', event => {
    event.waitUntil(
        (async () => {
            for (const name of await caches.keys()) {
                if (name.startsWith('offline-') && name !== offline && name !== settings) {
                    await caches.delete(name);
                }
            }
            await self.clients.claim();
        })(),
    );
});

async function fromCaches(request) {
    const options = { ignoreSearch: request.mode === 'navigate' };
    // `caches.open` would create an empty cache: a reader who never opted in has no offline copy at all
    for (const name of [offline, visited]) {
        if (await caches.has(name)) {
            const found = await (await caches.open(name)).match(request, options);
            if (found) {
                return found;
            }
        }
    }
    return undefined;
}

async function networkFirst(request) {
    try {
        const response = await fetch(request);
        if (response.ok) {
            const copy = response.clone();
            await (await caches.open(visited)).put(request, copy);
        }
        return response;
    } catch (error) {
        const cached = await fromCaches(request);
        if (cached) {
            return cached;
        }
        throw error;
    }
}

async function cacheFirst(request) {
    const cached = await fromCaches(request);
    if (cached) {
        return cached;
    }
    const response = await fetch(request);
    if (response.ok) {
        await (await caches.open(visited)).put(request, response.clone());
    }
    return response;
}

self.addEventListener('fetch', event => {
    const { request } = event;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname === '/sw.js') {
        return;
    }
    // files with a content hash in their names never change: the cached copy is the file
    const immutable = url.pathname.startsWith('/assets/') || /\.[0-9a-f]{8}\.json(\.gz)?$/.test(url.pathname);
    event.respondWith(immutable ? cacheFirst(request) : networkFirst(request));
});

self.addEventListener('message', event => {
    const { data } = event;
    if (data?.type === 'keep-visited') {
        // the page the reader opened before this worker ran, and the files it loaded
        event.waitUntil(
            (async () => {
                const cache = await caches.open(visited);
                await Promise.all(
                    data.urls.map(async url => {
                        if (!(await cache.match(url))) {
                            await cache.add(url).catch(() => undefined);
                        }
                    }),
                );
            })(),
        );
    } else if (data?.type === 'keep-offline') {
        event.waitUntil(
            (async () => {
                await (await caches.open(settings)).put(optedInKey, new Response('yes'));
                try {
                    await keepEverything(true);
                    await post({ type: 'offline-ready' });
                } catch (error) {
                    await post({ type: 'offline-failed', reason: String(error) });
                }
            })(),
        );
    } else if (data?.type === 'forget-offline') {
        event.waitUntil(
            (async () => {
                await (await caches.open(settings)).delete(optedInKey);
                await caches.delete(offline);
                await post({ type: 'offline-forgotten' });
            })(),
        );
    } else if (data?.type === 'take-over') {
        self.skipWaiting();
    }
});
