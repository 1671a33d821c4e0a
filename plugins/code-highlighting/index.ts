/**
 * Code highlighting on demand, and only the languages the pages use: Prism loads when a code block is first rendered
 * in the browser (another page, a popover), never while a page hydrates, whose blocks keep the server's tokens
 * (`highlighter.ts`, the client build's `prism-react-renderer`). The classic theme registers the extra languages from a client module,
 * which put Prism into the `main` bundle that every page runs before it is interactive; this plugin swaps that
 * client module for an empty one and registers the languages where the theme's code block imports Prism
 * (`prism-react-renderer.ts`). And prism-react-renderer bundles two dozen languages, most of which no page here
 * shows: `languages-loader.js` drops them, so `prism.additionalLanguages` (config/prism.ts) is the whole list.
 */
import type { Plugin } from '@docusaurus/types';
import path from 'node:path';

import { PatchProof, seenLoader } from '../patch-proof';

const patch = 'code-highlighting';

/** The classic theme's client module that registers `prism.additionalLanguages` on every page */
export const themeLanguagesClientModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

/** prism-react-renderer's bundle, whose own languages `languages-loader.js` removes */
const prismReactRendererBundle = /prism-react-renderer[\\/]dist[\\/]index\.m?js$/;

export default function codeHighlighting(): Plugin {
    return {
        name: 'code-highlighting',
        getClientModules() {
            return [path.join(__dirname, 'route-updates.ts')];
        },
        configureWebpack(_config, isServer, { currentBundler }) {
            const standIn = path.join(__dirname, 'no-client-module.ts');
            // the browser loads Prism after the page has hydrated (highlighter.ts); the server renders with it
            const wrapper = path.join(__dirname, isServer ? 'prism-react-renderer.ts' : 'highlighter.ts');
            return {
                resolve: {
                    alias: {
                        // exact match: the wrapper itself imports the package's files by their own path
                        'prism-react-renderer$': wrapper,
                    },
                },
                module: {
                    rules: [
                        // server and client alike, so that a block is highlighted the same way in both
                        {
                            test: prismReactRendererBundle,
                            enforce: 'pre' as const,
                            use: [seenLoader(patch), { loader: path.join(__dirname, 'languages-loader.js') }],
                        },
                    ],
                },
                plugins: [
                    new currentBundler.instance.NormalModuleReplacementPlugin(themeLanguagesClientModule, standIn),
                    ...(isServer
                        ? []
                        : [
                              new PatchProof(patch, [
                                  {
                                      what: "prism-react-renderer's bundle (dist/index.mjs)",
                                      test: prismReactRendererBundle,
                                  },
                                  {
                                      what: "the theme's prism-include-languages client module, replaced",
                                      test: standIn,
                                      inBundle: true,
                                  },
                                  { what: 'prism-react-renderer, through its alias', test: wrapper, inBundle: true },
                                  {
                                      what: 'prism-react-renderer with the languages, loaded by the alias',
                                      test: path.join(__dirname, 'prism-react-renderer.ts'),
                                      inBundle: true,
                                  },
                              ]),
                          ]),
                ],
            };
        },
    };
}
