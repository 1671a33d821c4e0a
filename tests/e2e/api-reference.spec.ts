import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, visit } from '../support/fixtures';

const installedVersion = (name: string) =>
    (
        JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'node_modules', name, 'package.json'), 'utf8')) as {
            version: string;
        }
    ).version;

test.describe('API reference', () => {
    test('an item page shows the declaration, its documentation and its members', async ({ page }) => {
        await visit(page, '/api/core/class/Actor/');
        await expect(page).toHaveTitle('Actor | API | Serenity/JS');
        await expect(page.locator('h1')).toHaveText('Actor');
        await expect(page.locator('article pre').first()).toContainText('class Actor implements PerformsActivities');
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
            'content',
            /^Actors represent people and external systems/,
        );
        await expect(page.getByRole('heading', { level: 2, name: 'Methods' })).toBeVisible();
        await expect(page.locator('h3#attemptsTo')).toContainText('attemptsTo()');
        await expect(page.locator('a', { hasText: /^src\/screenplay\/Actor\.ts:\d+$/ }).first()).toHaveAttribute(
            'href',
            /^https:\/\/github\.com\/serenity-js\/serenity-js\/blob\/main\/packages\/core\/src\/screenplay\/Actor\.ts#L\d+$/,
        );
    });

    test('a member anchor takes the reader to the member, and the table of contents lists it', async ({ page }) => {
        await visit(page, '/api/core/class/Stage/#waitForNextCue');
        await expect(page.locator('h3#waitForNextCue')).toBeInViewport();
        await expect(page.locator('.theme-doc-toc-desktop a[href="#waitForNextCue"]')).toBeVisible();
    });

    test('types in a signature link to their pages, across packages', async ({ page }) => {
        await visit(page, '/api/web/class/By/');
        const question = page.locator('article pre a[href="/api/core/class/Question/"]').first();
        await expect(question).toHaveText('Question');
        await question.click();
        await expect(page).toHaveURL(/\/api\/core\/class\/Question\/$/);
        await expect(page.locator('h1')).toHaveText('Question');
    });

    test('links in doc comments lead to the handbook', async ({ page }) => {
        await visit(page, '/api/core/class/Actor/');
        await page.locator('article a[href="/handbook/design/screenplay-pattern/"]').first().click();
        await expect(page).toHaveURL(/\/handbook\/design\/screenplay-pattern\/$/);
        await expect(page.locator('h1')).toHaveText('Screenplay Pattern');
    });

    test('the sidebar groups the modules into five categories and highlights the current item', async ({ page }) => {
        await visit(page, '/api/core/class/Actor/');
        const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
        await expect(sidebar.locator('> ul > li > a').first()).toHaveText('Serenity/JS API');
        for (const category of ['Core Modules', 'Web Testing', 'REST API Testing', 'Reporting', 'Test Runners']) {
            await expect(sidebar.getByText(category, { exact: true })).toBeVisible();
        }
        await expect(sidebar.locator('a.menu__link--active', { hasText: /^Actor$/ })).toBeVisible();
    });

    test('a module overview says how to install it and lists its items by group', async ({ page }) => {
        await visit(page, '/api/core/');
        await expect(page).toHaveTitle('@serenity-js/core | API | Serenity/JS');
        await expect(page.locator('h1')).toHaveText('@serenity-js/core');
        await expect(page.locator('dl')).toContainText(installedVersion('@serenity-js/core'));
        await expect(page.locator('article')).toContainText('npm install --save-dev @serenity-js/core');
        await expect(page.getByRole('heading', { level: 2, name: 'Screenplay Pattern' })).toBeVisible();
        await expect(page.locator('article a[href="/api/core/class/Actor/"]').first()).toBeVisible();
        // type aliases have anchors of their own on the overview
        await expect(page.locator('h3#Answerable')).toBeAttached();
    });

    test('the index leads to every module overview', async ({ page, request }) => {
        await visit(page, '/api/');
        const hrefs = await page
            .locator('article a[href^="/api/"], .theme-doc-markdown a[href^="/api/"]')
            .evaluateAll(links => [...new Set(links.map(link => link.getAttribute('href')!))]);
        expect(hrefs).toEqual(
            expect.arrayContaining(['/api/core/', '/api/web/', '/api/playwright-test/', '/api/serenity-bdd/']),
        );
        for (const href of hrefs) {
            expect((await request.get(href)).status(), href).toBe(200);
        }
    });

    test('odd names keep the spelling the framework links to', async ({ page, request }) => {
        for (const route of [
            '/api/mocha/function/default/',
            '/api/jasmine/function/default/',
            '/api/playwright-test/function/it/',
            '/api/assertions/function/equals/',
        ]) {
            expect((await request.get(route)).status(), route).toBe(200);
        }
        // the spelling TypeDoc 0.27 gave @serenity-js/mocha's `export =` reporter still leads to it
        await visit(page, '/api/mocha/function/export=/');
        await expect(page).toHaveURL(/\/api\/mocha\/function\/default\/$/);
    });
});
