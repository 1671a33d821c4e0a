import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import { twinPathOf } from '../../shared/markdown-twins';
import { expect, settled, test, visit } from '../support/fixtures';

/**
 * Type-aware code blocks (plugins/code-examples, src/components/TypeAwareCode): the framework's names in a
 * handbook example link to their API pages, and hovering, focusing or tapping a name shows its quick info.
 * The page's first example: `Ensure.that(LatestEmail.to(…).subject, equals(…))` and friends.
 */
const screenplayPage = '/handbook/design/screenplay-pattern/';

const firstBlock = (page: Page) => page.locator('.theme-code-block').first();
/** A name as it is used in the code, not in the import at the top */
const usage = (page: Page, name: string, nth = 0) =>
    firstBlock(page)
        .locator('.token-line', { hasNotText: /^import / })
        .locator('a', { hasText: new RegExp(`^${name}$`) })
        .nth(nth);
const tooltip = (page: Page) => page.getByRole('tooltip');

async function expectDescribedByTooltip(identifier: Locator, page: Page) {
    const id = await tooltip(page).getAttribute('id');
    expect(id).toBeTruthy();
    await expect(identifier).toHaveAttribute('aria-describedby', id as string);
}

for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`Type-aware code in ${colorScheme} mode`, () => {
        test.beforeEach(async ({ page }) => {
            await page.emulateMedia({ colorScheme });
            await visit(page, screenplayPage);
            await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        });

        test('hovering a name shows its signature and documentation, highlighted like the code', async ({ page }) => {
            const ensure = usage(page, 'Ensure');
            await ensure.hover();

            await expect(tooltip(page)).toBeVisible();
            await expect(tooltip(page)).toContainText('class Ensure<Actual>');
            await expect(tooltip(page)).toContainText('The interaction to Ensure verifies');
            await expectDescribedByTooltip(ensure, page);

            const colours = await page.evaluate(() => {
                const code = document.querySelector('.theme-code-block pre') as HTMLElement;
                const codeKeyword = code.querySelector('.token.keyword') as HTMLElement;
                const popover = document.querySelector('[role="tooltip"]') as HTMLElement;
                const popoverKeyword = popover.querySelector('.token.keyword') as HTMLElement;
                return {
                    code: getComputedStyle(code).backgroundColor,
                    popover: getComputedStyle(popover).backgroundColor,
                    codeKeyword: getComputedStyle(codeKeyword).color,
                    popoverKeyword: getComputedStyle(popoverKeyword).color,
                };
            });
            expect(colours.popover).toBe(colours.code);
            expect(colours.popoverKeyword).toBe(colours.codeKeyword);
        });

        test('with a popover open, the page has no accessibility violations', async ({ page }) => {
            test.setTimeout(120_000);
            await usage(page, 'that').hover();
            await expect(tooltip(page)).toBeVisible();

            const results = await new AxeBuilder({ page })
                .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
                .analyze();
            expect(
                results.violations.map(violation => ({
                    rule: violation.id,
                    targets: violation.nodes.slice(0, 5).map(node => node.target.join(' ')),
                })),
            ).toEqual([]);
        });
    });
}

test.describe('Type-aware code', () => {
    test.beforeEach(async ({ page }) => {
        await visit(page, screenplayPage);
    });

    test('a block is one tab stop; the arrow keys move between its names, focusing one shows its quick info, Enter follows it', async ({
        page,
    }) => {
        const pre = firstBlock(page).locator('pre');
        const names = firstBlock(page).locator('a[data-quick-info]');
        await pre.focus();
        await expect(pre, 'the block tells a screen reader how to reach its names').toHaveAccessibleDescription(
            /Arrow keys move between the names/,
        );

        await page.keyboard.press('ArrowRight');
        await expect(names.first()).toBeFocused();
        await expect(names.first()).toHaveText('actorCalled');
        await expect(tooltip(page)).toContainText('actorCalled');
        await page.keyboard.press('ArrowRight');
        await expect(names.nth(1)).toBeFocused();
        await page.keyboard.press('ArrowLeft');
        await expect(names.first()).toBeFocused();
        await page.keyboard.press('End');
        await expect(names.last()).toBeFocused();
        await page.keyboard.press('Home');
        await expect(names.first()).toBeFocused();

        // Tab leaves the block's names
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-quick-info'))).toBe(false);

        await pre.focus();
        const ensure = names.filter({ hasText: /^Ensure$/ }).first();
        for (
            let presses = 0;
            presses < 10 && !(await ensure.evaluate(name => name === document.activeElement));
            presses++
        ) {
            await page.keyboard.press('ArrowDown');
        }
        await expect(ensure).toBeFocused();
        await expect(ensure).toHaveRole('link');
        await expect(tooltip(page)).toContainText('class Ensure<Actual>');
        await expectDescribedByTooltip(ensure, page);

        await page.keyboard.press('Escape');
        await expect(tooltip(page)).toHaveCount(0);
        await expect(ensure).not.toHaveAttribute('aria-describedby');
        await expect(ensure).toBeFocused();

        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/api\/assertions\/class\/Ensure\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ensure/);
    });

    test('Tab stops at each code block once, not at its names, which stay links a screen reader finds', async ({
        page,
    }) => {
        // a Tab press per stop: some 320 on this page before it was one stop per block
        test.setTimeout(180_000);
        const blocks = await page.locator('.theme-code-block').count();
        expect(blocks).toBeGreaterThan(1);
        // walk the page's content with Tab, from its start until the focus leaves it, noting for each stop which code
        // block it is in (if any) and whether it is a button
        await page
            .locator('article')
            .first()
            .evaluate(article => {
                const start = document.createElement('span');
                start.tabIndex = -1;
                article.prepend(start);
                start.focus();
            });
        const stops: Array<{ block: number; button: boolean }> = [];
        for (let presses = 0; presses < 1000; presses++) {
            await page.keyboard.press('Tab');
            const stop = await page.evaluate(() => {
                const active = document.activeElement;
                if (!active?.closest('article')) {
                    return undefined;
                }
                const block = active.closest('.theme-code-block');
                return {
                    block: block ? Array.from(document.querySelectorAll('.theme-code-block')).indexOf(block) : -1,
                    button: active.tagName === 'BUTTON',
                };
            });
            if (!stop) {
                break;
            }
            stops.push(stop);
        }
        const inBlocks = stops.filter(stop => stop.block >= 0 && !stop.button);
        const perBlock = new Map<number, number>();
        for (const { block } of inBlocks) {
            perBlock.set(block, (perBlock.get(block) ?? 0) + 1);
        }
        console.log(
            `${screenplayPage}: ${stops.length} tab stops in the article, ${inBlocks.length} of them in its ${blocks} code blocks (copy buttons aside)`,
        );
        expect(Math.max(...perBlock.values()), 'tab stops in one code block').toBe(1);
        expect(inBlocks.length).toBeLessThanOrEqual(blocks);
        await expect(firstBlock(page).getByRole('link', { name: 'Ensure', exact: true }).first()).toHaveAttribute(
            'href',
            '/api/assertions/class/Ensure/',
        );
    });

    test('a member links to its anchor on its API page', async ({ page }) => {
        await usage(page, 'that').click();

        await expect(page).toHaveURL(/\/api\/assertions\/class\/Ensure\/#that$/);
        await expect(page.locator('[id="that"]')).toBeInViewport();
    });

    test('the pointer can move onto the popover without closing it; leaving both closes it', async ({ page }) => {
        await usage(page, 'attemptsTo').hover();
        await expect(tooltip(page)).toContainText('attemptsTo');

        await tooltip(page).hover();
        await settled(page);
        await expect(tooltip(page)).toBeVisible();

        await page.getByRole('heading', { level: 1 }).hover();
        await expect(tooltip(page)).toHaveCount(0);
    });

    test("names that don't link still show their quick info on hover, and take no place in the tab order", async ({
        page,
    }) => {
        const describe = firstBlock(page)
            .locator('[data-quick-info]', { hasText: /^describe$/ })
            .nth(1);
        await expect(describe).not.toHaveAttribute('href');
        await expect(describe).not.toHaveAttribute('tabindex');

        await describe.hover();
        await expect(tooltip(page)).toContainText('describe');
    });

    test('the quick info is fetched on the first interaction, not with the page', async ({ page }) => {
        const quickInfo: string[] = [];
        page.on('request', request => {
            if (new URL(request.url()).pathname.startsWith('/assets/quick-info/')) {
                quickInfo.push(request.url());
            }
        });
        await visit(page, screenplayPage);
        await settled(page);
        expect(quickInfo).toEqual([]);

        await usage(page, 'Ensure').hover();
        await expect(tooltip(page)).toBeVisible();
        await usage(page, 'that').hover();
        await expect(tooltip(page)).toContainText('Ensure<Actual>.that');
        expect(quickInfo, 'once per page').toHaveLength(1);
    });

    test("each copy button copies exactly the code its block shows, which is the code of the page's Markdown twin", async ({
        page,
        context,
        request,
    }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const twin = await (await request.get(twinPathOf(screenplayPage))).text();
        const blocks = page.locator('.theme-code-block');
        const count = await blocks.count();
        expect(count).toBeGreaterThan(1);
        const differing: number[] = [];
        for (let index = 0; index < count; index++) {
            const block = blocks.nth(index);
            const shown = await block.locator('.token-line').evaluateAll(lines =>
                lines
                    .filter(line => line.getClientRects().length > 0)
                    .map(line => (line.textContent ?? '').replace(/\n$/, ''))
                    .join('\n'),
            );
            await block.hover();
            await block.getByRole('button', { name: /copy/i }).click();
            const copied = await page.evaluate(() => navigator.clipboard.readText());
            if (copied !== shown) {
                differing.push(index + 1);
            }
            expect.soft(copied, `block ${index + 1}: the copy is what the block shows`).toBe(shown);
            expect
                .soft(twin, `block ${index + 1}: the twin has the code the block shows`)
                .toContain(`\n${shown}\n\`\`\``);
        }
        console.log(`${screenplayPage}: ${differing.length} of ${count} blocks copied something other than they show`);
    });

    test("the page's Markdown twin has the code as the page shows it, without links or markup", async ({
        page,
        request,
    }) => {
        const shown = await firstBlock(page)
            .locator('.token-line:not(.code-block-hidden-line)')
            .evaluateAll(elements => elements.map(element => element.textContent ?? '').join('\n'));
        const twin = await (await request.get(twinPathOf(screenplayPage))).text();

        expect(twin).toContain(`\n${shown}\n\`\`\``);
        expect(twin).not.toMatch(/TypeAwareCode|data-quick-info|type-aware-link|<a |<span/);
    });

    test('the set-up lines an example hides are not on the page at all', async ({ page }) => {
        await expect(page.locator('.code-block-hidden-line')).toHaveCount(0);
        await expect(page.locator('.theme-code-block').filter({ hasText: 'declare const' })).toHaveCount(0);
    });

    test('a no-check block renders without links or quick info', async ({ page }) => {
        await visit(page, '/handbook/tutorials/upgrading-from-serenity-js-2/');
        const blocks = page.locator('.theme-code-block.language-ts');
        await expect(blocks.first()).toContainText("from '@serenity-js/protractor'");
        await expect(blocks.first().locator('[data-quick-info]')).toHaveCount(0);
        await expect(page.locator('.theme-code-block [data-quick-info]').first()).toBeAttached();
    });
});

test.describe('Type-aware code on a touch screen', () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

    test('a first tap shows the quick info inside the viewport, a second tap follows the link', async ({ page }) => {
        await visit(page, screenplayPage);
        const that = usage(page, 'that');
        await that.scrollIntoViewIfNeeded();

        await that.tap();
        await expect(tooltip(page)).toContainText('Ensure<Actual>.that');
        await expectDescribedByTooltip(that, page);
        const box = await tooltip(page).boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
        expect(box!.y + box!.height).toBeLessThanOrEqual(740);
        await expect(page).toHaveURL(new RegExp(`${screenplayPage}$`));

        await that.tap();
        await expect(page).toHaveURL(/\/api\/assertions\/class\/Ensure\/#that$/);
    });

    test('a tap elsewhere closes the popover', async ({ page }) => {
        await visit(page, screenplayPage);
        await usage(page, 'Ensure').tap();
        await expect(tooltip(page)).toBeVisible();

        await page.getByRole('heading', { level: 1 }).tap();
        await expect(tooltip(page)).toHaveCount(0);
    });
});
