import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, settled, test, visit } from '../support/fixtures';

test.describe('Home page', () => {
    test('tells the reader what Serenity/JS is and where to start', async ({ page }) => {
        await visit(page, '/');
        await expect(page).toHaveTitle('Collaborative test automation at any scale | Serenity/JS');
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('#cta-start-automating')).toHaveAttribute(
            'href',
            '/handbook/tutorials/your-first-web-scenario/',
        );
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
            'content',
            /serenity-js-social-card\.png$/,
        );
    });

    test('every call to action and feature link leads to a live page', async ({ page, request }) => {
        await visit(page, '/');
        const hrefs = await page
            .locator('main a[href^="/"]')
            .evaluateAll(links => [...new Set(links.map(link => link.getAttribute('href')!))]);
        expect(hrefs.length).toBeGreaterThanOrEqual(15);
        for (const href of hrefs) {
            const response = await request.get(href);
            expect(response.status(), href).toBe(200);
        }
    });

    test('loads nothing from other hosts', async ({ page, externalRequests }) => {
        await visit(page, '/');
        await page.mouse.wheel(0, 3000);
        // everything below the fold has had its chance to load: lazy images, and whatever waits for idle time
        await page.waitForFunction(() => Array.from(document.images).every(image => image.complete));
        await settled(page);
        expect(externalRequests).toEqual([]);
    });

    for (const [width, viewport] of [
        ['a phone', { width: 390, height: 844 }],
        ['a desktop', { width: 1280, height: 800 }],
    ] as const) {
        test(`on ${width}, the headline, what Serenity/JS is and both calls to action fit the first screen`, async ({
            page,
        }) => {
            await page.setViewportSize(viewport);
            await visit(page, '/');
            const hero = page.locator('section[aria-labelledby="home-title"]');
            await expect(page.locator('h1')).toContainText('Acceptance tests that read like your business');
            await expect(page.locator('h1')).toBeInViewport({ ratio: 1 });
            const pitch = hero.locator('h1 + p');
            await expect(pitch).toHaveText(/^[^.]+\.$/); // one sentence
            await expect(pitch).toBeInViewport({ ratio: 1 });
            await expect(hero.getByRole('link', { name: 'Start automating' })).toBeInViewport({ ratio: 1 });
            await expect(hero.getByRole('link', { name: 'Read the handbook' })).toBeInViewport({ ratio: 1 });
        });
    }

    test('shows a real report beside the pitch, loaded at once rather than lazily', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await visit(page, '/');
        const report = page.getByRole('img', { name: /Serenity BDD report/ });
        await expect(report).toBeInViewport({ ratio: 1 });
        await expect(report).toHaveAttribute('loading', 'eager');
        await expect(report).toHaveAttribute('fetchpriority', 'high');
        await expect(report).toHaveAttribute('src', /^\/images\/reports\/serenity-bdd-overview-\d+\.webp$/);
        await expect
            .poll(() => report.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
            .toBeGreaterThan(0);
        // beside the text on a desktop
        const [text, picture] = await Promise.all([page.locator('h1').boundingBox(), report.boundingBox()]);
        expect(picture!.x).toBeGreaterThan(text!.x + text!.width);
    });

    test('the example scenario shows its longest line without scrolling on a 1280 px screen', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await visit(page, '/');
        const code = page.locator('section[aria-labelledby="scenario-title"] pre');
        await code.scrollIntoViewIfNeeded();
        await expect(code).toContainText("Ensure.that(Text.of(greeting()), equals('Welcome, Alice!'))");
        const { scrollWidth, clientWidth } = await code.evaluate(element => ({
            scrollWidth: element.scrollWidth,
            clientWidth: element.clientWidth,
        }));
        expect(scrollWidth, `scroll width ${scrollWidth}, width ${clientWidth}`).toBeLessThanOrEqual(clientWidth);
    });

    test('the news strip announces the newest flagged post, with its date, and leads to it', async ({ page }) => {
        // the newest post whose front matter flags it, by the date its folder is named after
        const blogDir = path.join(__dirname, '..', '..', 'blog');
        const newest = readdirSync(blogDir)
            .filter(folder => /^\d{4}-\d{2}-\d{2}-/.test(folder))
            .sort()
            .reverse()
            .map(folder => readFileSync(path.join(blogDir, folder, 'index.mdx'), 'utf8'))
            .find(source => /^news_strip:[ \t]*(?!false[ \t]*$)\S/m.test(source));
        const slug = newest?.match(/^slug:\s*(\S+)/m)?.[1];
        expect(slug, 'a flagged post with a slug').toBeTruthy();

        await visit(page, '/');
        const news = page.locator('#top-banner-link');
        await expect(news).toBeVisible();
        await expect(news).toHaveAttribute('href', `/blog/${slug}/`);
        const date = await news.locator('time').getAttribute('datetime');
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

        await news.click();
        await expect(page).toHaveURL(`/blog/${slug}/`);
        await expect(page.locator('article time').first()).toHaveAttribute('datetime', new RegExp(`^${date}`));
    });
});
