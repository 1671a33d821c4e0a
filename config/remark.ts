import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';

import remarkSiteLinks from '../plugins/remark-site-links';
import { siteUrl } from './site';

/**
 * The remark plugins shared by every content plugin: the handbook, community and releases docs,
 * the blog and the MDX pages.
 */
export const remarkPlugins = [
    // ```sh npm2yarn fences become npm / Yarn / pnpm tabs; the reader's choice is remembered site-wide
    [ npm2yarn, { sync: true, converters: [ 'yarn', 'pnpm' ] } ],
    [ remarkSiteLinks, { origins: [ siteUrl, 'https://www.serenity-js.org' ] } ],
];
