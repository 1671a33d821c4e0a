/**
 * Whether React has committed the hydration of the page the server rendered: every component rendered after that was
 * rendered by the browser (`useFirstRenderedByServer` in hydration.ts). A module of its own, so that the client module
 * that marks it (plugins/code-highlighting/route-updates.ts, in every page's `main` bundle) brings nothing else along.
 */
let committed = false;

/**
 * Called by a client module's first `onRouteDidUpdate`, which Docusaurus dispatches from a layout effect of the
 * hydration's commit.
 */
export function markHydrationCommitted(): void {
    committed = true;
}

export function hydrationCommitted(): boolean {
    return committed;
}
