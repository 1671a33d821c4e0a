/**
 * Six fixes to the DocSearch 3.9.0 modal, which cannot be swizzled: its error screen stays on screen, each
 * list of hits gets the id the search box refers to, the footer credits whatever answers the search, the
 * backdrop around the modal is no longer a button with the whole dialog nested inside, the modal takes
 * autocomplete plugins (to refresh its hits), and each hit's link is its option.
 * This plugin runs `loader.js` (see README.md) over the one file of @docsearch/react the modal comes from.
 */
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

export const patchedModule = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;

export default function docSearchPatches(_context: LoadContext): Plugin {
    return {
        name: 'site-docsearch-patches',
        configureWebpack() {
            return {
                module: {
                    rules: [{ test: patchedModule, use: [{ loader: path.join(__dirname, 'loader.js') }] }],
                },
            };
        },
    };
}
