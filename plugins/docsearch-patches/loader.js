// A webpack/Rspack loader for @docsearch/react 3.9.0 (see README.md): six fixes to the bundled modal, each
// applied to code that must be found exactly once, so that a DocSearch upgrade cannot silently undo one.
'use strict';

const { replaceOnce: replaceExactlyOnce } = require('../replace-once');

function replaceOnce(source, pattern, replacement, what) {
    return replaceExactlyOnce(source, pattern, replacement, {
        patch: 'docsearch-patches',
        file: '@docsearch/react',
        what: `the ${what}`,
    });
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

// 4. The backdrop around the modal is a `div` with role "button" and a tab stop, so screen readers announce the
// whole dialog as one button with the search box, hits and footer nested inside (axe: nested-interactive). It is
// only there to close the modal on a click outside it, which stays; Escape closes it from the keyboard.
const backdropPattern =
    /"DocSearch-Container--Errored"\]\.filter\(Boolean\)\.join\(" "\),role:"button",tabIndex:0,onMouseDown:/g;

function backdropNotAButton(source) {
    return replaceOnce(
        source,
        backdropPattern,
        ([whole]) => whole.replace(',role:"button",tabIndex:0,', ','),
        'modal backdrop with role "button"',
    );
}

// 5. The modal can be told to ask again. Its autocomplete takes plugins, and a plugin's `subscribe` receives the
// autocomplete's `refresh`, but the modal passes none: with `autocompletePlugins`, it passes those. The search bar
// refreshes the hits with it once the rest of the index is in (the first hits come from part of it).
const autocompletePattern =
    /function \w+\((\w+)\)\{var \w+=\1\.appId,\w+=\1\.apiKey,\w+=\1\.indexName,(?:(?!function \w+\(\w+\)\{var )[^])*?(\w+=\w+\.useMemo\(\(function\(\)\{return \w+\(\{)id:"docsearch",/g;

function pluginsFromProps(source) {
    return replaceOnce(
        source,
        autocompletePattern,
        ([whole, props]) =>
            whole.replace(/id:"docsearch",$/, `id:"docsearch",plugins:${props}.autocompletePlugins||[],`),
        'modal autocomplete',
    );
}

// 6. A hit is a real link. The `li` around it was the listbox's option and the hit component's `<a>` had to go
// without an href, or it would be a control nested in another (axe: nested-interactive): no "Open in new tab", no
// "Copy link", no address on hover. Now the `li` is only a list item for layout (`role="none"`) and the option's id,
// role and selection go to the hit component (`option`), which puts them on its `<a href>`: the link is the option.
// The `li` keeps the item's mouse handlers (hover selects, a click records the hit and closes the modal).
const hitPattern =
    /(\w+)=(\w+);return (\w+)\.createElement\("li",(\w+)\((\{className:\["DocSearch-Hit",[^]*?onTransitionEnd:function\(\)\{\w+\.current&&\w+\.current\(\)\}\}),(\w+\(\{item:\w+,source:\w+\.source,onClick:function\(\w+\)\{\w+\(\w+,\w+\)\}\}\))\),\3\.createElement\(\1,\{hit:(\w+)\}/g;

function linkIsTheOption(source) {
    return replaceOnce(
        source,
        hitPattern,
        ([, component, given, react, merge, liProps, itemProps, hit]) =>
            `${component}=${given},__docsearchOption=${itemProps};` +
            `return ${react}.createElement("li",${merge}(${liProps},__docsearchOption,{role:"none",id:void 0,"aria-selected":void 0}),` +
            `${react}.createElement(${component},{hit:${hit},option:{id:__docsearchOption.id,role:__docsearchOption.role,"aria-selected":__docsearchOption["aria-selected"]}}`,
        'hit list item',
    );
}

function patchDocSearch(source) {
    return linkIsTheOption(
        pluginsFromProps(backdropNotAButton(configurableCredit(idPerList(keepErrorStatus(source))))),
    );
}

module.exports = function docSearchPatchesLoader(source) {
    return patchDocSearch(source);
};
module.exports.keepErrorStatus = keepErrorStatus;
module.exports.idPerList = idPerList;
module.exports.configurableCredit = configurableCredit;
module.exports.backdropNotAButton = backdropNotAButton;
module.exports.pluginsFromProps = pluginsFromProps;
module.exports.linkIsTheOption = linkIsTheOption;
module.exports.patchDocSearch = patchDocSearch;
