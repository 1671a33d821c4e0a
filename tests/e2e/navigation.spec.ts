import { footer } from '../../config/footer';
import { contrastRatio, paintedColours, parseColor, textContrast } from '../support/contrast';
import { expect, hydrated, settled, test, visit, wholeIndexLoaded } from '../support/fixtures';

const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };

test.describe('Navbar', () => {
    test.use({ viewport: desktop });

    test('lists Handbook, API, News, Releases, Community and Sponsor, then the YouTube and GitHub icons', async ({
        page,
    }) => {
        await visit(page, '/');
        const navbar = page.getByRole('navigation', { name: 'Main' });

        const links = navbar.locator('.navbar__inner > .navbar__items:not(.navbar__items--right) a.navbar__item');
        await expect(links).toHaveText(['Handbook', 'API', 'News', 'Releases', 'Community', 'Sponsor']);
        const hrefs = await links.evaluateAll(elements => elements.map(element => element.getAttribute('href')));
        expect(hrefs).toEqual([
            '/handbook/',
            '/api/',
            '/blog/',
            '/releases/',
            '/community/',
            'https://github.com/sponsors/serenity-js',
        ]);

        await expect(navbar.getByRole('link', { name: 'Serenity/JS YouTube channel' })).toHaveAttribute(
            'href',
            'https://www.youtube.com/@serenity-js',
        );
        await expect(navbar.getByRole('link', { name: 'Serenity/JS GitHub repositories' })).toHaveAttribute(
            'href',
            'https://github.com/serenity-js',
        );
        await expect(navbar.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
        await expect(navbar.getByRole('button', { name: /^Search/ })).toBeVisible();
    });

    test('internal navbar links lead to live pages', async ({ page }) => {
        for (const label of ['Handbook', 'API', 'News', 'Releases', 'Community']) {
            await visit(page, '/legal/license/');
            await page
                .getByRole('navigation', { name: 'Main' })
                .getByRole('link', { name: label, exact: true })
                .click();
            await expect(page.locator('h1').first()).toBeVisible();
            await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
        }
    });

    test('hides when the reader scrolls down and comes back when they scroll up', async ({ page }) => {
        await visit(page, '/__tests__/long-page/');
        const navbar = page.locator('nav.navbar');
        for (const y of [200, 400, 600, 800]) {
            await page.evaluate(top => window.scrollTo(0, top), y);
            await settled(page);
        }
        await expect(navbar).toHaveClass(/navbarHidden/);
        await page.evaluate(() => window.scrollTo(0, 500));
        await expect(navbar).not.toHaveClass(/navbarHidden/);
    });

    test('shows the announcement bar, with no way to close it', async ({ page }) => {
        await visit(page, '/');
        const bar = page.getByRole('banner').first();
        await expect(page.locator('[class*="announcementBar_"]')).toContainText('Save 40%');
        await expect(
            page.locator('[class*="announcementBar_"]').getByRole('link', { name: /BDD in Action/ }),
        ).toHaveAttribute('href', 'https://www.manning.com/books/bdd-in-action-second-edition');
        await expect(page.locator('[class*="announcementBar_"] button[aria-label="Close"]')).toHaveCount(0);
        void bar;
        expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
            'bdd-in-action-40-percent-off',
        );
    });

    for (const colorScheme of ['light', 'dark'] as const) {
        test(`once it hides, the sidebar shows the logo drawn for its background, in ${colorScheme} mode`, async ({
            page,
            request,
        }) => {
            await page.emulateMedia({ colorScheme });
            await visit(page, '/handbook/design/screenplay-pattern/');
            for (const y of [200, 400, 600, 800]) {
                await page.evaluate(top => window.scrollTo(0, top), y);
                await settled(page);
            }
            await expect(page.locator('nav.navbar')).toHaveClass(/navbarHidden/);

            const logo = page
                .locator('aside.theme-doc-sidebar-container')
                .getByRole('link', { name: 'Serenity/JS', exact: true });
            await expect(logo).toBeInViewport();
            await expect(logo, 'no title written again beside the logo').toHaveText('');
            const image = logo.getByRole('img');
            await expect(image).toBeVisible();

            // the words of the logo, in the colours its picture draws them, against the sidebar behind it
            const src = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
            const svg = await (await request.get(src)).text();
            const words = [...svg.matchAll(/<(text|tspan)\b[^>]*\bfill="([^"]+)"[^>]*>([^<]*)/g)].map(
                ([, , fill, text]) => ({ text, fill }),
            );
            expect(words.map(word => word.text)).toEqual(['Serenity', '/JS']);
            const { background } = await paintedColours(logo);
            for (const { text, fill } of words) {
                expect(contrastRatio(parseColor(fill), background), `"${text}" in ${fill}`).toBeGreaterThanOrEqual(4.5);
            }
        });
    }

    test('offers a skip link that takes keyboard users past the navigation to the main content', async ({ page }) => {
        await visit(page, '/handbook/installation/');
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        await expect(skip).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.locator('main').first()).toBeFocused();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar')))).toBe(false);
    });
});

test.describe('Footer', () => {
    test.use({ viewport: desktop });

    test('has the Handbook, Community, Developers and Legal columns with their links', async ({ page }) => {
        await visit(page, '/');
        const columns = page.locator('footer .footer__col');
        await expect(columns.locator('.footer__title')).toHaveText(footer.links.map(column => column.title));

        for (const [index, column] of footer.links.entries()) {
            const links = columns.nth(index).locator('a.footer__link-item');
            await expect(links).toHaveText(
                column.items.map(item => new RegExp(`^${item.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
            );
            const hrefs = await links.evaluateAll(elements => elements.map(element => element.getAttribute('href')));
            expect(hrefs).toEqual(column.items.map(item => ('to' in item ? item.to : item.href)));
        }
        await expect(page.locator('footer')).toContainText(`Copyright © 2016-${new Date().getFullYear()}`);
    });

    test('internal footer links lead to live pages', async ({ page, request }) => {
        await visit(page, '/');
        const hrefs = await page
            .locator('footer a.footer__link-item[href^="/"]')
            .evaluateAll(elements => elements.map(element => element.getAttribute('href')!));
        expect(hrefs.length).toBeGreaterThan(10);
        for (const href of hrefs) {
            const response = await request.get(href);
            expect(response.status(), href).toBe(200);
        }
    });
});

test.describe('Docs layout', () => {
    test.use({ viewport: desktop });

    test('shows breadcrumbs, a hideable sidebar, a table of contents, an edit link and the last-updated date', async ({
        page,
    }) => {
        await visit(page, '/handbook/design/screenplay-pattern/');
        await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Core Patterns');
        await expect(page.locator('.table-of-contents').first()).toBeVisible();
        await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
            'href',
            'https://github.com/serenity-js/serenity-js.org/tree/main/handbook/design/screenplay-pattern.mdx',
        );

        const sidebar = page.locator('aside.theme-doc-sidebar-container');
        await expect(sidebar).toBeVisible();
        await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Expand sidebar', exact: true })).toBeVisible();
    });

    test('underlines links in running text, not the table of contents', async ({ page }) => {
        await visit(page, '/handbook/design/screenplay-pattern/');
        const decoration = (selector: string) =>
            page
                .locator(selector)
                .first()
                .evaluate(element => getComputedStyle(element).textDecorationLine);
        await expect(page.locator('.theme-doc-toc-desktop a').first()).toBeVisible();
        expect(await decoration('.theme-doc-toc-desktop a')).toBe('none');
        expect(await decoration('article .markdown p a')).toBe('underline');
        expect(await decoration('article .markdown li a')).toBe('underline');
    });

    test('community and releases have their sidebars with the links at the end', async ({ page }) => {
        await visit(page, '/community/');
        const communityLinks = page.locator('.theme-doc-sidebar-menu > li').last();
        await expect(communityLinks).toContainText('Serenity/JS Chat');

        await visit(page, '/releases/');
        const releaseLinks = page.locator('.theme-doc-sidebar-menu > li');
        await expect(releaseLinks.last()).toContainText('Changelog on GitHub');
        await expect(releaseLinks.nth(-2)).toContainText('Release notes on GitHub');
    });

    test('scrolls to the anchor of a link, and to the top of a new page without one', async ({ page }) => {
        await visit(page, '/handbook/installation/');
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Community', exact: true })
            .click();
        await expect(page).toHaveURL('/community/');
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

        await page.goto('/handbook/design/screenplay-pattern/#abilities');
        await hydrated(page);
        const heading = page.locator('#abilities');
        await expect(heading).toBeInViewport();
    });

    test('a heading linked to lands below the navbar every time, from a content link or a search hit', async ({
        page,
    }) => {
        test.slow();
        const tutorial = '/handbook/tutorials/your-first-api-scenario/';
        const postRequestWithUrl = '/api/rest/class/PostRequest/#with';
        const postRequestWith = `a[href="${postRequestWithUrl}"]`;
        const abilityType = '/api/core/#AbilityType';

        /** Where the target is once the page has settled, against the bottom of the navbar: both as the reader sees them */
        async function landing(how: string, path: string): Promise<string> {
            const id = decodeURIComponent(path.split('#')[1]);
            await expect(page).toHaveURL(path);
            await settled(page);
            const { top, navbarBottom, height } = await page.evaluate(targetId => {
                // an alias (an empty span before its heading) stands for the heading after it
                const target = document.getElementById(targetId)!;
                const heading = target.matches('h1, h2, h3, h4, h5, h6') ? target : target.nextElementSibling!;
                return {
                    top: Math.round(heading.getBoundingClientRect().top),
                    navbarBottom: Math.round(document.querySelector('nav.navbar')!.getBoundingClientRect().bottom),
                    height: window.innerHeight,
                };
            }, id);
            return `${how} → ${path}: the heading's top at ${top} px, the navbar's bottom at ${navbarBottom} px${
                top >= navbarBottom && top < height ? '' : ' (hidden)'
            }`;
        }

        /** Back to the page before, at its top: a move inside the site too, which leaves the navbar as it was */
        async function backToTheTop(path: string): Promise<void> {
            await page.goBack();
            await expect(page).toHaveURL(path);
            await page.evaluate(() => window.scrollTo(0, 0));
            await settled(page);
        }

        async function searchHit(query: string, url: string): Promise<void> {
            await page.getByRole('button', { name: /^Search/ }).click();
            // the hits refresh in place once the whole index is in, which can swap the link under a click
            await wholeIndexLoaded(page);
            await page.locator('.DocSearch-Input').fill(query);
            await page.locator(`.DocSearch-Hit a[href="${url}"]`).click();
        }

        const landings: string[] = [];
        await visit(page, tutorial);
        for (let round = 1; round <= 3; round++) {
            // a content link followed by a reader who hasn't scrolled: the same click event, without the scrolling
            // that Playwright does before it clicks
            await page.locator(postRequestWith).first().dispatchEvent('click');
            landings.push(await landing(`round ${round}, link at the top of the tutorial`, postRequestWithUrl));
            await backToTheTop(tutorial);

            // the same link, scrolled to and clicked
            await page.locator(postRequestWith).first().click();
            landings.push(await landing(`round ${round}, link in the tutorial`, postRequestWithUrl));
            await backToTheTop(tutorial);

            // a search hit from a handbook page
            await searchHit('abilities', abilityType);
            landings.push(await landing(`round ${round}, search hit on the tutorial`, abilityType));
            await backToTheTop(tutorial);
        }

        // a search hit from an API page, where the navbar stays and hides on its own as the page scrolls
        const apiPage = '/api/rest/class/PostRequest/';
        await visit(page, apiPage);
        for (let round = 1; round <= 3; round++) {
            await searchHit('abilities', abilityType);
            landings.push(await landing(`round ${round}, search hit on an API page`, abilityType));
            await backToTheTop(apiPage);
        }
        expect(landings.filter(line => line.endsWith('(hidden)'))).toEqual([]);
    });
});

test.describe('Mobile layout', () => {
    test('switches from the desktop to the mobile layout at 996 px', async ({ page }) => {
        await page.setViewportSize({ width: 997, height: 800 });
        await visit(page, '/handbook/installation/');
        await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();

        await page.setViewportSize({ width: 996, height: 800 });
        await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
        await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
    });

    test('opens a sliding panel with the docs sidebar, a way back to the main menu, and closes on navigation', async ({
        page,
    }) => {
        await page.setViewportSize(mobile);
        await visit(page, '/handbook/installation/');
        await page.getByRole('button', { name: 'Toggle navigation bar' }).click();

        const panel = page.locator('.navbar-sidebar');
        await expect(panel).toBeVisible();
        const back = panel.getByRole('button', { name: '← Back to main menu' });
        await expect(back).toBeVisible();
        await back.click();

        await expect(panel.getByRole('link', { name: 'Serenity/JS GitHub repositories' })).toHaveText('GitHub');
        await expect(panel.getByRole('link', { name: 'Serenity/JS YouTube channel' })).toHaveText('YouTube');
        await panel.getByRole('link', { name: 'Releases', exact: true }).click();

        await expect(page).toHaveURL('/releases/');
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    });

    for (const colorScheme of ['light', 'dark'] as const) {
        test(`marks where the reader is in colours they can read, in ${colorScheme} mode`, async ({ page }) => {
            await page.emulateMedia({ colorScheme });
            await page.setViewportSize(mobile);
            await visit(page, '/handbook/design/screenplay-pattern/');
            await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
            const panel = page.locator('.navbar-sidebar');

            // Handbook in the main menu (beside the docs menu, shown by the back button); then the page's section,
            // its category and the page itself
            const current = panel.locator('.menu__link--active');
            await expect(current).toHaveText(['Handbook', 'Design Patterns', 'Core Patterns', 'Screenplay Pattern']);
            await expect(current.last()).toBeInViewport();
            for (const link of await current.all()) {
                expect(await textContrast(link), await link.innerText()).toBeGreaterThanOrEqual(4.5);
            }
            await panel.getByRole('button', { name: '← Back to main menu' }).click();
            const handbook = panel.getByRole('link', { name: 'Handbook', exact: true });
            await expect(handbook).toHaveClass(/menu__link--active/);
            expect(await textContrast(handbook)).toBeGreaterThanOrEqual(4.5);
        });
    }
});
