// A loader for Docusaurus 3.7.0's `theme-common/lib/hooks/useCodeWordWrap.js`, in the client build only (see
// README.md). Each code block runs two effects once the page has hydrated, and every block's state changed in them:
// - `useState()` starts the hidden tab panel around the block as `undefined`, and the effect then sets it to what
//   `closest()` finds: `null` for a block outside a hidden tab panel, which is a change, so every block rendered again;
// - whether the block scrolls sideways, set as an ordinary update.
// Together they were one render of every code block, in one task, just after hydration. Here the panel starts as
// `null`, so only a block inside a hidden tab panel renders again, and "scrolls sideways" is set in a transition,
// which React renders in slices. If the file no longer looks as expected, the build fails.
'use strict';

const { replaceOnce } = require('../replace-once');

const file = '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js';

const replacements = [
    [
        "import { useState, useCallback, useEffect, useRef } from 'react';",
        "import { startTransition, useState, useCallback, useEffect, useRef } from 'react';",
    ],
    [
        'const [hiddenTabElement, setHiddenTabElement] = useState();',
        'const [hiddenTabElement, setHiddenTabElement] = useState(null);',
    ],
    ['setIsCodeScrollable(isScrollable);', 'startTransition(() => setIsCodeScrollable(isScrollable));'],
];

/** @param {string} source */
function withQuietWordWrap(source) {
    return replacements.reduce(
        (text, [from, to]) => replaceOnce(text, from, to, { patch: 'staged-start', file }),
        source,
    );
}

module.exports = function wordWrapLoader(source) {
    return withQuietWordWrap(source);
};
module.exports.withQuietWordWrap = withQuietWordWrap;
