/**
 * The hit the reader selected stays selected when the modal's hits refresh in place (once the rest of the index is
 * in, see src/search/runtime.ts). Autocomplete's `refresh` selects the first hit at once, while the old list still
 * shows, and keeps that position when the new list arrives, where it may be another hit: a reader who pressed
 * ArrowDown, then Enter a moment later, opened a hit they never selected.
 *
 * `keepActiveHit` is an autocomplete plugin (the modal takes it through `autocompletePlugins`, see
 * plugins/docsearch-patches). Its `refresh` asks again and puts the selection back at once; when the new list comes
 * in, the selection moves onto the same hit (by address) in it. A hit that has gone leaves the first one selected if
 * the reader had not moved from it, and none if they had, so that Enter opens nothing they did not choose.
 */

import { holdWhilePressed, type PointerEvents } from './holdWhilePressed';

interface ListItem {
    url?: string;
    __autocomplete_id?: number;
}

/** The part of autocomplete's state this plugin reads */
export interface ListState {
    query: string;
    activeItemId: number | null;
    collections: ReadonlyArray<{ items: readonly ListItem[] }>;
}

interface Setters {
    refresh: () => unknown;
    setActiveItemId: (id: number | null) => void;
}

/** The modal's `defaultActiveItemId`: the first hit is selected when a list shows */
const firstHit = 0;

function activeUrl(state: ListState): string | undefined {
    if (state.activeItemId === null) {
        return undefined;
    }
    for (const { items } of state.collections) {
        const found = items.find(item => item.__autocomplete_id === state.activeItemId);
        if (found) {
            return found.url;
        }
    }
    return undefined;
}

/** Which hit to select in `after`, the list a refresh brought, given what was selected in `before`, the list it replaced */
export function selectionAfterRefresh(before: ListState, after: ListState): number | null {
    const chosen = activeUrl(before);
    if (chosen !== undefined) {
        for (const { items } of after.collections) {
            const same = items.find(item => item.url === chosen);
            if (same?.__autocomplete_id !== undefined) {
                return same.__autocomplete_id;
            }
        }
    }
    return before.activeItemId === firstHit ? firstHit : null;
}

export interface RefreshingPlugin {
    subscribe(setters: Setters): void;
    onStateChange(change: { prevState: ListState; state: ListState }): void;
    /** Asks the modal again for the hits of the query on screen, keeping the hit selected; a no-op until subscribed */
    refresh(): void;
}

export function keepActiveHit(): RefreshingPlugin {
    let setters: Setters | undefined;
    let latest: ListState | undefined;
    let refreshing = false;
    return {
        subscribe(given) {
            setters = given;
        },
        onStateChange({ prevState, state }) {
            latest = state;
            if (!refreshing) {
                return;
            }
            if (state.query !== prevState.query) {
                // the reader typed: a new search, and its own selection
                refreshing = false;
            } else if (state.collections !== prevState.collections) {
                refreshing = false;
                const selected = selectionAfterRefresh(prevState, state);
                if (selected !== state.activeItemId) {
                    setters?.setActiveItemId(selected);
                }
            }
        },
        refresh() {
            if (!setters) {
                return;
            }
            const selected = latest?.activeItemId ?? firstHit;
            refreshing = true;
            setters.refresh();
            // the refresh selected the first hit of the list still on screen: the reader's stays selected meanwhile
            setters.setActiveItemId(selected);
        },
    };
}

/**
 * While the modal is open: once the rest of the index is in (`subscribe`), each plugin refreshes the hits, unless a
 * pointer is pressed, in which case they refresh after its release (see holdWhilePressed). Returns the unsubscription.
 */
export function refreshOnRestOfIndex(
    subscribe: (listener: () => void) => () => void,
    plugins: readonly RefreshingPlugin[],
    target: PointerEvents,
): () => void {
    const hold = holdWhilePressed(target);
    const stop = subscribe(() => hold.run(() => plugins.forEach(plugin => plugin.refresh())));
    return () => {
        stop();
        hold.dispose();
    };
}
