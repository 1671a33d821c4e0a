// A loader for Docusaurus 3.7.0's `lib/client/browserContext.js`, in the client build only (see README.md): once the
// page has hydrated, Docusaurus tells every component that asks (`useIsBrowser`) that it now runs in a browser, and
// they all render again: the sidebar's categories, code blocks, tabs, pictures. As an ordinary update that render
// runs in one piece, the longest task of a handbook page's start. Made a transition, React renders it in slices and
// gives way to a tap in between. If the file no longer looks as expected, the build fails.
'use strict';

const { replaceOnce } = require('../replace-once');

const replacements = [
    [
        "import React, { useEffect, useState } from 'react';",
        "import React, { startTransition, useEffect, useState } from 'react';",
    ],
    ['        setIsBrowser(true);\n', '        startTransition(() => setIsBrowser(true));\n'],
];

/** @param {string} source */
function asTransition(source) {
    return replacements.reduce(
        (text, [from, to]) =>
            replaceOnce(text, from, to, {
                patch: 'staged-start',
                file: '@docusaurus/core/lib/client/browserContext.js',
            }),
        source,
    );
}

module.exports = function transitionLoader(source) {
    return asTransition(source);
};
module.exports.asTransition = asTransition;
