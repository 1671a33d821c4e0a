// A webpack/Rspack loader for @docsearch/react 3.9.0 (see README.md): four fixes to the bundled modal, each
// applied to code that must be found exactly once, so that a DocSearch upgrade cannot silently undo one.
'use strict';

function replaceOnce(source, pattern, replacement, what) {
    const matches = [...source.matchAll(pattern)];
    if (matches.length !== 1) {
        throw new Error(
            `docsearch-patches: expected one ${what} in @docsearch/react, found ${matches.length}; check the pinned version`,
        );
    }
    const match = matches[0];
    return source.slice(0, match.index) + replacement(match) + source.slice(match.index + match[0].length);
}

// 1. Once a search has failed and set the status to "error", the request's `finally` must not reset it to
// "idle", or the error screen ("Unable to fetch results") is never seen. The `finally` is
// `.finally(function(){ setStatus("idle"), lastStalledId && environment.clearTimeout(lastStalledId) })`,
// preceded by the store's `getState()` a few statements earlier, as the minifier wrote them.
const finallyPattern =
    /\.finally\(\(function\(\)\{(\w+)\("idle"\),(\w+)&&(\w+)\.environment\.clearTimeout\(\2\)\}\)\)/g;

function keepErrorStatus(source) {
    return replaceOnce(
        source,
        finallyPattern,
        ([, setStatus, stalledId, props], index = source.search(finallyPattern)) => {
            let storeName;
            for (const found of source.slice(0, index).matchAll(/(\w+)\.getState\(\)\.activeItemId/g)) {
                storeName = found[1];
            }
            if (!storeName) {
                throw new Error('docsearch-patches: cannot find the autocomplete store before the request "finally"');
            }
            return `.finally((function(){"error"!==${storeName}.getState().status&&${setStatus}("idle"),${stalledId}&&${props}.environment.clearTimeout(${stalledId})}))`;
        },
        'request "finally"',
    );
}

// 2. Each group of hits is a listbox. The modal gives all of them the same id ("docsearch-list") while the
// search box's aria-controls names one per group ("docsearch-hits0-list"…): a screen reader finds none of
// them, and the ids repeat. Asking for the list's props with its source gives each its own, expected id.
const listPattern = /\.createElement\("ul",(\w+)\.getListProps\(\),\1\.collection\.items\.map\(/g;

function idPerList(source) {
    return replaceOnce(
        source,
        listPattern,
        ([whole, props]) =>
            whole.replace(`${props}.getListProps()`, `${props}.getListProps({source:${props}.collection.source})`),
        'list of hits',
    );
}

// 3. The footer credits Algolia whatever answers the search. With `translations.footer.credit` (an element),
// the footer shows that instead; without it, Algolia's logo as before (the hosted mode).
const logoPattern =
    /(\w+)\.searchByText,(\w+)=void 0===\w+\?"Search by":\w+;return (\w+)\.createElement\(\3\.Fragment,null,\3\.createElement\("div",\{className:"DocSearch-Logo"\},(\3\.createElement\(\w+,\{translations:\{searchByText:\2\}\}\))\)/g;

function configurableCredit(source) {
    return replaceOnce(
        source,
        logoPattern,
        ([whole, translations, , , logo]) => whole.replace(`},${logo})`, `},${translations}.credit||${logo})`),
        'footer logo',
    );
}

// 4. The modal's backdrop is the autocomplete's root, a combobox (`getRootProps()`), which the modal then turns
// into a focusable button (`role:"button",tabIndex:0`) holding the search box, the hits and the footer's links:
// a control nested in a control (axe: nested-interactive). It stays the combobox; a click on the backdrop still
// closes the modal (its onMouseDown), and so does Escape.
const containerPattern = /"DocSearch-Container--Errored"\]\.filter\(Boolean\)\.join\(" "\),role:"button",tabIndex:0,/g;

function comboboxContainer(source) {
    return replaceOnce(
        source,
        containerPattern,
        ([whole]) => whole.replace('role:"button",tabIndex:0,', ''),
        'modal container',
    );
}

function patchDocSearch(source) {
    return comboboxContainer(configurableCredit(idPerList(keepErrorStatus(source))));
}

module.exports = function docSearchPatchesLoader(source) {
    return patchDocSearch(source);
};
module.exports.keepErrorStatus = keepErrorStatus;
module.exports.idPerList = idPerList;
module.exports.configurableCredit = configurableCredit;
module.exports.comboboxContainer = comboboxContainer;
module.exports.patchDocSearch = patchDocSearch;
