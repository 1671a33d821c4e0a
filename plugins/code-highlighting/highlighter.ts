/**
 * prism-react-renderer as the theme's code block sees it in the browser (a webpack alias of the client build, see
 * index.ts). Prism, its languages and prism-react-renderer (`prism-react-renderer.ts`, a chunk of ~25 KB gzip that
 * takes ~18 ms to evaluate on a fast machine, a long task on a phone) are not needed while the page hydrates: each line
 * of a block keeps the tokens the server rendered (src/theme/CodeBlock/Line), so the block only needs its code split
 * into lines, which `Lines` (plain-lines.ts) does as prism-react-renderer does for a language it has no grammar for. The chunk loads
 * when a block first needs it (one rendered in the browser: a popover's) or when the reader leaves the page
 * (`route-updates.ts`: the next page may have code), so a page that has hydrated is never interrupted by it; a block
 * rendered before it has loaded shows its lines plain until it has, a moment later.
 */
import { createElement, type ReactElement, useEffect, useState } from 'react';

import { BlockFirstRenderedByServer, useFirstRenderedByServer } from '../../shared/hydration';
import { Lines } from './plain-lines';
import type * as PrismReactRenderer from './prism-react-renderer';
import type { HighlightProps } from 'prism-react-renderer/dist/index.mjs';

type Renderer = typeof PrismReactRenderer;

let renderer: Renderer | undefined;
let loading: Promise<Renderer> | undefined;

/** prism-react-renderer with the site's languages, loaded once */
export function loadHighlighter(): Promise<Renderer> {
    loading ??= import('./prism-react-renderer').then(module => (renderer = module));
    return loading;
}

export function Highlight(props: HighlightProps): ReactElement {
    // a block the server rendered keeps its lines, and never needs Prism
    const byServer = useFirstRenderedByServer();
    const [loaded, setLoaded] = useState(renderer);
    useEffect(() => {
        if (byServer || loaded) {
            return;
        }
        let current = true;
        void loadHighlighter().then(module => current && setLoaded(module));
        return () => {
            current = false;
        };
    }, [byServer, loaded]);
    // the block's lines read the answer from here (src/theme/CodeBlock/Line), rather than each asking useIsBrowser
    return createElement(
        BlockFirstRenderedByServer.Provider,
        { value: byServer },
        !byServer && loaded ? createElement(loaded.Highlight, props) : createElement(Lines, props),
    );
}
