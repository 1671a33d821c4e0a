// The one rule of the loaders that patch a pinned dependency's code (intl-free-start, staged-start,
// docsearch-patches): what a patch changes must be found exactly once. An upgrade that removes, rewrites or repeats
// that code then fails the build, naming the patch, the file and what it looked for, instead of silently undoing
// the patch or patching the wrong place.
'use strict';

/** Where `text` occurs in `source`, as RegExp matches would say it */
function occurrencesOf(source, text) {
    const found = [];
    for (let at = source.indexOf(text); at !== -1; at = source.indexOf(text, at + text.length)) {
        found.push(Object.assign([text], { index: at }));
    }
    return found;
}

/**
 * `source` with the one occurrence of `find` replaced, or an error if it occurs no times or more than once.
 *
 * @param {string} source
 * @param {string | RegExp} find the exact text, or a pattern with the `g` flag
 * @param {string | ((match: RegExpMatchArray) => string)} replacement the new text (taken as is, `$` included), or
 *   a function of the match
 * @param {{ patch: string, file: string, what?: string }} where the patch's name (its folder under plugins/), the
 *   file patched, and what `find` is, for the error (the text itself when it is a string)
 * @returns {string}
 */
function replaceOnce(source, find, replacement, { patch, file, what }) {
    const matches = typeof find === 'string' ? occurrencesOf(source, find) : [...source.matchAll(find)];
    if (matches.length !== 1) {
        const sought = what ?? `\`${find}\``;
        const problem = matches.length === 0 ? 'no longer has' : `has ${matches.length} times`;
        throw new Error(
            `${patch}: ${file} ${problem} ${sought}, which the patch expects once; check the pinned version (plugins/${patch}/README.md)`,
        );
    }
    const [match] = matches;
    const text = typeof replacement === 'function' ? replacement(match) : replacement;
    return source.slice(0, match.index) + text + source.slice(match.index + match[0].length);
}

module.exports = { replaceOnce };
