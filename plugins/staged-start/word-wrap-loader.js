// A loader for Docusaurus 3.7.0's `theme-common/lib/hooks/useCodeWordWrap.js`, in the client build only (see
// README.md). Each code block runs two effects once the page has hydrated, and blocks' state changed in them:
// - the hidden tab panel around the block was state: `useState()` started it as `undefined`, and the effect set it to
//   what `closest()` finds (`null` outside a hidden panel, a change too), so every block rendered again, and a block
//   in a hidden panel still does when that state is `null` at first (37 blocks, ~480 components, on the installation
//   page, whose tabs hide them);
// - whether the block scrolls sideways, set as an ordinary update.
// Together they were one render of every code block, in one task, just after hydration. Here the effect keeps the
// panel itself (it is only what the mutation observer watches, nothing the block shows), so finding it renders
// nothing, and "scrolls sideways" (which shows the word-wrap button) is set in a transition, which React renders in
// slices. When a hidden panel is shown, the block still checks whether it scrolls. If the file no longer looks as
// expected, the build fails.
'use strict';

const { replaceOnce } = require('../replace-once');

const file = '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js';

const replacements = [
    [
        "import { useState, useCallback, useEffect, useRef } from 'react';",
        "import { startTransition, useState, useCallback, useEffect, useRef } from 'react';",
    ],
    [
        "// Callback fires when the \"hidden\" attribute of a tabpanel changes\n// See https://github.com/facebook/docusaurus/pull/7485\nfunction useTabBecameVisibleCallback(codeBlockRef, callback) {\n    const [hiddenTabElement, setHiddenTabElement] = useState();\n    const updateHiddenTabElement = useCallback(() => {\n        // No need to observe non-hidden tabs\n        // + we want to force a re-render when a tab becomes visible\n        setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]'));\n    }, [codeBlockRef, setHiddenTabElement]);\n    useEffect(() => {\n        updateHiddenTabElement();\n    }, [updateHiddenTabElement]);\n    useMutationObserver(hiddenTabElement, (mutations) => {\n        mutations.forEach((mutation) => {\n            if (mutation.type === 'attributes' &&\n                mutation.attributeName === 'hidden') {\n                callback();\n                updateHiddenTabElement();\n            }\n        });\n    }, {\n        attributes: true,\n        characterData: false,\n        childList: false,\n        subtree: false,\n    });\n}\n",
        "// Callback fires when the \"hidden\" attribute of a tabpanel changes\n// (staged-start: the hidden panel around the block is kept by the effect, not in state, so that finding it after\n// hydration renders nothing: it is only what the observer watches)\nfunction useTabBecameVisibleCallback(codeBlockRef, callback) {\n    const latestCallback = useRef(callback);\n    latestCallback.current = callback;\n    useEffect(() => {\n        let observed = null;\n        const observer = new MutationObserver((mutations) => {\n            if (mutations.some((mutation) => mutation.type === 'attributes' &&\n                mutation.attributeName === 'hidden')) {\n                latestCallback.current();\n                observeHiddenTab();\n            }\n        });\n        function observeHiddenTab() {\n            const hiddenTab = codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? null;\n            if (hiddenTab === observed) {\n                return;\n            }\n            observer.disconnect();\n            observed = hiddenTab;\n            if (hiddenTab) {\n                observer.observe(hiddenTab, { attributes: true, attributeFilter: ['hidden'] });\n            }\n        }\n        observeHiddenTab();\n        return () => observer.disconnect();\n    }, [codeBlockRef]);\n}\n",
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
