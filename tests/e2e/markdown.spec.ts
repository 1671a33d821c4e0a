import { expect, hydrated, settled, test, visit } from '../support/fixtures';

test.describe('Markdown features', () => {
    test.beforeEach(async ({ page }) => {
        await visit(page, '/__tests__/markdown/');
    });

    test('links to https://serenity-js.org/ become links within the site', async ({ page }) => {
        await expect(page.getByRole('link', { name: 'the installation guide' })).toHaveAttribute(
            'href',
            '/handbook/installation/',
        );
        await expect(page.getByRole('link', { name: 'Screenplay Pattern anchor' })).toHaveAttribute(
            'href',
            '/handbook/design/screenplay-pattern/#actors',
        );
    });

    test('install commands show npm, Yarn and pnpm tabs, and the choice is synced and remembered', async ({ page }) => {
        const tabLists = page.getByRole('tablist');
        await expect(tabLists).toHaveCount(2);
        await expect(tabLists.first().getByRole('tab')).toHaveText(['npm', 'Yarn', 'pnpm']);

        await tabLists.first().getByRole('tab', { name: 'Yarn' }).click();

        await expect(tabLists.nth(1).getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByText('yarn add --dev @serenity-js/assertions')).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('yarn');

        await page.reload();
        await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
        await expect(page.getByRole('tablist').first().getByRole('tab', { name: 'Yarn' })).toHaveAttribute(
            'aria-selected',
            'true',
        );
    });

    test('code in every configured language is highlighted', async ({ page }) => {
        for (const language of ['gherkin', 'diff', 'docker', 'properties', 'json', 'typescript']) {
            const block = page.locator(`pre.language-${language}`);
            await expect(block, language).toHaveCount(1);
            expect(await block.locator('.token').count(), `${language} tokens`).toBeGreaterThan(1);
        }
        await expect(page.locator('pre.language-gherkin .token.keyword').first()).toHaveText(/Feature/);
    });

    test('code keeps its highlighting through hydration, in either colour mode, and on the next page', async ({
        page,
    }) => {
        // the blocks' lines keep the tokens the server rendered while the page hydrates (src/theme/CodeBlock/Line)
        const keyword = page.locator('pre.language-typescript .token.keyword').first();
        const tokens = () => page.locator('pre .token').count();
        const colour = () => keyword.evaluate(element => getComputedStyle(element).color);
        const served = await page.request
            .get('/__tests__/markdown/')
            .then(async response => (await response.text()).match(/class="token /g)?.length ?? 0);
        expect(await tokens(), 'the tokens the server rendered, after hydration').toBe(served);
        const light = await colour();

        // the toggle's first click may choose the mode already shown (Docusaurus 3.8+ starts it at the system's mode)
        const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
        for (let click = 0; click < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; click++) {
            const name = (await toggle.getAttribute('aria-label')) ?? '';
            await toggle.click();
            await expect(toggle).not.toHaveAttribute('aria-label', name);
            await settled(page);
        }
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expect.poll(colour, 'the dark theme recolours the code').not.toBe(light);
        const dark = await colour();
        expect(await tokens()).toBe(served);

        // a page that starts in dark mode, where the server rendered the light colours
        await page.reload();
        await hydrated(page);
        await expect.poll(colour).toBe(dark);
        expect(await tokens()).toBe(served);

        // a page rendered by the browser alone, after a move inside the site
        await page.getByRole('link', { name: 'the installation guide' }).click();
        await expect(page).toHaveURL('/handbook/installation/');
        await expect(page.locator('pre .token-line').first()).toBeVisible();
        // highlighted as soon as Prism, which the first page never needed, has loaded (plugins/code-highlighting)
        await expect.poll(() => page.locator('pre .token.function').count()).toBeGreaterThan(0);
    });

    test('a Mermaid diagram is a picture with its text alternative', async ({ page }) => {
        const diagram = page.getByRole('img', { name: 'The actor uses an ability to reach the system.' });
        await expect(diagram).toBeVisible();
        await expect(diagram).toHaveAttribute('src', /\.svg$/);
    });
});
