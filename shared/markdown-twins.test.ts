import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { assistantLinks, type RouteLike, twinLinkOf, twinOfLocation, twinPathOf } from './markdown-twins';

describe('twinPathOf', () => {
    it('puts the twin beside the page folder, .md for the trailing slash', () => {
        assert.equal(twinPathOf('/handbook/installation/'), '/handbook/installation.md');
        assert.equal(twinPathOf('/api/core/class/Actor/'), '/api/core/class/Actor.md');
        assert.equal(twinPathOf('/api/core/'), '/api/core.md');
        assert.equal(twinPathOf('/blog/tags/open-source/page/2/'), '/blog/tags/open-source/page/2.md');
    });

    it('gives the home page /index.md', () => {
        assert.equal(twinPathOf('/'), '/index.md');
    });

    it('ignores a query and an anchor, and a missing trailing slash', () => {
        assert.equal(twinPathOf('/handbook/installation/?q=x#node'), '/handbook/installation.md');
        assert.equal(twinPathOf('/handbook/installation'), '/handbook/installation.md');
    });
});

describe('twinLinkOf', () => {
    const site = 'https://serenity-js.org';

    it("makes a page's link the absolute URL of its twin, anchor kept", () => {
        assert.equal(
            twinLinkOf('/handbook/design/screenplay-pattern/#abilities', site),
            'https://serenity-js.org/handbook/design/screenplay-pattern.md#abilities',
        );
        assert.equal(twinLinkOf('/', site), 'https://serenity-js.org/index.md');
    });

    it("makes a file's link absolute, as it is", () => {
        assert.equal(
            twinLinkOf('/presets/v3/module-manager.json', site),
            'https://serenity-js.org/presets/v3/module-manager.json',
        );
    });

    it('asks which paths are pages when told how', () => {
        assert.equal(
            twinLinkOf('/legacy/', site, () => false),
            'https://serenity-js.org/legacy/',
        );
    });

    it('leaves links to other sites alone', () => {
        assert.equal(twinLinkOf('https://github.com/serenity-js', site), 'https://github.com/serenity-js');
        assert.equal(twinLinkOf('//cdn.example.org/x.js', site), '//cdn.example.org/x.js');
        assert.equal(twinLinkOf('mailto:someone@example.org', site), 'mailto:someone@example.org');
    });
});

describe('assistantLinks', () => {
    it("names the twin's URL in the prompt of plain links, and nothing else of the reader's", () => {
        const links = assistantLinks('https://serenity-js.org/handbook/installation.md');
        assert.deepEqual(
            links.map(link => link.name),
            ['ChatGPT', 'Claude'],
        );
        for (const link of links) {
            const url = new URL(link.href);
            assert.equal(url.protocol, 'https:');
            assert.match(
                url.searchParams.get('q') ?? '',
                /^Read https:\/\/serenity-js\.org\/handbook\/installation\.md /,
            );
        }
    });
});

describe('twinOfLocation', () => {
    // the shape of Docusaurus's route table: docs areas nest three levels deep, the catch-all comes last
    const docs = (base: string, pages: string[]): RouteLike => ({
        path: base,
        routes: [{ path: base, routes: [{ path: base, routes: pages.map(page => ({ path: page, exact: true })) }] }],
    });
    const routes: RouteLike[] = [
        { path: '/api/core/class/Actor/', exact: true },
        { path: '/blog/', exact: true },
        { path: '/__tests__/crash/', exact: true },
        docs('/handbook/', ['/handbook/', '/handbook/installation/']),
        { path: '/', exact: true },
        { path: '*' },
    ];

    it("gives a page's twin, whether the route is a page of its own or nested in a docs area", () => {
        assert.equal(twinOfLocation(routes, '/'), '/index.md');
        assert.equal(twinOfLocation(routes, '/blog/'), '/blog.md');
        assert.equal(twinOfLocation(routes, '/api/core/class/Actor/'), '/api/core/class/Actor.md');
        assert.equal(twinOfLocation(routes, '/handbook/'), '/handbook.md');
        assert.equal(twinOfLocation(routes, '/handbook/installation/'), '/handbook/installation.md');
    });

    it('finds the page whether or not the address has its trailing slash', () => {
        assert.equal(twinOfLocation(routes, '/handbook/installation'), '/handbook/installation.md');
    });

    it('gives none where the reader sees "not found": the catch-all, 404.html, or a docs area without that page', () => {
        assert.equal(twinOfLocation(routes, '/no-such-page/'), undefined);
        assert.equal(twinOfLocation(routes, '/404.html'), undefined);
        assert.equal(twinOfLocation(routes, '/handbook/no-such-page/'), undefined);
        assert.equal(twinOfLocation(routes, '/blog/no-such-post/'), undefined);
    });

    it('gives none for a page that is no part of the published site', () => {
        assert.equal(twinOfLocation(routes, '/__tests__/crash/'), undefined);
    });
});
