import { type NewsStrip, newsStripFrontMatterKey } from '../../shared/news-strip';

/** What the strip needs of a blog post: the blog plugin's metadata of it */
export interface PostMetadata {
    title: string;
    permalink: string;
    date: Date | string;
    frontMatter: Record<string, unknown>;
    unlisted?: boolean;
    /** the post's file, `@site/blog/…/index.mdx`, for problems */
    source: string;
}

const key = newsStripFrontMatterKey;

/**
 * The strip announces the newest post flagged `news_strip` in its front matter. No flagged post, a flag that
 * is neither `true` nor a text, or an unlisted post flagged, is an error that names the fix.
 */
export function newsStripFrom(posts: PostMetadata[]): NewsStrip {
    const flagged = posts.filter(post => post.frontMatter[key] !== undefined && post.frontMatter[key] !== false);
    for (const post of flagged) {
        const value = post.frontMatter[key];
        if (value !== true && (typeof value !== 'string' || value.trim() === '')) {
            throw new Error(
                `${post.source}: \`${key}\` is \`true\` (to announce the post by its title) or the text to announce it with, not ${JSON.stringify(value)}`,
            );
        }
        if (post.unlisted) {
            throw new Error(`${post.source}: an unlisted post cannot be announced on the home page; remove \`${key}\``);
        }
    }
    const [newest] = flagged.sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
    if (!newest) {
        throw new Error(
            `No blog post is flagged for the home page's news strip. Add \`${key}: true\` (or \`${key}: <a short headline>\`) to the front matter of the post to announce.`,
        );
    }
    const value = newest.frontMatter[key];
    return {
        text: typeof value === 'string' ? value.trim() : newest.title,
        permalink: newest.permalink,
        date: new Date(newest.date).toISOString().slice(0, 10),
    };
}
