import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

import remarkSiteLinks, { siteRelativeUrl } from './index';

const origins = ['https://serenity-js.org'];

function rewrite(mdx: string): string {
    return String(
        unified()
            .use(remarkParse)
            .use(remarkMdx)
            .use(remarkSiteLinks, { origins })
            .use(remarkStringify)
            .processSync(mdx),
    );
}

describe('remark-site-links', () => {
    describe('siteRelativeUrl', () => {
        it('makes links to the site root-relative, keeping path, query and hash', () => {
            assert.equal(
                siteRelativeUrl('https://serenity-js.org/handbook/design/screenplay-pattern/#actors', origins),
                '/handbook/design/screenplay-pattern/#actors',
            );
            assert.equal(siteRelativeUrl('https://serenity-js.org/search/?q=actor', origins), '/search/?q=actor');
            assert.equal(siteRelativeUrl('https://serenity-js.org', origins), '/');
            assert.equal(siteRelativeUrl('https://serenity-js.org/', origins), '/');
            assert.equal(siteRelativeUrl('https://serenity-js.org#top', origins), '/#top');
        });

        it('leaves other sites alone, including look-alike hosts', () => {
            assert.equal(
                siteRelativeUrl('https://github.com/serenity-js/serenity-js', origins),
                'https://github.com/serenity-js/serenity-js',
            );
            assert.equal(
                siteRelativeUrl('https://serenity-js.org.evil.example/handbook/', origins),
                'https://serenity-js.org.evil.example/handbook/',
            );
            assert.equal(
                siteRelativeUrl('http://serenity-js.org/handbook/', origins),
                'http://serenity-js.org/handbook/',
            );
            assert.equal(siteRelativeUrl('/handbook/', origins), '/handbook/');
        });
    });

    it('rewrites Markdown links, images and link definitions', () => {
        const output = rewrite(
            [
                'See [the handbook](https://serenity-js.org/handbook/) and ![logo](https://serenity-js.org/images/logo.svg).',
                '',
                'Read [the API][api].',
                '',
                '[api]: https://serenity-js.org/api/',
            ].join('\n'),
        );

        assert.match(output, /\[the handbook\]\(\/handbook\/\)/);
        assert.match(output, /!\[logo\]\(\/images\/logo\.svg\)/);
        assert.match(output, /\[api\]: \/api\//);
        assert.doesNotMatch(output, /serenity-js\.org/);
    });

    it('rewrites href and to attributes of JSX elements', () => {
        const output = rewrite(
            '<a href="https://serenity-js.org/releases/">Releases</a> and <Link to="https://serenity-js.org/blog/">News</Link>',
        );
        assert.match(output, /href="\/releases\/"/);
        assert.match(output, /to="\/blog\/"/);
    });

    it('leaves external links untouched', () => {
        const output = rewrite('[Playwright](https://playwright.dev/)');
        assert.match(output, /\(https:\/\/playwright\.dev\/\)/);
    });

    it('refuses to run without origins, naming the option', () => {
        assert.throws(() => remarkSiteLinks({ origins: [] }), /option "origins"/);
    });
});
