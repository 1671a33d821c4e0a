import type { CardRecord } from '../../plugins/social-cards';
import { manifestPath } from '../../plugins/social-cards';
import { metaOf } from '../../plugins/social-cards/page';
import { fonts } from '../../plugins/social-cards/render';
import { expect, test } from '../support/fixtures';
import { pngSize } from '../support/png';
import { sitemapPaths } from '../support/sitemap';

const squashed = (text: string) => text.replace(/\s+/g, '');

test.describe('Social cards', () => {
    // a request for each of the ~430 pages of the sitemap, and one for its card
    test.describe.configure({ timeout: 180_000 });

    test('every page of the sitemap announces a card of its own, 1200×630, under 100 KB', async ({ request }) => {
        const paths = await sitemapPaths(request);
        expect(paths.length).toBeGreaterThan(400);
        const problems: string[] = [];
        const images = new Set<string>();
        for (const path of paths) {
            const meta = metaOf(await (await request.get(path)).text());
            const image = meta.get('og:image');
            if (!image || !image.includes('/cards/')) {
                problems.push(`${path}: og:image is ${image}`);
                continue;
            }
            images.add(image);
            for (const [name, value] of [
                ['twitter:card', 'summary_large_image'],
                ['twitter:image', image],
                ['og:image:width', '1200'],
                ['og:image:height', '630'],
            ]) {
                if (meta.get(name) !== value) {
                    problems.push(`${path}: ${name} is ${meta.get(name)}, not ${value}`);
                }
            }
            for (const name of ['og:image:alt', 'og:title', 'og:description']) {
                if (!meta.get(name)) {
                    problems.push(`${path}: no ${name}`);
                }
            }
            if (meta.get('og:description') !== meta.get('description')) {
                problems.push(`${path}: og:description is not the page's own description`);
            }
            const response = await request.get(new URL(image).pathname);
            const bytes = await response.body();
            const size = pngSize(bytes);
            if (response.status() !== 200 || size?.width !== 1200 || size.height !== 630) {
                problems.push(`${image}: ${response.status()}, ${JSON.stringify(size)}`);
            }
            if (bytes.length >= 100 * 1024) {
                problems.push(`${image}: ${bytes.length} bytes`);
            }
        }
        expect(problems).toEqual([]);
        expect(images.size, 'one card per page').toBe(paths.length);
    });

    test("each card's title is the page's title, set inside the card with no line wider or taller than its box", async ({
        request,
    }) => {
        const cards = (await (await request.get(manifestPath)).json()) as CardRecord[];
        const paths = await sitemapPaths(request);
        const byRoute = new Map(cards.map(card => [card.route, card]));
        expect(paths.filter(path => !byRoute.has(path))).toEqual([]);

        const { measure } = fonts();
        const problems: string[] = [];
        for (const path of paths) {
            const card = byRoute.get(path)!;
            const page = await (await request.get(path)).text();
            const ogTitle = metaOf(page).get('og:title') ?? '';
            if (!ogTitle.startsWith(card.title)) {
                problems.push(`${path}: the card says "${card.title}", the page "${ogTitle}"`);
            }
            const { lines, fontSize, lineHeight } = card.titleLayout;
            if (squashed(lines.join('')) !== squashed(card.title)) {
                problems.push(`${path}: the card's lines ${JSON.stringify(lines)} are not its title`);
            }
            const widest = Math.max(...lines.map(line => measure(line, fontSize)));
            if (widest > card.titleBox.width || lines.length * lineHeight > card.titleBox.height) {
                problems.push(
                    `${path}: the title overflows (${widest} px wide, ${lines.length} lines of ${lineHeight} px)`,
                );
            }
        }
        expect(problems).toEqual([]);
    });

    test('an API page says its kind and package, a post its date and author', async ({ request }) => {
        const cards = (await (await request.get(manifestPath)).json()) as CardRecord[];
        const card = (route: string) => cards.find(candidate => candidate.route === route);
        expect(card('/api/core/class/Actor/')).toMatchObject({
            area: 'API',
            title: 'Actor',
            detail: 'class · @serenity-js/core',
        });
        const post = cards.find(
            candidate => candidate.area === 'News' && /^\/blog\/[^/]+\/$/.test(candidate.route) && candidate.detail,
        );
        expect(post?.detail).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4} · .+/);
        expect(card('/handbook/')?.area).toBe('Handbook');
    });
});
