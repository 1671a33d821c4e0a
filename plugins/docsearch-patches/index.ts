/**
 * Six fixes to the DocSearch 3.9.0 modal, which cannot be swizzled: its error screen stays on screen, each
 * list of hits gets the id the search box refers to, the footer credits whatever answers the search, the
 * backdrop around the modal is no longer a button with the whole dialog nested inside, the modal takes
 * autocomplete plugins (to refresh its hits), and each hit's link is its option.
 * This plugin runs `loader.js` (see README.md) over the one file of @docsearch/react the modal comes from.
 */
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { PatchProof, seenLoader } from '../patch-proof';

const patch = 'docsearch-patches';

export const patchedModule = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;

export default function docSearchPatches(_context: LoadContext): Plugin {
    return {
        name: 'site-docsearch-patches',
        configureWebpack(_config, isServer) {
            return {
                module: {
                    rules: [
                        {
                            test: patchedModule,
                            use: [seenLoader(patch), { loader: path.join(__dirname, 'loader.js') }],
                        },
                    ],
                },
                plugins: isServer
                    ? []
                    : [new PatchProof(patch, [{ what: '@docsearch/react/dist/esm/index.js', test: patchedModule }])],
            };
        },
    };
}
