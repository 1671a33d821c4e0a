/**
 * Keeps the DocSearch modal's error screen on screen. In @docsearch/react 3.9.0 (with the
 * autocomplete-core 1.17.9 it bundles) a failed search sets the status to "error" and the request's
 * `finally` immediately sets it back to "idle", so "Unable to fetch results" never shows. This plugin
 * runs `loader.js` over that one file so an "error" status stays until the reader types again.
 */
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

export const patchedModule = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;

export default function docSearchErrorScreen(_context: LoadContext): Plugin {
    return {
        name: 'site-docsearch-error-screen',
        configureWebpack() {
            return {
                module: {
                    rules: [{ test: patchedModule, use: [{ loader: path.join(__dirname, 'loader.js') }] }],
                },
            };
        },
    };
}
