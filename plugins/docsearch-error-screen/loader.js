// A webpack/Rspack loader for @docsearch/react 3.9.0's bundled autocomplete-core 1.17.9 (see README.md):
// once a search has failed and set the status to "error", the request's `finally` must not reset it
// to "idle", or the modal's error screen ("Unable to fetch results") is never seen.
'use strict';

// `.finally(function(){ setStatus("idle"), lastStalledId && environment.clearTimeout(lastStalledId) })`,
// preceded by the store's `getState()` a few statements earlier, as the minifier wrote them
const finallyPattern =
    /\.finally\(\(function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\)\)/g;

function keepErrorStatus(source) {
    const matches = [...source.matchAll(finallyPattern)];
    if (matches.length !== 1) {
        throw new Error(
            `docsearch-error-screen: expected one request "finally" in @docsearch/react, found ${matches.length}; check the pinned version`,
        );
    }
    const [whole, setStatus, stalledId, props] = matches[0];
    const before = source.slice(0, matches[0].index);
    const store = /(\w+)\.getState\(\)\.activeItemId/g;
    let storeName;
    for (const found of before.matchAll(store)) {
        storeName = found[1];
    }
    if (!storeName) {
        throw new Error('docsearch-error-screen: cannot find the autocomplete store before the request "finally"');
    }
    const patched = `.finally((function(){"error"!==${storeName}.getState().status&&${setStatus}("idle"),${stalledId}&&${props}.environment.clearTimeout(${stalledId})}))`;
    return before + patched + source.slice(matches[0].index + whole.length);
}

module.exports = function docSearchErrorScreenLoader(source) {
    return keepErrorStatus(source);
};
module.exports.keepErrorStatus = keepErrorStatus;
