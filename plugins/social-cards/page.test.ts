import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { apiDetail, cardPathOf, cardTextOf, metaOf, pageTitleOf, withCardTags } from './page';

const packages = [
    { name: '@serenity-js/core', subpaths: ['', 'adapter', 'events'] },
    { name: '@serenity-js/playwright', subpaths: [''] },
];
const defaultImage = 'https://serenity-js.org/images/serenity-js-social-card.png';
const head = (extra = '') =>
    `<html><head><title data-rh=true>Actor | API | Serenity/JS</title><meta data-rh=true property=og:image content=${defaultImage}><meta data-rh=true name=twitter:image content=${defaultImage}><meta data-rh=true property=og:title content="Actor | API | Serenity/JS">${extra}</head><body></body></html>`;

describe('cardTextOf', () => {
    it('names an API item, its kind and its package', () => {
        assert.deepEqual(cardTextOf('/api/core/class/Actor/', head(), 'Serenity/JS', packages), {
            title: 'Actor',
            area: 'API',
            detail: 'class · @serenity-js/core',
        });
    });

    it('gives a post its date and authors from its structured data', () => {
        const html = `<html><head><meta property=og:title content="Release notes &amp; more | Serenity/JS"><script type=application/ld+json>{"@type":"BlogPosting","datePublished":"2026-04-26T00:00:00.000Z","author":[{"name":"Jan"},{"name":"Ann"}]}</script></head></html>`;
        assert.deepEqual(cardTextOf('/blog/notes/', html, 'Serenity/JS', packages), {
            title: 'Release notes & more',
            area: 'News',
            detail: '26 April 2026 · Jan, Ann',
        });
    });
});

describe('apiDetail', () => {
    it('names an entry point other than the main one by its import path', () => {
        assert.equal(apiDetail('/api/core-events/class/SceneStarts/', packages), 'class · @serenity-js/core/events');
        assert.equal(apiDetail('/api/playwright/', packages), 'package · @serenity-js/playwright');
    });
});

describe('pageTitleOf', () => {
    it("takes the site's suffixes off, and keeps the site's name for a page titled only with it", () => {
        assert.equal(pageTitleOf('Waiting | Serenity/JS', 'Serenity/JS'), 'Waiting');
        assert.equal(pageTitleOf('Serenity/JS', 'Serenity/JS'), 'Serenity/JS');
    });
});

describe('cardPathOf', () => {
    it('puts the card beside the page under /cards/', () => {
        assert.equal(cardPathOf('/handbook/installation/'), '/cards/handbook/installation.png');
        assert.equal(cardPathOf('/'), '/cards/index.png');
    });
});

describe('withCardTags', () => {
    const card = {
        url: 'https://serenity-js.org/cards/api/core/class/Actor.png',
        width: 1200,
        height: 630,
        alt: 'API: Actor',
    };

    it("points the page's images at its card, with the card's size and text alternative", () => {
        const meta = metaOf(withCardTags(head(), card, defaultImage) ?? '');
        assert.equal(meta.get('og:image'), card.url);
        assert.equal(meta.get('twitter:image'), card.url);
        assert.equal(meta.get('og:image:width'), '1200');
        assert.equal(meta.get('og:image:height'), '630');
        assert.equal(meta.get('og:image:alt'), 'API: Actor');
    });

    it('leaves a page whose front matter names its own image as it is', () => {
        const own = head().replaceAll(defaultImage, 'https://serenity-js.org/assets/images/own.png');
        assert.equal(withCardTags(own, card, defaultImage), undefined);
    });
});
