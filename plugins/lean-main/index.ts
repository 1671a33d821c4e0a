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

import { PatchProof, seenLoader } from '../patch-proof';

const patch = 'lean-main';

export default function leanMain(context: LoadContext): Plugin {
    const generated = (file: string) => path.join(context.generatedFilesDir, file);
    const targets = [
        { file: generated('registry.js'), what: '.docusaurus/registry.js', loader: 'registry-loader.js' },
        {
            file: generated('docusaurus.config.mjs'),
            what: '.docusaurus/docusaurus.config.mjs',
            loader: 'config-loader.js',
        },
        { file: generated('site-metadata.json'), what: '.docusaurus/site-metadata.json', loader: 'config-loader.js' },
        {
            file: require.resolve('@docusaurus/utils-common'),
            what: '@docusaurus/utils-common',
            loader: 'tslib-loader.js',
        },
    ];
    return {
        name: 'lean-main',
        configureWebpack(_config, isServer) {
            return isServer
                ? {}
                : {
                      module: {
                          rules: targets.map(({ file, loader }) => ({
                              test: file,
                              enforce: 'pre' as const,
                              use: [seenLoader(patch), { loader: path.join(__dirname, loader) }],
                          })),
                      },
                      plugins: [
                          new PatchProof(
                              patch,
                              targets.map(({ file, what }) => ({ test: file, what })),
                          ),
                      ],
                  };
        },
    };
}
