import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import { buildDir, skippedWithout } from '../support/build';
import { expect, hydrated, settled, test, visit, wholeIndexLoaded } from '../support/fixtures';

// The build of `npm run build:test` has no ALGOLIA_* search variables: the embedded index answers.
const desktop = { width: 1280, height: 800 };
const indexName = 'serenity-js';
const recentKey = `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
const favoriteKey = `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hits .DocSearch-Hit');

async function openModal(page: Page, path = '/'): Promise<void> {
    await visit(page, path);
    await page.getByRole('button', { name: /^Search/ }).click();
    await expect(input(page)).toBeFocused();
}

async function search(page: Page, query: string): Promise<void> {
    await input(page).fill(query);
    await expect(page.locator('.DocSearch-Hits').first()).toBeVisible();
}

/** Elements other than the highlight tags that search results put into the page. */
async function markupIn(locator: Locator): Promise<string[]> {
    return locator.evaluateAll(containers =>
        containers.flatMap(container =>
            Array.from(
                container.querySelectorAll(
                    '[class*="DocSearch-Hit-title"] *, [class*="DocSearch-Hit-path"] *, .DocSearch-Hit-source *, article h2 a *, .breadcrumbs__item *, p[class*="searchResultItemSummary"] *',
                ),
            )
                .filter(
                    element =>
                        !(
                            element.tagName === 'MARK' ||
                            (element.tagName === 'SPAN' && element.classList.contains('search-result-match'))
                        ),
                )
                .map(element => element.outerHTML),
        ),
    );
}

/**
 * A slow connection, made certain: the index's first shards (titles and API declarations) arrive, the rest waits until
 * `release()`. Routed on the context, which also sees the search worker's requests.
 */
async function holdRestOfIndex(page: Page): Promise<() => void> {
    const manifest = (await (await page.request.get('/search-index/manifest.json')).json()) as {
        partitions: Record<string, Array<{ file: string; first?: boolean }>>;
    };
    const later = Object.values(manifest.partitions)
        .flat()
        .filter(shard => !shard.first)
        .map(shard => shard.file);
    expect(later.length).toBeGreaterThan(0);
    let release: () => void = () => undefined;
    const held = new Promise<void>(resolve => (release = resolve));
    await page.context().route('**/search-index/records-*', async route => {
        if (later.some(file => route.request().url().endsWith(`/${file}`))) {
            await held;
        }
        await route.continue();
    });
    return release;
}

/**
 * The hits of "screenshot" from part of the index, on screen with at least two options, while the rest of the index
 * is held back until `release()`: the set-up of the tests of what a refresh of the hits keeps.
 */
async function partialHits(page: Page) {
    const release = await holdRestOfIndex(page);
    await openModal(page, '/handbook/');
    await search(page, 'screenshot');
    const options = modal(page).getByRole('option');
    const hrefs = () => options.evaluateAll(links => links.map(link => link.getAttribute('href')));
    await expect(options.nth(1)).toBeVisible();
    const partial = await hrefs();
    return { options, hrefs, partial, second: partial[1]!, release };
}

/** "See all {count} results" of the modal's footer, as a number; once the whole index is in, only a count shows */
async function countInFooter(page: Page): Promise<number> {
    const footer = page.locator('.DocSearch-HitsFooter a');
    await expect(footer).toHaveText(/^See all \d+ results$/);
    return Number((await footer.innerText()).match(/\d+/)![0]);
}

/** How many hits the modal finds for each query with the whole index loaded before the first keystroke */
async function countsAfterLoad(page: Page, queries: readonly string[]): Promise<Record<string, number>> {
    const other = await page.context().newPage();
    try {
        await openModal(other);
        await wholeIndexLoaded(other);
        const counts: Record<string, number> = {};
        for (const query of queries) {
            await search(other, query);
            counts[query] = await countInFooter(other);
        }
        return counts;
    } finally {
        await other.close();
    }
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned);

const storedHit = (n: number, overrides: Record<string, unknown> = {}) => ({
    objectID: `planted-${n}`,
    url: `/handbook/design/assertions/#planted-${n}`,
    type: 'lvl1',
    content: null,
    hierarchy: {
        lvl0: 'Core Patterns',
        lvl1: `Planted page ${n}`,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
    },
    ...overrides,
});

test.describe('Search modal', () => {
    test.use({ viewport: desktop });

    test('opens from the navbar button with the "Search docs" box and the "No recent searches" start screen; Escape closes it', async ({
        page,
    }) => {
        await openModal(page);
        await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
        await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
        await page.keyboard.press('Escape');
        await expect(modal(page)).toHaveCount(0);
        await expect(page.getByRole('button', { name: /^Search/ })).toBeFocused();
    });

    test('closes on a click outside the dialog, and the dialog is not announced as a button', async ({ page }) => {
        test.skip(...skippedWithout('docsearch-patches'));
        await openModal(page);
        await expect(page.getByRole('button', { name: /Search docs/ })).toHaveCount(0);
        await expect(page.locator('.DocSearch-Container')).not.toHaveAttribute('role', 'button');
        await page.mouse.click(5, 400);
        await expect(modal(page)).toHaveCount(0);
    });

    test('opens with Ctrl+K, Cmd+K and "/", but "/" typed into a text box stays in the box', async ({ page }) => {
        await visit(page, '/');
        for (const shortcut of ['Control+k', 'Meta+k', '/']) {
            await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
            await page.keyboard.press(shortcut);
            await expect(input(page), shortcut).toBeFocused();
            await page.keyboard.press('Escape');
            await expect(modal(page)).toHaveCount(0);
        }

        await visit(page, '/search/');
        const pageInput = page.getByRole('searchbox', { name: 'Search' });
        await pageInput.click();
        await page.keyboard.type('a/b');
        await expect(pageInput).toHaveValue('a/b');
        await expect(modal(page)).toHaveCount(0);
    });

    test('opens when the reader starts typing on the focused search button, keeping what they typed', async ({
        page,
    }) => {
        await visit(page, '/');
        await page.getByRole('button', { name: /^Search/ }).focus();
        await page.keyboard.press('c');
        await expect(input(page)).toHaveValue('c');
        await page.keyboard.type('ucumber');
        await expect(input(page)).toHaveValue('cucumber');
        await expect(hits(page).first()).toBeVisible();
    });

    // an API name typed exactly puts its API page first; other queries find their handbook page among the first hits
    for (const [query, expected, first] of [
        ['actor', /^\/api\/core\/class\/Actor\/|^\/handbook\/design\/screenplay-pattern\/#actors/, false],
        ['PageElement', /^\/api\/web\/class\/PageElement\//, true],
        ['Ensure', /^\/api\/assertions\/class\/Ensure\//, true],
        ['cucumber', /^\/handbook\/test-runners\/cucumber\//, false],
        ['waiting', /^\/handbook\/design\/waiting-and-synchronisation\//, false],
    ] as const) {
        test(`finds relevant hits for "${query}", grouped under their section titles`, async ({
            page,
            externalRequests,
        }) => {
            await openModal(page);
            await search(page, query);
            const links = await hits(page)
                .locator('a')
                .evaluateAll(anchors => anchors.map(anchor => anchor.getAttribute('href')));
            expect(
                first
                    ? [links[0]].some(href => expected.test(href ?? ''))
                    : links.slice(0, 10).some(href => expected.test(href ?? '')),
                links.slice(0, 10).join(' '),
            ).toBe(true);
            expect(links.every(href => href?.startsWith('/'))).toBe(true);
            const groups = await page.locator('.DocSearch-Hit-source').allInnerTexts();
            expect(groups.length).toBeGreaterThan(0);
            expect(groups.every(group => group.trim().length > 0 && !group.includes('<'))).toBe(true);
            await expect(hits(page).first().locator('mark').first()).toBeVisible();
            expect(externalRequests).toEqual([]);
        });
    }

    test('arrow keys move through the hits and Enter opens the active one in this tab', async ({ page }) => {
        test.skip(...skippedWithout('docsearch-patches'));
        await openModal(page);
        // the hits refresh in place once the whole index is in: move through the final list
        await wholeIndexLoaded(page);
        await search(page, 'waiting');
        await expect(modal(page).getByRole('link', { name: /^See all \d+ results$/ })).toBeVisible();
        const first = hits(page).nth(0).getByRole('option');
        const second = hits(page).nth(1).getByRole('option');
        await expect(first).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('ArrowDown');
        await expect(second).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('ArrowUp');
        await expect(first).toHaveAttribute('aria-selected', 'true');
        const href = await first.getAttribute('href');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(href!);
        await expect(modal(page)).toHaveCount(0);
    });

    for (const [keys, where] of [
        ['Control+Enter', 'a new tab'],
        ['Shift+Enter', 'a new window'],
    ] as const) {
        test(`${keys} opens the active hit in ${where}, leaving this page as it is`, async ({ page, context }) => {
            await openModal(page, '/legal/license/');
            // the hits refresh in place once the whole index is in: read the first of the final list
            await wholeIndexLoaded(page);
            await search(page, 'cucumber');
            const href = await hits(page).first().locator('a').getAttribute('href');
            const opened = context.waitForEvent('page');
            await page.keyboard.press(keys);
            const other = await opened;
            await other.waitForLoadState();
            expect(new URL(other.url()).pathname + new URL(other.url()).hash).toBe(href);
            await expect(page).toHaveURL('/legal/license/');
        });
    }

    test('Tab cycles focus inside the modal', async ({ page }) => {
        await openModal(page);
        await search(page, 'cucumber');
        for (let i = 0; i < 12; i++) {
            await page.keyboard.press('Tab');
            expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Modal')))).toBe(true);
        }
    });

    test('remembers an opened hit under "Recent", which can be made a favourite or removed; stored per index name without highlights', async ({
        page,
    }) => {
        await openModal(page);
        await wholeIndexLoaded(page);
        await search(page, 'Screenplay Pattern');
        const title = await hits(page).first().locator('.DocSearch-Hit-title').innerText();
        await hits(page).first().click();
        await expect(modal(page)).toHaveCount(0);

        const stored = await page.evaluate(key => JSON.parse(localStorage.getItem(key) ?? '[]'), recentKey);
        expect(stored).toHaveLength(1);
        expect(stored[0]).not.toHaveProperty('_highlightResult');
        expect(stored[0]).not.toHaveProperty('_snippetResult');
        expect(stored[0].hierarchy.lvl1).toBe('Screenplay Pattern');

        await page.getByRole('button', { name: /^Search/ }).click();
        const recent = page.locator('.DocSearch-Hits', {
            has: page.locator('.DocSearch-Hit-source', { hasText: 'Recent' }),
        });
        await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
        await expect(recent.locator('.DocSearch-Hit')).toContainText(title.trim());

        await recent.getByTitle('Save this search').click();
        const favorite = page.locator('.DocSearch-Hits', {
            has: page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }),
        });
        await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(1);
        await expect(recent).toHaveCount(0);
        expect(await page.evaluate(key => JSON.parse(localStorage.getItem(key) ?? '[]').length, favoriteKey)).toBe(1);

        await favorite.getByTitle('Remove this search from favorites').click();
        await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
        expect(await page.evaluate(key => JSON.parse(localStorage.getItem(key) ?? '[]').length, favoriteKey)).toBe(0);
    });

    test('a tap on the search button while the next page is still loading opens the modal, and it stays open once that page shows', async ({
        page,
    }) => {
        await openModal(page, '/');
        await page.keyboard.press('Escape');
        await expect(modal(page)).toHaveCount(0);
        // the next page's code arrives late, as on a slow connection: the tap lands while the home page still shows
        let release: () => void = () => undefined;
        const held = new Promise<void>(resolve => (release = resolve));
        await page.route('**/assets/js/**', async route => {
            await held;
            await route.continue();
        });
        await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Handbook', exact: true })
            .click();
        await page.getByRole('button', { name: /^Search/ }).click();
        await expect(input(page)).toBeFocused();
        release();
        await expect(page).toHaveURL(/\/handbook\/$/);
        await expect(page.locator('article h1')).toBeVisible();
        await expect(modal(page)).toBeVisible();
        await expect(input(page)).toBeFocused();
    });

    test('keeps 7 recent searches, only 4 once there is a favourite, and 10 favourites', async ({ page }) => {
        const selectFirstHitFor = async (query: string) => {
            await page.getByRole('button', { name: /^Search/ }).click();
            await search(page, query);
            await hits(page).first().click();
            await expect(modal(page)).toHaveCount(0);
        };
        const count = (key: string) =>
            page.evaluate(name => JSON.parse(localStorage.getItem(name) ?? '[]').length, key);

        await visit(page, '/');
        await page.evaluate(([key, entries]) => localStorage.setItem(key as string, JSON.stringify(entries)), [
            recentKey,
            Array.from({ length: 7 }, (_, n) => storedHit(n)),
        ] as const);
        await selectFirstHitFor('Screenplay Pattern');
        expect(await count(recentKey)).toBe(7);

        await page.evaluate(([key, entries]) => localStorage.setItem(key as string, JSON.stringify(entries)), [
            favoriteKey,
            [storedHit(100)],
        ] as const);
        await page.reload();
        await hydrated(page);
        await selectFirstHitFor('Assertions and expectations');
        expect(await count(recentKey)).toBe(4);

        await page.evaluate(([key, entries]) => localStorage.setItem(key as string, JSON.stringify(entries)), [
            favoriteKey,
            Array.from({ length: 10 }, (_, n) => storedHit(200 + n)),
        ] as const);
        await page.reload();
        await hydrated(page);
        await page.getByRole('button', { name: /^Search/ }).click();
        const recent = page.locator('.DocSearch-Hits', {
            has: page.locator('.DocSearch-Hit-source', { hasText: 'Recent' }),
        });
        await recent.getByTitle('Save this search').first().click();
        await expect.poll(() => count(favoriteKey)).toBe(10);
    });

    test('says No results for "{query}" and suggests up to 3 sections seen earlier', async ({ page }) => {
        await openModal(page);
        await search(page, 'test');
        await input(page).fill('qqxxzzvv');
        await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText('No results for "qqxxzzvv"');
        const suggestions = page.locator('.DocSearch-NoResults-Prefill-List li');
        await expect(page.locator('.DocSearch-NoResults-Prefill-List')).toContainText('Try searching for');
        expect(await suggestions.count()).toBeGreaterThan(0);
        expect(await suggestions.count()).toBeLessThanOrEqual(3);
        const suggestion = (await suggestions.first().innerText()).trim();
        await suggestions.first().locator('button').click();
        await expect(input(page)).toHaveValue(`${suggestion.toLowerCase()} `);
    });

    test('shows "Unable to fetch results" when the index cannot be loaded, and works again once it can', async ({
        page,
        context,
        consoleErrors,
    }) => {
        test.skip(...skippedWithout('docsearch-patches'));
        let broken = true;
        // the context's routes also see the search worker's requests
        await context.route('**/search-index/manifest.json', route =>
            broken ? route.abort('failed') : route.continue(),
        );
        await openModal(page);
        await input(page).fill('actor');
        await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
        await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(
            'You might want to check your network connection.',
        );

        broken = false;
        await input(page).fill('actors');
        await expect(hits(page).first()).toBeVisible();
        // the browser reports the failed request; DocSearch rethrows the client's RetryError after showing its screen
        expect(consoleErrors.filter(error => !/Failed to load resource|^Unreachable hosts/.test(error))).toEqual([]);
        consoleErrors.splice(0);
    });

    test('goes "stalled" 300 ms after a keystroke while the index is still loading, then shows the hits', async ({
        page,
        context,
    }) => {
        let release!: () => void;
        const loaded = new Promise<void>(resolve => (release = resolve));
        await context.route('**/search-index/manifest.json', async route => {
            await loaded;
            await route.continue();
        });
        await openModal(page);
        await page.evaluate(() => {
            const times = ((window as unknown as { __stall: number[] }).__stall = [] as number[]);
            document.querySelector('.DocSearch-Input')!.addEventListener('input', () => times.push(performance.now()));
            new MutationObserver(() => {
                if (document.querySelector('.DocSearch-Container--Stalled') && times.length === 1) {
                    times.push(performance.now());
                }
            }).observe(document.querySelector('.DocSearch-Container')!, {
                attributes: true,
                attributeFilter: ['class'],
            });
        });
        await input(page).fill('actor');
        await expect(page.locator('.DocSearch-Container')).toHaveClass(/DocSearch-Container--Stalled/);
        const [typed, stalled] = await page.evaluate(() => (window as unknown as { __stall: number[] }).__stall);
        expect(stalled! - typed!).toBeGreaterThanOrEqual(290);
        expect(stalled! - typed!).toBeLessThan(2500); // timers run late on a busy 2-core machine

        release();
        await expect(hits(page).first()).toBeVisible();
        await expect(page.locator('.DocSearch-Container')).not.toHaveClass(/DocSearch-Container--Stalled/);
    });

    test('typed while the index loads, a query finds what it finds typed after: the hits refresh, also after closing and reopening, and the search page counts the same', async ({
        page,
    }) => {
        test.skip(...skippedWithout('docsearch-patches'));
        const queries = ['iframe', 'screenshot'] as const;
        const release = await holdRestOfIndex(page);
        await openModal(page, '/handbook/');
        for (const query of queries) {
            await input(page).fill('');
            await input(page).pressSequentially(query);
            await expect(hits(page).first()).toBeVisible();
        }
        // an answer from part of the index has no final count
        await expect.soft(page.locator('.DocSearch-HitsFooter a')).toHaveText('See all results');

        release();
        await wholeIndexLoaded(page);
        const expected = await countsAfterLoad(page, queries);
        expect(expected.iframe).toBeGreaterThan(0);
        // no keystroke since: the hits on screen refresh by themselves
        expect(await countInFooter(page)).toBe(expected.screenshot);

        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /^Search/ }).click();
        await search(page, 'iframe');
        expect(await countInFooter(page)).toBe(expected.iframe);
        await page.locator('.DocSearch-HitsFooter a').click();
        await expect(page).toHaveURL('/search/?q=iframe');
        await expect(page.getByText(`${expected.iframe} documents found`)).toBeVisible();
    });

    test('the hit selected with the arrow keys stays selected when the hits refresh, and Enter opens it', async ({
        page,
    }) => {
        test.skip(...skippedWithout('docsearch-patches'));
        const { hrefs, partial, second: chosen, release } = await partialHits(page);
        await page.keyboard.press('ArrowDown');
        const selected = modal(page).getByRole('option', { selected: true });
        await expect(selected).toHaveAttribute('href', chosen);

        release();
        await wholeIndexLoaded(page);
        // no keystroke since: the list refreshes by itself, with more hits, the chosen one further down
        await expect.poll(hrefs).not.toEqual(partial);
        expect((await hrefs()).indexOf(chosen)).toBeGreaterThan(1);
        await expect(selected).toHaveAttribute('href', chosen);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(chosen);
    });

    test('a hit pressed just as the hits refresh is the hit that opens: the list waits for the release', async ({
        page,
    }) => {
        test.skip(...skippedWithout('docsearch-patches'));
        const { options, hrefs, partial, second, release } = await partialHits(page);
        await options.nth(1).hover();
        await page.mouse.down();

        // the whole index arrives while the button is down: refreshed now, the list would put another hit (or
        // none) under the pointer, and the release would open nothing
        release();
        await wholeIndexLoaded(page);
        await settled(page);
        expect(await hrefs()).toEqual(partial);
        await page.mouse.up();
        await expect(page).toHaveURL(second);
    });

    test('a hit is a link: the address shows on hover, a middle or Ctrl+click opens it in a new tab, and it is still one option of the list', async ({
        page,
        context,
    }) => {
        test.skip(...skippedWithout('docsearch-patches'));
        await openModal(page, '/legal/license/');
        await wholeIndexLoaded(page);
        await search(page, 'cucumber');
        const options = modal(page).getByRole('option');
        // each option is the link itself: nothing interactive nested in it. Read the list in one go: the hits
        // refresh in place once the whole index is in, so options counted first may be gone a moment later
        const described = await options.evaluateAll(elements =>
            elements.map(element => ({
                tag: element.tagName,
                href: element.getAttribute('href') ?? '',
                tabindex: element.getAttribute('tabindex'),
            })),
        );
        expect(described.length).toBeGreaterThan(1);
        for (const option of described) {
            expect(option.tag).toBe('A');
            // a path of the site, the home page's included (`/#integrations-title`), with an optional anchor
            expect(option.href).toMatch(/^\/([\w/-]*\/)?(#[\w-]+)?$/);
            expect(option.tabindex).toBe('-1');
        }
        const first = options.first();
        const href = (await first.getAttribute('href'))!;
        for (const click of [{ button: 'middle' as const }, { modifiers: ['ControlOrMeta' as const] }]) {
            const opened = context.waitForEvent('page');
            await first.click(click);
            const other = await opened;
            await other.waitForLoadState();
            expect(new URL(other.url()).pathname + new URL(other.url()).hash).toBe(href);
            await other.close();
            await expect(page).toHaveURL('/legal/license/');
        }
    });

    for (const [device, viewport] of [
        ['desktop', desktop],
        ['phone', { width: 390, height: 844 }],
    ] as const) {
        test(`snippets show whole on a ${device}, ending on a word with one ellipsis, in the modal and on the search page`, async ({
            page,
        }) => {
            await page.setViewportSize(viewport);
            // one ellipsis where the text was cut, never two, nor the text's own punctuation before it
            const wellCut = (text: string) => !/(…|\.\.\.|[.,;:])…|…\.\.\.|\.\.\.$/.test(text.trim());
            await openModal(page);
            await wholeIndexLoaded(page);
            for (const query of ['actor', 'screenshot']) {
                await search(page, query);
                const parts = page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path');
                await expect(parts.first()).toBeVisible();
                const shown = await parts.evaluateAll(elements =>
                    elements.map(element => ({
                        text: element.textContent ?? '',
                        clipped: element.scrollWidth > element.clientWidth + 1,
                    })),
                );
                expect(shown.filter(part => part.clipped).map(part => part.text)).toEqual([]);
                expect(shown.map(part => part.text).filter(text => !wellCut(text))).toEqual([]);
            }

            await visit(page, '/search/?q=screenshot');
            const summaries = page.locator('main article p');
            await expect(summaries.first()).toBeVisible();
            const texts = await summaries.allInnerTexts();
            expect(texts.filter(text => !wellCut(text))).toEqual([]);
            expect(texts.some(text => text.endsWith('…'))).toBe(true);
        });
    }

    test('"See all {count} results" leads to the search page for the same query', async ({ page }) => {
        await openModal(page);
        // the first results come from the titles and API declarations: count them once the whole index is in
        await wholeIndexLoaded(page);
        await search(page, 'cucumber');
        const footer = page.locator('.DocSearch-HitsFooter a');
        await expect(footer).toHaveText(/^See all \d+ results$/);
        const count = Number((await footer.innerText()).match(/\d+/)![0]);
        await footer.click();
        await expect(page).toHaveURL('/search/?q=cucumber');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "cucumber"');
        await expect(page.getByText(`${count} documents found`)).toBeVisible();
    });

    test('a hit matching the external URL pattern leaves the site instead of routing inside it', async ({
        page,
        externalRequests,
        consoleErrors,
    }) => {
        await openModal(page);
        // the word is only in the text of a page: it is found once the whole index is in
        await wholeIndexLoaded(page);
        await search(page, 'wombatelsewhere');
        await expect(hits(page).first().locator('a')).toHaveAttribute(
            'href',
            'https://serenity-js.org/__tests__/search-elsewhere/',
        );
        await page.keyboard.press('Enter');
        await expect.poll(() => externalRequests).toContain('https://serenity-js.org/__tests__/search-elsewhere/');
        consoleErrors.splice(0); // the blocked navigation
    });

    test('credits the engine that answers, in the footer: the embedded one, not Algolia', async ({ page }) => {
        test.skip(...skippedWithout('docsearch-patches'));
        await openModal(page);
        await search(page, 'actor');
        const footer = modal(page).locator('.DocSearch-Footer');
        await expect(footer).toContainText('Searched in your browser by MiniSearch');
        await expect(footer.locator('a[href*="algolia.com"]')).toHaveCount(0);
    });

    for (const colorScheme of ['light', 'dark'] as const) {
        test(`meets WCAG 2.1 AA with hits shown, the selected one included, in ${colorScheme} mode`, async ({
            page,
        }) => {
            test.skip(...skippedWithout('docsearch-patches'));
            await page.emulateMedia({ colorScheme });
            await openModal(page);
            await search(page, 'actor');
            await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
            await expect(hits(page).first().getByRole('option')).toHaveAttribute('aria-selected', 'true');
            const results = await new AxeBuilder({ page })
                .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
                .include('.DocSearch-Modal')
                .analyze();
            expect(results.violations.map(violation => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
            // each list of hits is there under the id the search box names
            const controls = (await input(page).getAttribute('aria-controls'))?.split(' ') ?? [];
            expect(controls.length).toBeGreaterThan(0);
            for (const id of controls) {
                await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
            }
        });
    }

    test('caps the query at 64 characters', async ({ page }) => {
        await openModal(page);
        await input(page).pressSequentially('x'.repeat(80));
        await expect(input(page)).toHaveValue('x'.repeat(64));
    });

    test('loads the index only on first use, from this site only, and never connects to Algolia', async ({
        page,
        externalRequests,
    }) => {
        const indexRequests: string[] = [];
        page.on(
            'request',
            request => request.url().includes('/search-index/') && indexRequests.push(new URL(request.url()).pathname),
        );
        await visit(page, '/handbook/');
        await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
        await settled(page);
        expect(indexRequests).toEqual([]);

        await page.getByRole('button', { name: /^Search/ }).hover();
        await expect.poll(() => indexRequests[0]).toBe('/search-index/manifest.json');
        await page.getByRole('button', { name: /^Search/ }).click();
        await search(page, 'actor');
        expect(
            indexRequests.every(request =>
                /^\/search-index\/(manifest\.json|records-[\w-]+\.[0-9a-f]{8}\.json\.gz)$/.test(request),
            ),
        ).toBe(true);
        expect(indexRequests.some(request => request.includes('records-docs-default-current'))).toBe(true);
        expect(indexRequests.some(request => request.includes('blog_posts_list'))).toBe(false);
        expect(externalRequests).toEqual([]);
        expect(
            await page.evaluate(() => Object.keys(localStorage).filter(key => key.startsWith('algolia-client'))),
        ).toEqual([]);
    });

    test('works on when localStorage throws: search, select, and no recent searches', async ({
        page,
        consoleErrors,
    }) => {
        await page.addInitScript(() => {
            const fail = () => {
                throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
            };
            Storage.prototype.getItem = fail;
            Storage.prototype.setItem = fail;
            Storage.prototype.removeItem = fail;
        });
        await openModal(page);
        await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
        // the hits refresh in place once the whole index is in: read the first of the final list
        await wholeIndexLoaded(page);
        await search(page, 'waiting');
        const href = await hits(page).first().locator('a').getAttribute('href');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(href!);
        // Docusaurus reports its own storage failures (colour mode, announcement bar); nothing else may fail
        expect(consoleErrors.filter(error => !/Docusaurus storage error/.test(error))).toEqual([]);
        consoleErrors.splice(0);
    });
});

test.describe('Search page', () => {
    test.use({ viewport: desktop });

    test('reads q from the address, shows results, and loads more as the reader scrolls', async ({ page }) => {
        await visit(page, '/search/?q=actor');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "actor"');
        const results = page.locator('article h2 a');
        // the count and the pages after the first come from the whole index
        await wholeIndexLoaded(page);
        await expect(results).toHaveCount(15);
        const total = Number((await page.getByText(/\d+ documents found/).innerText()).match(/\d+/)![0]);
        expect(total).toBeGreaterThan(15);
        await expect(page.getByRole('link', { name: 'Search by Algolia' })).toHaveCount(0);

        await expect
            .poll(async () => {
                await page.mouse.wheel(0, 4000);
                return results.count();
            })
            .toBeGreaterThan(15);
        const hrefs = await results.evaluateAll(anchors => anchors.map(anchor => anchor.getAttribute('href')));
        expect(new Set(hrefs).size).toBe(hrefs.length);
    });

    test('shows its first results while the index loads, counts them once it is in, and nothing on screen moves meanwhile', async ({
        page,
    }) => {
        await page.addInitScript(() => {
            const shifts: string[] = [];
            (window as unknown as { __shifts: string[] }).__shifts = shifts;
            new PerformanceObserver(list => {
                for (const entry of list.getEntries() as Array<
                    PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }
                >) {
                    shifts.push(
                        `${entry.value.toFixed(4)} ${entry.sources.map(source => (source.node as Element)?.outerHTML?.slice(0, 80)).join(' | ')}`,
                    );
                }
            }).observe({ type: 'layout-shift', buffered: true });
        });
        const release = await holdRestOfIndex(page);
        await visit(page, '/search/?q=screenshot');
        await expect(page.locator('main article h2 a').first()).toBeVisible();
        await expect(page.getByText('Counting the results…')).toBeVisible();
        await expect(page.getByText(/documents? found/)).toHaveCount(0);
        release();
        await expect(page.getByText(/\d+ documents found/)).toBeVisible();
        await settled(page);
        // the count's line and the results' area are reserved from the first paint: no spinner, then a jump
        expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    });

    test('searches as the reader types, keeping the query in the address', async ({ page }) => {
        await visit(page, '/search/');
        await page.getByRole('searchbox', { name: 'Search' }).fill('waiting');
        await expect(page).toHaveURL('/search/?q=waiting');
        // the handbook's sections about it are found in the text of its pages: once the whole index is in
        await wholeIndexLoaded(page);
        await expect(
            page.locator('article h2 a[href^="/handbook/design/waiting-and-synchronisation/"]').first(),
        ).toBeVisible();
    });
});

test.describe('Search safety', () => {
    test.use({ viewport: desktop });

    test('text from pages shows as text in the modal: a page full of payloads runs nothing and adds no markup', async ({
        page,
    }) => {
        await openModal(page);
        await search(page, 'quokkapayload');
        await expect(hits(page).first()).toBeVisible();
        const results = page.locator('.DocSearch-Hits');
        await expect(results.first()).toContainText('<img src=x onerror=');
        expect(await markupIn(results)).toEqual([]);
        expect(await results.locator('img, svg[onload], script, iframe').count()).toBe(0);
        expect(await pwned(page)).toBeUndefined();
    });

    test('a payload typed as the query is shown as text and runs nothing', async ({ page }) => {
        await openModal(page);
        // markup made of words found nowhere: the no-results screen repeats the query, as text
        const payload = '"><qqzzvv onqqzz="qqzzww()">';
        await input(page).fill(payload);
        await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText(`No results for "${payload}"`);
        expect(await modal(page).locator('qqzzvv').count()).toBe(0);
        const scriptPayload = '"><img src=x onerror="window.__pwned=1">';
        await input(page).fill(scriptPayload);
        await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hits').first()).toBeVisible();
        await expect(input(page)).toHaveValue(scriptPayload);
        expect(await modal(page).locator('img').count()).toBe(0);
        expect(await pwned(page)).toBeUndefined();
    });

    test('/search/?q= with a payload shows it as text; page payloads in results stay text', async ({ page }) => {
        const payload = '<img src=x onerror="window.__pwned=2"> quokkapayload';
        await visit(page, `/search/?q=${encodeURIComponent(payload)}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${payload}"`);
        // the payloads are in the text of a page: found once the whole index is in
        await wholeIndexLoaded(page);
        await expect(page.locator('article h2 a').first()).toBeVisible();
        expect(await markupIn(page.locator('main'))).toEqual([]);
        await expect(page.locator('main article').first()).toContainText('<img src=x onerror=');
        expect(await page.locator('main article img, main article svg').count()).toBe(0);
        expect(await pwned(page)).toBeUndefined();
    });

    test('planted recent and favourite searches cannot run script or link to javascript: URLs', async ({ page }) => {
        await visit(page, '/');
        await page.evaluate(
            ([recent, favorite, entries, favorites]) => {
                localStorage.setItem(recent as string, JSON.stringify(entries));
                localStorage.setItem(favorite as string, JSON.stringify(favorites));
            },
            [
                recentKey,
                favoriteKey,
                [
                    storedHit(1, {
                        hierarchy: {
                            lvl0: 'Core Patterns',
                            lvl1: '<img src=x onerror="window.__pwned=\'recent\'">Planted',
                            lvl2: null,
                        },
                    }),
                    storedHit(2, {
                        url: 'javascript:window.__pwned="url"',
                        hierarchy: { lvl0: 'Core Patterns', lvl1: 'Script link', lvl2: null },
                    }),
                ],
                [
                    storedHit(3, {
                        type: 'content',
                        content: '"><svg onload="window.__pwned=\'favorite\'">',
                        hierarchy: { lvl0: 'Core Patterns', lvl1: 'Favourite', lvl2: null },
                    }),
                ],
            ] as const,
        );
        await page.getByRole('button', { name: /^Search/ }).click();
        const start = page.locator('.DocSearch-StartScreen, .DocSearch-Dropdown');
        await expect(page.locator('.DocSearch-Hit')).toHaveCount(2);
        await expect(start.first()).toContainText('<img src=x onerror=');
        expect(await modal(page).locator('img, svg[onload]').count()).toBe(0);
        expect(await modal(page).locator('a[href^="javascript:"]').count()).toBe(0);
        await page.keyboard.press('Enter');
        expect(await pwned(page)).toBeUndefined();
    });

    test('the build output holds no admin key (build:test sets a canary one in its environment)', async () => {
        const canary = 'e2e-admin-key-never-shipped';
        const root = buildDir;
        const leaks: string[] = [];
        const walk = (dir: string) => {
            for (const name of readdirSync(dir)) {
                const file = path.join(dir, name);
                if (statSync(file).isDirectory()) {
                    walk(file);
                } else if (/\.(html|js|json|css|txt|xml)$/.test(name)) {
                    const text = readFileSync(file, 'utf8');
                    if (text.includes(canary) || text.includes('ALGOLIA_ADMIN_KEY')) {
                        leaks.push(path.relative(root, file));
                    }
                }
            }
        };
        walk(root);
        expect(leaks).toEqual([]);
    });
});
