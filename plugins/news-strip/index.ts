/**
 * The home page's news strip, derived from the blog: once every plugin has loaded its content, the newest
 * post flagged `news_strip` in its front matter becomes this plugin's global data (`shared/news-strip.ts`).
 * The build fails when no post is flagged.
 */
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { Plugin } from '@docusaurus/types';

import { newsStripPluginName } from '../../shared/news-strip';
import { newsStripFrom } from './news-strip';

export default function newsStripPlugin(): Plugin {
    return {
        name: newsStripPluginName,
        allContentLoaded({ allContent, actions }) {
            const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
            actions.setGlobalData(newsStripFrom((blog?.blogPosts ?? []).map(post => post.metadata)));
        },
    };
}
