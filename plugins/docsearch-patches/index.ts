/**
 * Four fixes to the DocSearch 3.9.0 modal, which cannot be swizzled: its error screen stays on screen, each
 * list of hits gets the id the search box refers to, the footer credits whatever answers the search, and the
 * modal's container stays the combobox it is instead of a focusable button around the search box.
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
