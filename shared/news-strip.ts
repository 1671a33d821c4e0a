/**
 * The home page's news strip: the newest blog post whose front matter flags it for the strip, found at build
 * time by plugins/news-strip and read by the home page as that plugin's global data.
 *
 * Browser-safe: no Node.js imports.
 */
export const newsStripPluginName = 'news-strip';

/** The front matter key that flags a post: `true` announces it by its title, a string with that text */
export const newsStripFrontMatterKey = 'news_strip';

export interface NewsStrip {
    /** what the strip says */
    text: string;
    /** the post's URL */
    permalink: string;
    /** the post's date, `YYYY-MM-DD` */
    date: string;
}
