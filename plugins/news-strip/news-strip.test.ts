import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { newsStripFrom, type PostMetadata } from './news-strip';

const post = (
    slug: string,
    date: string,
    frontMatter: Record<string, unknown> = {},
    unlisted = false,
): PostMetadata => ({
    title: `Post ${slug}`,
    permalink: `/blog/${slug}/`,
    date: new Date(date),
    frontMatter,
    unlisted,
    source: `@site/blog/${date}-${slug}/index.mdx`,
});

describe('the home page news strip', () => {
    it('announces the newest flagged post by its title, linking to it', () => {
        const strip = newsStripFrom([
            post('older', '2024-01-11', { news_strip: true }),
            post('newest-unflagged', '2025-09-01'),
            post('newer', '2025-06-20', { news_strip: true }),
        ]);
        assert.deepEqual(strip, { text: 'Post newer', permalink: '/blog/newer/', date: '2025-06-20' });
    });

    it('announces it with the text the flag gives', () => {
        assert.equal(
            newsStripFrom([post('a', '2025-06-20', { news_strip: '  Worker-scope actors  ' })]).text,
            'Worker-scope actors',
        );
    });

    it('skips a post flagged false', () => {
        assert.equal(
            newsStripFrom([
                post('a', '2025-06-20', { news_strip: false }),
                post('b', '2024-06-20', { news_strip: true }),
            ]).permalink,
            '/blog/b/',
        );
    });

    it('fails when no post is flagged, saying how to flag one', () => {
        assert.throws(() => newsStripFrom([post('a', '2025-06-20')]), /No blog post is flagged.*news_strip: true/);
        assert.throws(() => newsStripFrom([]), /No blog post is flagged/);
    });

    it('fails on a flag that is neither true nor a text, naming the post', () => {
        assert.throws(
            () =>
                newsStripFrom([
                    post('a', '2025-06-20', { news_strip: 'yes please' }),
                    post('b', '2025-06-21', { news_strip: 1 }),
                ]),
            /@site\/blog\/2025-06-21-b\/index\.mdx: `news_strip` is `true`/,
        );
        assert.throws(() => newsStripFrom([post('a', '2025-06-20', { news_strip: ' ' })]), /not " "/);
    });

    it('fails on an unlisted post flagged', () => {
        assert.throws(() => newsStripFrom([post('a', '2025-06-20', { news_strip: true }, true)]), /unlisted post/);
    });
});
