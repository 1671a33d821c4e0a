import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Locator } from '@playwright/test';

import { expect, test, visit } from '../support/fixtures';
import { blogPosts } from '../support/routes';

interface Post {
    slug: string;
    title: string;
    tags: string[];
    year: string;
}

/** What each post's front matter says: the source the tag pages and sidebar must agree with. */
const posts: Post[] = readdirSync(path.join(__dirname, '..', '..', 'blog'), { withFileTypes: true })
    .filter(entry => entry.isDirectory())
    .map(entry => {
        const source = readFileSync(path.join(__dirname, '..', '..', 'blog', entry.name, 'index.mdx'), 'utf8');
        const field = (name: string) => source.match(new RegExp(`^${name}:\\s*(.+)$`, 'm'))?.[1].trim() ?? '';
        return {
            slug: field('slug'),
            title: field('title').replace(/^['"]|['"]$/g, ''),
            tags: field('tags')
                .replace(/[[\]]/g, '')
                .split(',')
                .map(tag => tag.trim())
                .filter(Boolean),
            year: entry.name.slice(0, 4),
        };
    });

test.describe('News', () => {
    test('has the eleven posts of the specification and the news since', () => {
        expect(posts.map(post => post.slug).sort()).toEqual([...blogPosts].sort());
    });

    test('lists every post in the sidebar, grouped by year', async ({ page }) => {
        await visit(page, '/blog/');
        const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
        await expect(sidebar.locator('a')).toHaveCount(posts.length);

        const years = [...new Set(posts.map(post => post.year))].sort().reverse();
        await expect(sidebar.getByRole('heading')).toHaveText(years);
        for (const post of posts) {
            await expect(sidebar.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
                'href',
                `/blog/${post.slug}/`,
            );
        }
    });

    test('paginates ten posts per page', async ({ page }) => {
        expect(posts.length, 'this test needs more than one page of posts').toBeGreaterThan(10);
        await visit(page, '/blog/');
        await expect(page.locator('article')).toHaveCount(10);
        await page.getByRole('link', { name: /Older entries/ }).click();
        await expect(page).toHaveURL('/blog/page/2/');
        await expect(page.locator('article')).toHaveCount(Math.min(10, posts.length - 10));
    });

    const tags = [...new Set(posts.flatMap(post => post.tags))];
    for (const tag of tags) {
        test(`tag page "${tag}" lists exactly the posts tagged with it`, async ({ page }) => {
            const expected = posts
                .filter(post => post.tags.includes(tag))
                .map(post => `/blog/${post.slug}/`)
                .sort();
            const listed: string[] = [];
            for (let pageNumber = 1; pageNumber <= Math.ceil(expected.length / 10); pageNumber++) {
                await visit(page, `/blog/tags/${tag}/${pageNumber > 1 ? `page/${pageNumber}/` : ''}`);
                listed.push(
                    ...(await page
                        .locator('article h2 a')
                        .evaluateAll(links => links.map(link => link.getAttribute('href')!))),
                );
            }
            expect(listed.sort()).toEqual(expected);
        });
    }

    test('shows reading time, an edit link and the author on a post', async ({ page }) => {
        await visit(page, '/blog/support-for-webdriverio-9/');
        await expect(page.locator('article header')).toContainText(/min read/);
        await expect(page.locator('article header')).toContainText('Serenity/JS team');
        await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
            'href',
            /\/blog\/2024-12-12-support-for-webdriverio-9\/index\.mdx$/,
        );
    });

    test("underlines the links in a post's text, not its tag chips", async ({ page }) => {
        await visit(page, '/blog/support-for-webdriverio-9/');
        const decoration = (locator: Locator) =>
            locator.evaluate(element => getComputedStyle(element).textDecorationLine);
        const inText = page.locator('article .markdown p a').first();
        await expect(inText).toBeVisible();
        expect(await decoration(inText)).toBe('underline');
        const tags = page.locator('article footer').getByRole('link', { name: 'Core', exact: true });
        await expect(tags).toBeVisible();
        expect(await decoration(tags)).toBe('none');
    });
});
