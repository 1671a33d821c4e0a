import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import { htmlToMarkdown } from './html';
import { loadMarkdownTools } from './markdown';

const options = {
    siteUrl: 'https://serenity-js.org',
    title: 'News',
    isPage: (pathname: string) => pathname.endsWith('/'),
};

describe('htmlToMarkdown', () => {
    before(loadMarkdownTools);

    it("writes what the page's <main> shows, without navigation, buttons, decorative images or heading anchors", () => {
        const html = `<!doctype html><html><head><title>News | Serenity/JS</title></head><body>
            <nav>Site menu</nav>
            <main>
              <h1>Serenity/JS News<a class="hash-link" href="#top" aria-label="Direct link">\u200b</a></h1>
              <article><h2><a href="/blog/introducing-numeric/">Introducing Numeric</a></h2><p>Numbers, <strong>finally</strong>.</p>
              <button>Copy</button><img src="/img/numeric.png" alt="A chart"><img src="/img/flourish.svg" alt=""></article>
              <nav class="pagination-nav"><a href="/blog/page/2/">Older</a></nav>
            </main><footer>Footer</footer></body></html>`;
        assert.equal(
            htmlToMarkdown(html, options),
            '# Serenity/JS News\n\n## [Introducing Numeric](https://serenity-js.org/blog/introducing-numeric.md)\n\nNumbers, **finally**.\n\n![A chart](https://serenity-js.org/img/numeric.png)\n',
        );
    });

    it('gives a page without an h1 its title as one', () => {
        assert.equal(
            htmlToMarkdown('<html><body><main><p>Search the docs.</p></main></body></html>', options),
            '# News\n\nSearch the docs.\n',
        );
    });
});
