/**
 * Pages that start without `Intl` (issue 27): Docusaurus sorts with `localeCompare` and formats the date of a page or a
 * post with a new `Intl.DateTimeFormat` while the page hydrates, and the first call of each loads the browser's
 * collation, locale and time-zone data: 8-45 ms of main-thread work on a fast machine, several long tasks on a slow
 * phone. `loader.js` rewrites the three files, in the client and the server builds alike, so that both write the same
 * dates. See README.md.
 */
import path from 'node:path';

import type { Plugin } from '@docusaurus/types';

import { PatchProof, seenLoader } from '../patch-proof';
import loader from './loader';

const patch = 'intl-free-start';

const { rewrites } = loader as unknown as { rewrites: Array<{ file: RegExp; what: string }> };

export default function intlFreeStart(): Plugin {
    return {
        name: patch,
        configureWebpack() {
            return {
                module: {
                    rules: rewrites.map(({ file }) => ({
                        test: file,
                        enforce: 'pre' as const,
                        use: [seenLoader(patch), { loader: path.join(__dirname, 'loader.js') }],
                    })),
                },
                plugins: [
                    new PatchProof(
                        patch,
                        rewrites.map(({ file, what }) => ({ test: file, what })),
                    ),
                ],
            };
        },
    };
}
