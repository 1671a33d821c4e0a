import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { keepActiveHit, type ListState, refreshOnRestOfIndex, selectionAfterRefresh } from './keepActiveHit';

/** A list as autocomplete holds it: groups of hits, numbered across the groups */
function list(query: string, groups: string[][], activeItemId: number | null): ListState {
    let id = 0;
    return {
        query,
        activeItemId,
        collections: groups.map(urls => ({ items: urls.map(url => ({ url, __autocomplete_id: id++ })) })),
    };
}

/**
 * The autocomplete store, as far as the plugin sees it: `refresh` selects the first hit at once, as autocomplete-core's
 * onInput does, and the new list arrives later, with `arrive`.
 */
function modal(initial: ListState) {
    const plugin = keepActiveHit();
    let state = initial;
    const dispatch = (change: Partial<ListState>) => {
        const prevState = state;
        state = { ...state, ...change };
        plugin.onStateChange({ prevState, state });
    };
    plugin.subscribe({
        refresh: () => dispatch({ activeItemId: 0 }),
        setActiveItemId: activeItemId => dispatch({ activeItemId }),
    });
    plugin.onStateChange({ prevState: state, state });
    return {
        plugin,
        state: () => state,
        select: (activeItemId: number) => dispatch({ activeItemId }),
        type: (query: string) => dispatch({ query, activeItemId: 0 }),
        arrive: (groups: string[][]) => dispatch({ collections: list(state.query, groups, null).collections }),
    };
}

const selectedUrl = (state: ListState) =>
    state.collections.flatMap(({ items }) => items).find(item => item.__autocomplete_id === state.activeItemId)?.url;

describe('keepActiveHit', () => {
    it('keeps the selected hit selected while the refresh runs and once its list arrives, where it moved', () => {
        const search = modal(list('waiting', [['/a/', '/b/'], ['/c/']], 0));
        search.select(1);
        search.plugin.refresh();
        assert.equal(selectedUrl(search.state()), '/b/', 'while the old list shows');
        search.arrive([
            ['/x/', '/a/'],
            ['/y/', '/b/'],
        ]);
        assert.equal(selectedUrl(search.state()), '/b/');
        assert.equal(search.state().activeItemId, 3);
    });

    it('follows the arrow keys pressed while the refresh runs', () => {
        const search = modal(list('waiting', [['/a/', '/b/', '/c/']], 0));
        search.plugin.refresh();
        search.select(2);
        search.arrive([['/c/', '/a/', '/b/']]);
        assert.equal(selectedUrl(search.state()), '/c/');
    });

    it('selects the first hit of the new list when the reader had not moved, and none when their hit has gone', () => {
        assert.equal(selectionAfterRefresh(list('q', [['/a/', '/b/']], 0), list('q', [['/z/', '/b/']], null)), 0);
        assert.equal(selectionAfterRefresh(list('q', [['/a/', '/b/']], 1), list('q', [['/a/', '/z/']], null)), null);
        assert.equal(selectionAfterRefresh(list('q', [['/a/', '/b/']], null), list('q', [['/a/']], null)), null);
    });

    it('leaves a new search alone: what the reader typed during the refresh selects as it always does', () => {
        const search = modal(list('wait', [['/a/', '/b/']], 0));
        search.select(1);
        search.plugin.refresh();
        search.type('waiting');
        search.arrive([['/b/', '/a/']]);
        assert.equal(search.state().activeItemId, 0);
    });

    it('does nothing before the modal subscribed it', () => {
        assert.doesNotThrow(() => keepActiveHit().refresh());
    });
});

describe('refreshOnRestOfIndex', () => {
    function setUp() {
        const listeners = new Set<() => void>();
        const target = new EventTarget();
        const refreshed: string[] = [];
        const plugin = { ...keepActiveHit(), refresh: () => refreshed.push('refresh') };
        const stop = refreshOnRestOfIndex(
            listener => {
                listeners.add(listener);
                return () => listeners.delete(listener);
            },
            [plugin],
            target as unknown as Document,
        );
        return { listeners, target, refreshed, stop, restArrives: () => listeners.forEach(listener => listener()) };
    }

    it('refreshes the hits when the rest of the index arrives', () => {
        const { refreshed, restArrives } = setUp();
        restArrives();
        assert.deepEqual(refreshed, ['refresh']);
    });

    it('waits while a pointer is pressed (the refresh comes after its release)', async () => {
        const { target, refreshed, restArrives } = setUp();
        target.dispatchEvent(new Event('pointerdown'));
        restArrives();
        assert.deepEqual(refreshed, []);
        target.dispatchEvent(new Event('pointerup'));
        await new Promise(resolve => setTimeout(resolve, 1));
        assert.deepEqual(refreshed, ['refresh']);
    });

    it('stops listening when the modal closes', () => {
        const { listeners, refreshed, stop, restArrives } = setUp();
        stop();
        restArrives();
        assert.equal(listeners.size, 0);
        assert.deepEqual(refreshed, []);
    });
});
