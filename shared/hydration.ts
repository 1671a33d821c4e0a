/**
 * Whether a component is first rendered by the browser while it hydrates the page the server rendered, which is when
 * what the server rendered can be kept instead of rendered again (the highlighter of plugins/code-highlighting, which
 * tells the block's lines, src/theme/CodeBlock/Line, through `BlockFirstRenderedByServer`). The answer is the one of the first render, kept for the component's life: a later render
 * of the same component must give React the same elements. The development server renders without a server, so never.
 */
import { createContext, useState } from 'react';

import { hydrationCommitted } from './hydration-commit';

export function useFirstRenderedByServer(): boolean {
    // not `useIsBrowser()`: every component that reads it renders again once the page has hydrated, and the answer
    // of the first render is all this needs
    const [byServer] = useState(
        () => process.env.NODE_ENV === 'production' && typeof window !== 'undefined' && !hydrationCommitted(),
    );
    return byServer;
}

/**
 * The answer of `useFirstRenderedByServer` for a whole code block, given to its lines by the block's highlighter
 * (plugins/code-highlighting), so that a line does not ask `useIsBrowser` itself: every component that asks renders
 * again when the page has hydrated, and a block's lines are most of a handbook page's components. It never changes
 * for a block. `undefined` where no highlighter gives it (a build with the site's patches off).
 */
export const BlockFirstRenderedByServer = createContext<boolean | undefined>(undefined);

/**
 * Whether the page has not finished hydrating yet, read from the page rather than from `useIsBrowser` (see
 * `BlockFirstRenderedByServer`). Until the render that follows hydration has set `data-has-hydrated`, a component
 * first rendered by the browser may be one the server did not render: it must check that it found the server's
 * elements. The development server renders without a server, so never.
 */
export function pageIsHydrating(): boolean {
    return (
        process.env.NODE_ENV === 'production' &&
        typeof document !== 'undefined' &&
        document.documentElement.dataset.hasHydrated !== 'true'
    );
}
