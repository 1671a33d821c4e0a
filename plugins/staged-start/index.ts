/**
 * The browser starts the site in short tasks (see README.md): in the client build, the entry point is `boot.js`,
 * which evaluates `main.js`'s largest modules and matches the page's route one short task at a time, and then runs
 * Docusaurus's own entry (`clientEntry.js`, under the alias `@staged-start/client-entry`). The server build is
 * unchanged. If an upgrade changes Docusaurus's client entry, the build fails naming this patch.
 */
import path from 'node:path';

import type { Plugin } from '@docusaurus/types';

import { PatchProof, seenLoader } from '../patch-proof';

export const patch = 'staged-start';

/** Docusaurus 3.7.0's client entry, which `boot.js` runs last */
export const docusaurusClientEntry = path.join(
    path.dirname(require.resolve('@docusaurus/core/package.json')),
    'lib',
    'client',
    'clientEntry.js',
);

/** Docusaurus 3.7.0's provider of `useIsBrowser`, whose update after hydration `transition-loader.js` makes a transition */
export const browserContextFile = path.join(path.dirname(docusaurusClientEntry), 'browserContext.js');

/** Docusaurus 3.7.0's code-block word wrap, whose updates after hydration `word-wrap-loader.js` makes quieter */
export const codeWordWrapFile = path.join(
    path.dirname(require.resolve('@docusaurus/theme-common')),
    'hooks',
    'useCodeWordWrap.js',
);

/** The client build's entry with `boot.js` in place of Docusaurus's, or an error if it is not Docusaurus's one */
export function stagedEntry(entry: unknown, boot = path.join(__dirname, 'boot.js')): string {
    if (entry !== docusaurusClientEntry) {
        throw new Error(
            `site patch "${patch}" did not apply: the client build's entry is ${JSON.stringify(entry)}, not Docusaurus's ${docusaurusClientEntry} (an upgrade of Docusaurus?). Fix plugins/${patch}, or build with SITE_PATCHES_OFF=${patch} and re-tune it later (see UPGRADING.md).`,
        );
    }
    return boot;
}

export default function stagedStart(): Plugin {
    return {
        name: 'site-staged-start',
        configureWebpack(config, isServer) {
            if (isServer) {
                return {};
            }
            config.entry = stagedEntry(config.entry);
            return {
                resolve: { alias: { '@staged-start/client-entry': docusaurusClientEntry } },
                module: {
                    rules: [
                        {
                            test: browserContextFile,
                            enforce: 'pre' as const,
                            use: [seenLoader(patch), { loader: path.join(__dirname, 'transition-loader.js') }],
                        },
                        {
                            test: codeWordWrapFile,
                            enforce: 'pre' as const,
                            use: [seenLoader(patch), { loader: path.join(__dirname, 'word-wrap-loader.js') }],
                        },
                    ],
                },
                plugins: [
                    new PatchProof(patch, [
                        { test: browserContextFile, what: '@docusaurus/core browserContext.js' },
                        { test: codeWordWrapFile, what: '@docusaurus/theme-common useCodeWordWrap.js' },
                    ]),
                ],
            };
        },
    };
}
