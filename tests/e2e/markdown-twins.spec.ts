import AxeBuilder from '@axe-core/playwright';
import type { Heading, Root, RootContent } from 'mdast';

import { twinPathOf } from '../../shared/markdown-twins';
import { expect, settled, test, visit } from '../support/fixtures';
import { sitemapPaths } from '../support/sitemap';

const siteUrl = 'https://serenity-js.org';

async function parseMarkdown(markdown: string): Promise<Root> {
    const [{ unified }, { default: remarkParse }] = await Promise.all([import('unified'), import('remark-parse')]);
    return unified().use(remarkParse).parse(markdown);
}

function textOf(node: RootContent | Root): string {
    return 'value' in node ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';
}

function nodesOf(node: Root | RootContent, type: string): RootContent[] {
    const children = 'children' in node ? (node.children as RootContent[]) : [];
    return [...(node.type === type ? [node as RootContent] : []), ...children.flatMap(child => nodesOf(child, type))];
}

const squashed = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

/** The attributes of an HTML start tag, quoted or not (the built pages are minified) */
function attributesOf(tag: string): Record<string, string> {
    return Object.fromEntries(
        [...tag.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)]
            .slice(1)
            .map(([, name, double, single, bare]) => [name.toLowerCase(), double ?? single ?? bare ?? '']),
    );
}

/** The twins a page's HTML announces: the `href` of each `<link rel="alternate" type="text/markdown">` */
function announcedTwins(html: string): string[] {
    return [...html.matchAll(/<link\b[^>]*>/gi)]
        .map(([tag]) => attributesOf(tag))
        .filter(attributes => attributes.rel === 'alternate' && attributes.type === 'text/markdown')
        .map(attributes => attributes.href);
}

/** The h1 of a built page, as a reader sees its text */
function h1Of(html: string): string | undefined {
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    return heading === undefined
        ? undefined
        : squashed(
              heading
                  .replace(/<[^>]+>/g, '')
                  .replace(/&#x27;|&#39;/g, "'")
                  .replace(/&quot;/g, '"')
                  .replace(/&lt;/g, '<')
                  .replace(/&gt;/g, '>')
                  .replace(/&amp;/g, '&'),
          );
}

test.describe('Markdown twins', () => {
    // a request and a parse for each of the ~430 pages of the sitemap
    test.describe.configure({ timeout: 180_000 });

    test('every page of the sitemap announces its twin, which is CommonMark with the page h1 and no HTML document', async ({
        request,
    }) => {
        const paths = await sitemapPaths(request);
        expect(paths.length).toBeGreaterThan(400);
        const problems: string[] = [];
        for (const path of paths) {
            const twinPath = twinPathOf(path);
            const page = await (await request.get(path)).text();
            const announced = announcedTwins(page);
            if (announced.length !== 1 || announced[0] !== twinPath) {
                problems.push(`${path}: announces ${JSON.stringify(announced)}, not just ${twinPath}`);
            }
            const response = await request.get(twinPath);
            if (response.status() !== 200) {
                problems.push(`${twinPath}: ${response.status()}`);
                continue;
            }
            expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
            const markdown = await response.text();
            const tree = await parseMarkdown(markdown);
            // HTML outside code blocks: a tutorial may well show an HTML file in a code block
            const html = nodesOf(tree, 'html')
                .map(node => (node as { value: string }).value)
                .join('\n');
            if (/<!doctype|<html[\s>]|<head[\s>]|<body[\s>]/i.test(html)) {
                problems.push(`${twinPath}: holds an HTML document`);
            }
            const h1s = (nodesOf(tree, 'heading') as Heading[]).filter(heading => heading.depth === 1).map(textOf);
            const h1 = h1Of(page);
            if (h1 === undefined || !h1s.map(squashed).includes(h1)) {
                problems.push(`${twinPath}: has no h1 "${h1}" (has ${JSON.stringify(h1s)})`);
            }
            if (
                /^\/api\/.+\/(class|function|interface|enum)\//.test(path) &&
                nodesOf(tree, 'code').every(code => (code as { lang?: string }).lang !== 'ts')
            ) {
                problems.push(`${twinPath}: has no ts code block`);
            }
        }
        expect(problems).toEqual([]);
    });

    test('a page that is not found, or is no part of the published site, announces no twin', async ({ request }) => {
        for (const path of ['/no-such-page/', '/handbook/no-such-page/', '/404.html', '/__tests__/search-payloads/']) {
            const response = await request.get(path);
            expect(await response.text(), path).toContain('</h1>');
            expect(announcedTwins(await response.text()), path).toEqual([]);
        }
    });

    test("after a move to another page, the head announces that page's twin", async ({ page }) => {
        await visit(page, '/handbook/installation/');
        const announced = page.locator('head link[rel="alternate"][type="text/markdown"]');
        await expect(announced).toHaveAttribute('href', '/handbook/installation.md');
        await page
            .getByRole('navigation', { name: 'Docs sidebar' })
            .getByRole('link', { name: 'Tutorials' })
            .first()
            .click();
        await expect(page).toHaveURL(/\/handbook\/tutorials\/$/);
        await expect(announced).toHaveCount(1);
        await expect(announced).toHaveAttribute('href', '/handbook/tutorials.md');
    });

    test("a docs page's twin is written from its MDX: tabs, admonitions, facts and links in Markdown", async ({
        request,
    }) => {
        const markdown = await (await request.get('/handbook/reporting/photographer.md')).text();
        expect(markdown).toMatch(/^# Photographer\n\n> /);
        expect(markdown).toContain('\n**Playwright Test**\n');
        expect(markdown).toContain('](https://serenity-js.org/api/web/class/Photographer.md)');
        expect(markdown).not.toMatch(/<Tabs|<TabItem|import Tabs|:::/);

        const releases = await (await request.get('/releases.md')).text();
        expect(releases).toMatch(/\| Category \| Module \| Current version \| Works with \|/);
    });

    test('the API reference has an llms.txt per package, whose every link is a file of the site', async ({
        request,
    }) => {
        const llms = await (await request.get('/api/core/llms.txt')).text();
        expect(llms).toMatch(/^# @serenity-js\/core\n\n> /);
        expect(llms).toContain('## @serenity-js/core/events');
        const actor = llms.split('\n').find(line => line.startsWith('- [Actor]('));
        expect(actor).toMatch(
            /^- \[Actor\]\(https:\/\/serenity-js\.org\/api\/core\/class\/Actor\.md\): `class Actor implements /,
        );
        for (const [, url] of llms.matchAll(/\]\((https:\/\/serenity-js\.org\/[^)#]+)(?:#[^)]*)?\)/g)) {
            expect((await request.get(url.slice(siteUrl.length))).status(), url).toBe(200);
        }
    });
});

test.describe('llms.txt', () => {
    test.describe.configure({ timeout: 120_000 });

    test('has the llmstxt.org shape, links only to files of the site, and lists the handbook in sidebar order', async ({
        request,
    }) => {
        const response = await request.get('/llms.txt');
        expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
        const text = await response.text();
        expect(text).toMatch(/^# Serenity\/JS\n\n> [^\n]+\n\n/);
        const sections = [...text.matchAll(/^## (.+)$/gm)].map(([, title]) => title);
        expect(sections).toEqual(['Handbook', 'API reference', 'Releases', 'Community', 'Blog', 'Optional']);

        const links = [...text.matchAll(/^- \[(.+?)\]\((\S+?)\)(?:: .+)?$/gm)].map(([, title, url]) => ({
            title,
            url,
        }));
        expect(links.length).toBe(text.match(/^- /gm)?.length);
        for (const { url } of links) {
            expect(url.startsWith(`${siteUrl}/`), url).toBe(true);
            expect((await request.get(url.slice(siteUrl.length))).status(), url).toBe(200);
        }
        const handbook = text.split('## Handbook')[1].split('## API reference')[0];
        expect(handbook.indexOf('(https://serenity-js.org/handbook.md)')).toBeLessThan(
            handbook.indexOf('(https://serenity-js.org/handbook/installation.md)'),
        );
        expect(handbook.indexOf('(https://serenity-js.org/handbook/installation.md)')).toBeLessThan(
            handbook.indexOf('(https://serenity-js.org/handbook/tutorials.md)'),
        );
        expect(text).toContain('(https://serenity-js.org/api/core/llms.txt)');
    });

    test('llms-full.txt holds every handbook, releases and community page in one Markdown file', async ({
        request,
    }) => {
        const llms = await (await request.get('/llms.txt')).text();
        const docs = ['Handbook', 'Releases', 'Community'].flatMap(section =>
            [
                ...llms
                    .split(`## ${section}\n`)[1]
                    .split('\n## ')[0]
                    .matchAll(/\]\(https:\/\/serenity-js\.org(\/[^)]*)\.md\)/g),
            ].map(([, path]) => (path === '/index' ? '/' : `${path}/`)),
        );
        const full = await (await request.get('/llms-full.txt')).text();
        const pages = [...full.matchAll(/^Page: <https:\/\/serenity-js\.org(\/[^>]*)>$/gm)].map(([, path]) => path);
        expect(pages).toEqual(docs);
        await parseMarkdown(full);
    });
});

test.describe('The "Copy page" menu', () => {
    test('copies exactly the twin of the page, and fetches nothing until asked', async ({ page, context, request }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const twinRequests: string[] = [];
        page.on('request', sent => {
            if (sent.url().endsWith('.md')) {
                twinRequests.push(sent.url());
            }
        });
        await visit(page, '/handbook/installation/');
        const toggle = page.getByRole('button', { name: 'Copy page' });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await settled(page);
        expect(twinRequests).toEqual([]);

        await page.getByRole('button', { name: 'Copy as Markdown' }).click();
        // the footer's offline reading control has a status of its own
        await expect(page.getByRole('status').filter({ hasText: /^Copied/ })).toHaveText('Copied to the clipboard');
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(await (await request.get('/handbook/installation.md')).text());
        expect(copied).toMatch(/^# Installation\n/);
    });

    test('offers plain links to the twin and to assistants, with the twin URL in the prompt', async ({ page }) => {
        await visit(page, '/api/core/class/Actor/');
        await page.getByRole('button', { name: 'Copy page' }).click();
        await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
            'href',
            '/api/core/class/Actor.md',
        );
        const prompt = encodeURIComponent(`Read ${siteUrl}/api/core/class/Actor.md`);
        await expect(page.getByRole('link', { name: /Open in ChatGPT/ })).toHaveAttribute(
            'href',
            new RegExp(`^https://chatgpt\\.com/\\?.*q=${prompt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
        await expect(page.getByRole('link', { name: /Open in Claude/ })).toHaveAttribute(
            'href',
            new RegExp(`^https://claude\\.ai/new\\?q=${prompt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
        await expect(page.getByRole('link', { name: /Open in Claude/ })).toHaveAttribute('target', '_blank');
    });

    test('works from the keyboard: Enter opens it, Tab reaches its items, Escape closes it and returns focus', async ({
        page,
    }) => {
        await visit(page, '/blog/support-for-webdriverio-9/');
        const toggle = page.getByRole('button', { name: 'Copy page' });
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeHidden();
        await expect(toggle).toBeFocused();
    });

    test('shows only on a post of the blog, not on its lists', async ({ page }) => {
        await visit(page, '/blog/');
        await expect(page.getByRole('button', { name: 'Copy page' })).toHaveCount(0);
    });

    test('fits a phone screen', async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 740 });
        await visit(page, '/handbook/installation/');
        await page.getByRole('button', { name: 'Copy page' }).click();
        const box = await page
            .getByRole('list')
            .filter({ has: page.getByRole('button', { name: 'Copy as Markdown' }) })
            .boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    });

    for (const colorScheme of ['light', 'dark'] as const) {
        test(`open, has no accessibility violations in ${colorScheme} mode`, async ({ page }) => {
            // axe is slow on 2 busy cores (see accessibility.spec.ts): it looks at the menu alone
            test.setTimeout(120_000);
            await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
            await visit(page, '/handbook/installation/');
            await page.getByRole('button', { name: 'Copy page' }).click();
            const results = await new AxeBuilder({ page })
                .include('#copy-page-menu-items')
                .include('[aria-controls="copy-page-menu-items"]')
                .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
                .analyze();
            expect(
                results.violations.map(
                    violation => `${violation.id}: ${violation.nodes.map(node => node.target.join(' ')).join(', ')}`,
                ),
            ).toEqual([]);
        });
    }
});
