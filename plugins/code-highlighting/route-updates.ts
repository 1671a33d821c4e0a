/**
 * A client module. Its first `onRouteDidUpdate` comes from a layout effect of the hydration's commit: from then on, a
 * code block is one the browser renders (`useFirstRenderedByServer`, which the highlighter asks). When the reader moves to another page, the highlighter (`highlighter.ts`) starts loading while
 * Docusaurus loads the next page's chunks, so that its code blocks are highlighted when they first show. The page the
 * reader opened first never loads it: its blocks keep the server's tokens.
 */
import type { ClientModule } from '@docusaurus/types';

import { markHydrationCommitted } from '../../shared/hydration-commit';

const module: ClientModule = {
    onRouteDidUpdate() {
        markHydrationCommitted();
    },
    onRouteUpdate({ previousLocation, location }) {
        if (previousLocation && previousLocation.pathname !== location.pathname) {
            void import('./highlighter').then(highlighter => highlighter.loadHighlighter());
        }
    },
};

export default module;
