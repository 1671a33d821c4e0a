import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import type { SitePatch } from '../../shared/site-patches';
import { skippedWithout } from '../support/build';
import { expect, test, visit } from '../support/fixtures';

/** One page of each template the site has. */
const templates = {
    home: '/',
    'docs page': '/handbook/design/screenplay-pattern/',
    'docs landing page': '/handbook/tutorials/',
    'community page': '/community/contributing/',
    'releases page': '/releases/',
    'API index': '/api/',
    'API item': '/api/core/class/Actor/',
    'API module': '/api/web/',
    'blog list': '/blog/',
    'blog post': '/blog/support-for-webdriverio-9/',
    'blog tags': '/blog/tags/',
    'blog archive': '/blog/archive/',
    'legal page': '/legal/privacy-policy/',
    'search page': '/search/',
    'not found': '/no-such-page/',
};

const phone = { width: 390, height: 844 };

/** What a reader opens, switches or expands: the page as it is then is checked too. */
const states: Array<{
    name: string;
    path: string;
    viewport?: typeof phone;
    /** the bundle patch without which the state has violations */
    needs?: SitePatch;
    act: (page: Page) => Promise<void>;
}> = [
    {
        name: 'the mobile menu open',
        path: '/handbook/design/screenplay-pattern/',
        viewport: phone,
        act: async page => {
            await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
            await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
            await expect(page.locator('.navbar-sidebar .menu__link--active').last()).toBeInViewport();
        },
    },
    {
        name: 'the search modal open with hits',
        path: '/',
        // DocSearch 3.9.0's own modal nests its dialog in a button and repeats its lists' id: the patch fixes both
        needs: 'docsearch-patches',
        act: async page => {
            await page.getByRole('button', { name: /^Search/ }).click();
            await page.getByRole('searchbox').fill('actor');
            await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
        },
    },
    {
        name: 'a tab group switched',
        path: '/handbook/reporting/console-reporter/',
        act: async page => {
            const tab = page.getByRole('tablist').first().getByRole('tab').nth(1);
            await tab.click();
            await expect(tab).toHaveAttribute('aria-selected', 'true');
        },
    },
    {
        name: 'a details block opened',
        path: '/handbook/tutorials/your-first-web-scenario/',
        act: async page => {
            const details = page.locator('article details').first();
            await details.locator('summary').click();
            await expect(details).toHaveAttribute('open', '');
            await expect(details.locator('pre').first()).toBeVisible();
        },
    },
];

async function violationsOf(page: Page) {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return results.violations.map(violation => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map(node => node.target.join(' ')),
    }));
}

for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`Accessibility (WCAG 2.1 AA) in ${colorScheme} mode`, () => {
        // axe walks every node: the long handbook and API pages take it well past the default 30 s on 2 busy cores
        test.describe.configure({ timeout: 120_000 });
        for (const [template, path] of Object.entries(templates)) {
            test(`${template} has no violations`, async ({ page, consoleErrors }) => {
                await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
                await visit(page, path);
                await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);

                expect(await violationsOf(page)).toEqual([]);
                if (template === 'not found') {
                    consoleErrors.splice(0);
                }
            });
        }

        for (const { name, path, viewport, needs, act } of states) {
            test(`${name} has no violations`, async ({ page }) => {
                if (needs) {
                    test.skip(...skippedWithout(needs));
                }
                if (viewport) {
                    await page.setViewportSize(viewport);
                }
                await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
                await visit(page, path);
                await act(page);

                expect(await violationsOf(page)).toEqual([]);
            });
        }
    });
}
