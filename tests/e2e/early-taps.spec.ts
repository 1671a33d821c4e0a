import type { Page } from '@playwright/test';

import { earlyTapAttribute } from '../../shared/early-taps';
import { expect, hydrated, settled, test } from '../support/fixtures';

const phone = { width: 390, height: 844 };

/**
 * Opens a page as a slow phone would: a 4× slower CPU, and `main.js` held back until the reader has tapped (the
 * function returned lets it go). Records, in the page, when it hydrated and when `opened` first matched.
 */
async function startSlowly(page: Page, path: string, opened: string): Promise<() => void> {
    await page.setViewportSize(phone);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let release: () => void = () => undefined;
    const held = new Promise<void>(resolve => (release = resolve));
    await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async route => {
        await held;
        await route.continue();
    });
    await page.addInitScript(selector => {
        const times: { hydrated?: number; opened?: number } = {};
        Object.assign(window, { startTimes: times });
        new MutationObserver(() => {
            if (times.hydrated === undefined && document.documentElement.dataset.hasHydrated === 'true') {
                times.hydrated = performance.now();
            }
            if (times.opened === undefined && document.querySelector(selector)) {
                times.opened = performance.now();
            }
        }).observe(document, { attributes: true, childList: true, subtree: true });
    }, opened);
    await page.goto(path, { waitUntil: 'commit' });
    return release;
}

/** Milliseconds from hydration until the modal or menu opened, as the page measured them */
async function openedAfterHydration(page: Page): Promise<number> {
    const times = await page.evaluate(
        () => (window as unknown as { startTimes: { hydrated: number; opened: number } }).startTimes,
    );
    const after = Math.round(times.opened - times.hydrated);
    console.info(`${test.info().title}: open ${after} ms after hydration`);
    return after;
}

/** Taps `button` while the page has not hydrated yet, and checks that the tap shows */
async function tapBeforeHydration(page: Page, button: ReturnType<Page['locator']>): Promise<void> {
    await button.waitFor();
    expect(await page.locator('html').getAttribute('data-has-hydrated'), 'hydrated before the tap').not.toBe('true');
    await button.click();
    await expect(button, 'the button shows it was tapped').toHaveAttribute(earlyTapAttribute, '');
}

test.describe('A tap while the page starts', () => {
    test('on the search button opens the search modal once the page has hydrated', async ({ page }) => {
        const letScriptsGo = await startSlowly(page, '/handbook/installation/', '.DocSearch-Modal');
        const button = page.locator('.navbar .DocSearch-Button');
        await tapBeforeHydration(page, button);
        letScriptsGo();

        await hydrated(page);
        await expect(page.getByRole('searchbox')).toBeFocused();
        await expect(button).not.toHaveAttribute(earlyTapAttribute);
        test.info().annotations.push({
            type: 'search modal open after hydration',
            description: `${await openedAfterHydration(page)} ms`,
        });

        await page.keyboard.type('actor');
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    });

    test('on the menu button opens the menu once the page has hydrated, and it closes again', async ({ page }) => {
        const letScriptsGo = await startSlowly(page, '/handbook/installation/', '.navbar-sidebar--show');
        const button = page.getByRole('button', { name: 'Toggle navigation bar' });
        await tapBeforeHydration(page, button);
        letScriptsGo();

        await hydrated(page);
        const panel = page.locator('.navbar-sidebar');
        await expect(panel).toBeVisible();
        test.info().annotations.push({
            type: 'menu open after hydration',
            description: `${await openedAfterHydration(page)} ms`,
        });

        await panel.getByRole('button', { name: 'Close navigation bar' }).click();
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    });

    test('once hydrated, one tap opens the menu once (it is not replayed)', async ({ page }) => {
        await page.setViewportSize(phone);
        await page.goto('/handbook/installation/');
        await hydrated(page);
        await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
        await expect(page.locator('.navbar-sidebar')).toBeVisible();
        await settled(page);
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    });
});
