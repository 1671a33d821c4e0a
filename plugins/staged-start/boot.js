// The browser's entry point in place of Docusaurus 3.7.0's `clientEntry.js` (see README.md): it evaluates the
// modules of `main.js` and matches the page's route in several short tasks instead of one long one, then runs
// Docusaurus's own entry, which finds them evaluated and the route's patterns compiled. Between two steps the
// browser can paint and answer a tap; each step stays under Lighthouse's 50 ms on a phone's CPU.
/* global window, __webpack_require__ -- this file runs in the browser, bundled by webpack (Rspack) */
'use strict';

/** Gives the main thread back to the browser: a new task (MessageChannel is not throttled like setTimeout) */
function nextTask() {
    return new Promise(resolve => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(undefined);
    });
}

// Each is a module of main.js whose evaluation is a large share of the whole, in the order the entry needs them. A
// module evaluated here is taken from webpack's cache when the entry requires it: nothing is evaluated twice.
const modules = [
    () => require('react'),
    () => require('react-dom'),
    () => require('react-dom/client'),
    () => require('react-router-dom'),
    () => require('@generated/routesChunkNames'),
    () => require('@generated/registry'),
    () => require('@generated/docusaurus.config'),
    () => require('@generated/client-modules'),
    () => require('@generated/routes'),
];

/** How many route patterns are compiled per task while the page's route is matched */
const patternsPerTask = 40;

/**
 * Matches `pathname` against the route table as react-router-config's `matchRoutes` does (the first match at each
 * level, then its children), `patternsPerTask` patterns at a time: react-router compiles each route's pattern on
 * first use and keeps it, so Docusaurus's own match (`preload`) then finds every pattern it needs compiled.
 */
async function compileRoutePatterns(routes, pathname) {
    const { matchPath } = require('react-router');
    let level = routes;
    let compiled = 0;
    while (level) {
        let matched;
        for (const route of level) {
            const match = route.path ? matchPath(pathname, route) : null;
            if (++compiled % patternsPerTask === 0) {
                await nextTask();
            }
            if (match) {
                matched = route;
                break;
            }
        }
        level = matched && matched.routes;
    }
}

/** Milliseconds of prefetching per idle period: well under a task Lighthouse would count on a slow phone */
const prefetchSlice = 4;

/**
 * Docusaurus prefetches the modules of every link as it scrolls into view (`window.docusaurus.prefetch`): on a page
 * with a sidebar, a hundred links just after hydration, each one matched against the whole route table. This puts
 * them in a queue worked through in idle time instead, a few milliseconds at a time, in the order they came.
 */
function prefetchWhenIdle(docusaurus) {
    const queue = [];
    const whenIdle = window.requestIdleCallback || (work => setTimeout(() => work({ timeRemaining: () => 1 }), 50));
    function work(deadline) {
        const end = performance.now() + prefetchSlice;
        while (queue.length > 0 && deadline.timeRemaining() > 0 && performance.now() < end) {
            docusaurus.prefetch(queue.shift());
        }
        if (queue.length > 0) {
            whenIdle(work);
        }
    }
    return Object.freeze({
        ...docusaurus,
        prefetch(routePath) {
            queue.push(routePath);
            if (queue.length === 1) {
                whenIdle(work);
            }
            return true;
        },
        /** Route paths queued and not yet prefetched: 0 once every link seen so far has had its modules asked for */
        prefetchPending() {
            return queue.length;
        },
    });
}

/**
 * A route's modules come in several chunks, loaded together when the page starts (Docusaurus's `preload`) or moves to
 * another route. Webpack inserts each chunk's script and, once they have all arrived, evaluates the route's modules
 * in one run of microtasks: ~13 scripts and a dozen modules in one task. Here each chunk's script is inserted in a
 * task of its own, and each `import()` whose chunks have arrived evaluates its module in a task of its own.
 */
function loadChunksInTasks() {
    const ensureChunk = __webpack_require__.e;
    if (typeof ensureChunk !== 'function') {
        throw new Error('staged-start (boot.js): the bundler no longer provides __webpack_require__.e to load chunks');
    }
    __webpack_require__.e = chunkId =>
        nextTask()
            .then(() => ensureChunk(chunkId))
            .then(result => nextTask().then(() => result));
}

async function start() {
    loadChunksInTasks();
    for (const evaluate of modules) {
        evaluate();
        await nextTask();
    }
    const routes = require('@generated/routes').default;
    await compileRoutePatterns(routes, window.location.pathname);
    require('@staged-start/client-entry');
    window.docusaurus = prefetchWhenIdle(window.docusaurus);
}

start();
