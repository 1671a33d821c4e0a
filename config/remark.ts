import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';

import path from 'node:path';

import remarkDiagrams from '../plugins/diagrams/remark';
import remarkApiLinks from '../plugins/remark-api-links';
import remarkCodeFromFile from '../plugins/remark-code-from-file';
import remarkHiddenLines from '../plugins/remark-hidden-lines';
import remarkSiteLinks from '../plugins/remark-site-links';
import remarkTypeAwareCode from '../plugins/remark-type-aware-code';
import { siteOrigins } from '../shared/site';
import { hiddenLines } from './prism';

/**
 * The remark plugins shared by every content plugin: the handbook, community and releases docs,
 * the blog and the MDX pages.
 */
/** The name index of `api:` links: written by plugins/framework when it loads, read by remark-api-links */
export const apiNamesFile = path.join(__dirname, '..', '.docusaurus', 'api-reference', 'api-names.json');

/**
 * The site's code examples (plugins/code-examples): the folders whose pages have them, where their compilation
 * is cached (`docusaurus clear` empties it) and where the build puts each TypeScript block's API links and quick
 * info for remark-type-aware-code. `npm run test:examples` reads the same folders and cache.
 */
export const codeExamples = {
    folders: ['handbook', 'community', 'releases', 'blog', 'src/pages'],
    cacheDir: path.join(__dirname, '..', 'node_modules', '.cache', 'code-examples'),
    blocksFile: path.join(__dirname, '..', '.docusaurus', 'code-examples', 'default', 'blocks.json'),
};

/**
 * Where the diagrams' renderings are kept: in the repository, named by a digest of their source, so that a build or
 * `npm start` on a machine without a browser has every diagram; only a changed diagram needs Chromium to be drawn
 * (`npm run diagrams` draws the missing ones and deletes those no page uses)
 */
export const diagramsCacheDir = path.join(__dirname, '..', 'plugins', 'diagrams', 'renderings');

/** The folders whose pages may have diagrams; the test-only pages' only in the test build */
export function diagramContentDirs(withTestFixtures: boolean): string[] {
    return [
        'handbook',
        'community',
        'releases',
        'blog',
        'src/pages',
        ...(withTestFixtures ? ['tests/fixtures/pages'] : []),
    ];
}

export const remarkPlugins = [
    // ```ts file=../../tests/tutorials/… fences show the code a test runs (first, so the code is in place for the others)
    [remarkCodeFromFile, {}],
    // ```sh npm2yarn fences become npm / Yarn / pnpm tabs; the reader's choice is remembered site-wide
    [npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }],
    [remarkSiteLinks, { origins: siteOrigins }],
    // [`Actor`](api:Actor) → the Actor page of the API reference
    [remarkApiLinks, { namesFile: apiNamesFile }],
    // TypeScript blocks the build compiled get API links and quick info on their identifiers. Its options are bound
    // here, not listed: Docusaurus sends every listed option to the browser with the site's configuration (all pages
    // load it), and these are the build's own paths
    function remarkTypeAwareCodeOfThisSite() {
        return remarkTypeAwareCode({
            blocksFile: codeExamples.blocksFile,
            component: '@site/src/components/TypeAwareCode',
        });
    },
    // the lines an example hides leave its block (after remark-type-aware-code has found the block by its full code),
    // so what the block shows is what its copy button copies; bound here like the one above
    function remarkHiddenLinesOfThisSite() {
        return remarkHiddenLines({ hidden: hiddenLines });
    },

    // ```mermaid fences become pictures drawn at build time, light and dark, cached between builds
    [remarkDiagrams, { cacheDir: diagramsCacheDir }],
];
