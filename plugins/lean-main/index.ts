/**
 * `main.js`, which every page downloads and runs before it is interactive, without what the browser never uses. In
 * the client build only:
 * - `registry-loader.js` drops each module's path from Docusaurus's registry of route modules (react-loadable reports
 *   it to the server renderer; the browser never reads it);
 * - `config-loader.js` drops the site configuration's plugins, their options, the SSR template and the tags the
 *   server writes into each page, and the plugins' versions from the site's metadata;
 * - `tslib-loader.js` writes out the one tslib helper `@docusaurus/utils-common` calls, instead of all of tslib.
 * The server build keeps them whole. See README.md.
 */
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

export default function leanMain(context: LoadContext): Plugin {
    const rule = (file: string, loader: string) => ({
        test: file,
        enforce: 'pre' as const,
        use: [{ loader: path.join(__dirname, loader) }],
    });
    const generated = (file: string) => path.join(context.generatedFilesDir, file);
    return {
        name: 'lean-main',
        configureWebpack(_config, isServer) {
            return isServer
                ? {}
                : {
                      module: {
                          rules: [
                              rule(generated('registry.js'), 'registry-loader.js'),
                              rule(generated('docusaurus.config.mjs'), 'config-loader.js'),
                              rule(generated('site-metadata.json'), 'config-loader.js'),
                              rule(require.resolve('@docusaurus/utils-common'), 'tslib-loader.js'),
                          ],
                      },
                  };
        },
    };
}
