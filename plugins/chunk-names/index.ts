/**
 * Names the production build's lazy JavaScript chunks by id and content hash only (`assets/js/1234.abcd1234.js`)
 * rather than by name too. Docusaurus names each route's chunks (`014e8643.abcd1234.js`), so the webpack runtime
 * that every page downloads first carried a map from each of the site's ~450 chunk ids to its name: about
 * 4 KB gzip that no reader needs. The hashed names keep files cacheable forever, as before.
 */
import type { Plugin } from '@docusaurus/types';

export const chunkFilename = 'assets/js/[id].[contenthash:8].js';

export default function chunkNames(): Plugin {
    return {
        name: 'chunk-names',
        configureWebpack(config) {
            return config.mode === 'production' ? { output: { chunkFilename } } : {};
        },
    };
}
