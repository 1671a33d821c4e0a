/**
 * What `docusaurus start` does beyond Docusaurus 3.7, for a contributor editing pages. The production build is
 * untouched. See README.md.
 *
 * - **Edits show in place.** Docusaurus 3.7 has no hot swapping of content, so each edit reloaded the whole page and
 *   the reader lost the scroll position and open tabs. Here each MDX module accepts its own updates
 *   (`hot-content-loader.js`) and the theme's `MDXContent` renders the newest content (`MDXContent.tsx`, through an
 *   alias that exists only here). An edit to the page's headings, front matter or title still reloads the page.
 * - **A warm start compiles only what changed.** Rspack's persistent cache keeps the compiled modules in
 *   `node_modules/.cache/rspack-dev/` (`docusaurus clear` empties it). It is keyed by the site's own build code
 *   (`buildDependencies`: the configuration, plugins/, config/, shared/, the lockfile) and by what else changes the
 *   output (`version`: the environment variables the configuration reads, and whether a Chromium draws diagrams), so
 *   a change to any of them starts from scratch. A page that depends on a generated file declares it
 *   (`generatedFilesRule`), so the cache also knows when that file changed.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { filesUnder } from '../files';
import { findChromium } from '../chromium';
import { isDevServer } from '../dev-start';

/** The folders and files of the site whose code shapes the compiled modules */
const buildCode = ['docusaurus.config.ts', 'package-lock.json', 'plugins', 'config', 'shared', 'src/theme'];

/** The environment variables that change what the configuration builds */
const buildEnvironment = /^(SITE_|ANALYTICS_|ALGOLIA_|OFFLINE_|SOCIAL_|MARKDOWN_|SEARCH_|DEBUG_)/;

/** Every file under `entries` (paths relative to `siteDir`, files or folders), skipping tests */
export function buildFiles(siteDir: string, entries: string[]): string[] {
    return entries
        .flatMap(entry => filesUnder(path.join(siteDir, entry)).map(file => path.join(siteDir, entry, file)))
        .filter(file => !file.endsWith('.test.ts'))
        .sort();
}

/** What, beside the build code, makes the compiled modules differ: a different value starts a new cache */
export function cacheVersion(environment: NodeJS.ProcessEnv, chromium: string | undefined): string {
    const variables = Object.entries(environment)
        .filter(([name]) => buildEnvironment.test(name))
        .sort(([a], [b]) => a.localeCompare(b));
    return createHash('sha256')
        .update(JSON.stringify({ variables, diagramsDrawn: chromium !== undefined }))
        .digest('hex')
        .slice(0, 16);
}

export default function devServer(context: LoadContext): Plugin {
    return {
        name: 'dev-server',
        configureWebpack(_config, isServer) {
            if (isServer || !isDevServer()) {
                return {};
            }
            return {
                module: {
                    rules: [
                        {
                            test: /\.mdx?$/i,
                            // Docusaurus's fallback MDX rule excludes what each MDX rule includes: it needs an include
                            include: [context.siteDir],
                            exclude: [/node_modules/],
                            enforce: 'post' as const,
                            use: [{ loader: path.join(__dirname, 'hot-content-loader.js') }],
                        },
                    ],
                },
                resolve: { alias: { '@theme/MDXContent': path.join(__dirname, 'MDXContent.tsx') } },
                // Rspack's own option (1.2), which webpack's configuration type does not describe
                experiments: {
                    cache: {
                        type: 'persistent',
                        buildDependencies: buildFiles(context.siteDir, buildCode),
                        version: cacheVersion(process.env, findChromium()),
                        storage: {
                            type: 'filesystem',
                            directory: path.join(context.siteDir, 'node_modules', '.cache', 'rspack-dev'),
                        },
                    },
                } as never,
            };
        },
    };
}
