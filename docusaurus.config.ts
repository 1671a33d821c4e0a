/**
 * The site, assembled from the typed modules in config/. Logic lives there and in plugins/.
 */
import type * as Preset from '@docusaurus/preset-classic';
import type { Config, PluginConfig } from '@docusaurus/types';
import path from 'node:path';

import { apiAnchorAliases, apiPackages } from './api-docs/modules';
import { announcementBar } from './config/announcementBar';
import { docsArea, sidebarItemsGenerator } from './config/docs';
import { footer } from './config/footer';
import { integrationsOfInterest, moduleCategories } from './config/moduleCatalogue';
import { navbar } from './config/navbar';
import { hiddenLineClassName, prism } from './config/prism';
import { flattenRedirects, htmlSpellingOf, redirectsOfThisBuild, partitionRedirects } from './config/redirects';
import { apiNamesFile, codeExamples, diagramContentDirs, diagramsCacheDir, remarkPlugins } from './config/remark';
import { apiSearchRecordsFile, searchFromEnvironment } from './config/search';
import { hasFullGitHistory } from './config/site';
import { earlyTapsScript } from './config/earlyTaps';
import { ssrTemplate } from './config/ssrTemplate';
import type { SiteCustomFields } from './shared/custom-fields';
import { unpublishedRouteGlobs } from './shared/markdown-twins';
import { sitePatchesOff, sitePatchesOffVariable, type SitePatch } from './shared/site-patches';
import * as site from './shared/site';
import { analyticsFromEnvironment } from './plugins/analytics';
import type { Options as CodeExamplesOptions } from './plugins/code-examples';
import type { Options as FrameworkOptions } from './plugins/framework';
import type { Options as MarkdownTwinsOptions } from './plugins/markdown-twins';
import type { Options as OfflineOptions } from './plugins/offline';
import type { Options as SocialCardsOptions } from './plugins/social-cards';

const plugin = (name: string) => path.join(__dirname, 'plugins', name, 'index.ts');

const redirects = redirectsOfThisBuild();
const { internal: internalRedirects, verbatim: verbatimRedirects } = partitionRedirects(redirects);
// a page's generated `.html` spelling must not clash with a legacy redirect from the same path
const redirectedPaths = new Set(flattenRedirects(redirects).map(({ from }) => from.replace(/\/$/, '')));

// Last-updated dates come from git; a shallow clone would give every page the clone's boundary date.
const showLastUpdateTime = hasFullGitHistory(__dirname);
if (!showLastUpdateTime) {
    console.warn(
        '[site] This is a shallow git clone (or no git checkout): handbook pages will not show when they were last updated, rather than show wrong dates. Run `git fetch --unshallow` for real dates.',
    );
}

// The Markdown twins of the pages and llms.txt: always on; `MARKDOWN_TWINS=off` is for `npm run bench:build` to measure their cost.
const markdownTwins = process.env.MARKDOWN_TWINS !== 'off';

// A card per page for link previews: on unless `SOCIAL_CARDS=off` (see the README).
const socialCards = process.env.SOCIAL_CARDS !== 'off';

// Offline reading (a service worker, registered after load, that keeps visited pages and, for readers who opt in,
// every docs page): on unless `OFFLINE_READING=off` (see the README).
const offlineReading = process.env.OFFLINE_READING !== 'off';

// Test-only pages (a page that crashes on demand, ...) are added when the end-to-end suite builds the site.
const withTestFixtures = process.env.SITE_TEST_FIXTURES === 'true';

// The bundle patches, each on unless `SITE_PATCHES_OFF` names it (or says `all`): see UPGRADING.md.
const patchesOff = sitePatchesOff(process.env[sitePatchesOffVariable]);
if (patchesOff.size > 0) {
    console.warn(`[site] Bundle patches off: ${[...patchesOff].join(', ')} (${sitePatchesOffVariable})`);
}
const patch = (name: Exclude<SitePatch, 'client-routes'>) => (patchesOff.has(name) ? [] : [plugin(name)]);

// Embedded search by default; hosted Algolia when its three variables are set at build time.
const search = searchFromEnvironment();

const config: Config = {
    title: 'Serenity/JS',
    tagline: 'Collaborative test automation at scale!',
    favicon: 'icons/favicon.ico',
    url: site.siteUrl,
    baseUrl: '/',
    trailingSlash: true,
    organizationName: site.organizationName,
    projectName: site.projectName,

    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onBrokenMarkdownLinks: 'throw',
    onDuplicateRoutes: 'throw',

    i18n: { defaultLocale: 'en', locales: ['en'] },

    future: {
        experimental_faster: true,
    },

    clientModules: ['./src/clientModules/cleanPath.ts'],

    // the page paints before its scripts start (they are requested after the first paint): see config/ssrTemplate.ts
    ssrTemplate,

    headTags: [
        {
            tagName: 'link',
            attributes: { rel: 'apple-touch-icon', sizes: '180x180', href: '/icons/apple-touch-icon.png' },
        },
        {
            tagName: 'link',
            attributes: { rel: 'icon', type: 'image/png', sizes: '32x32', href: '/icons/favicon-32x32.png' },
        },
        {
            tagName: 'link',
            attributes: { rel: 'icon', type: 'image/png', sizes: '16x16', href: '/icons/favicon-16x16.png' },
        },
        { tagName: 'link', attributes: { rel: 'manifest', href: '/icons/site.webmanifest' } },
        { tagName: 'meta', attributes: { name: 'theme-color', content: '#083693' } },
        // a tap on the search or menu button before the page has hydrated opens the modal or menu once it has
        { tagName: 'script', attributes: {}, innerHTML: earlyTapsScript },
    ],

    customFields: {
        currentNodeVersion: process.version,
        description: site.description,
        search: { ...search.settings },
    } satisfies SiteCustomFields,

    presets: [
        [
            'classic',
            {
                docs: docsArea('handbook', {
                    sidebarPath: './sidebars.ts',
                    sidebarItemsGenerator,
                    showLastUpdateTime,
                }),
                blog: {
                    path: 'blog',
                    editUrl: site.editUrl,
                    showReadingTime: true,
                    blogTitle: 'Serenity/JS News',
                    blogDescription: 'Releases, features and events of the Serenity/JS project',
                    blogSidebarTitle: 'Serenity/JS News',
                    blogSidebarCount: 'ALL',
                    postsPerPage: 10,
                    onInlineTags: 'throw',
                    onInlineAuthors: 'throw',
                    onUntruncatedBlogPosts: 'throw',
                    feedOptions: {
                        type: ['rss', 'atom'],
                        title: 'Serenity/JS Blog',
                        copyright: `Copyright © 2016-${new Date().getFullYear()} Jan Molak, smartcode ltd.`,
                    },
                    remarkPlugins,
                },
                pages: {
                    path: 'src/pages',
                    remarkPlugins,
                },
                theme: {
                    customCss: './src/css/custom.css',
                },
                sitemap: {
                    ignorePatterns: unpublishedRouteGlobs,
                },
            } satisfies Preset.Options,
        ],
    ],

    plugins: [
        [
            '@docusaurus/plugin-content-docs',
            { id: 'community', ...docsArea('community', { sidebarPath: './config/sidebars/community.ts' }) },
        ],
        [
            '@docusaurus/plugin-content-docs',
            { id: 'releases', ...docsArea('releases', { sidebarPath: './config/sidebars/releases.ts' }) },
        ],
        [
            plugin('framework'),
            {
                catalogue: { categories: moduleCategories, integrationsOfInterest },
                apiReference: {
                    packages: apiPackages,
                    anchorAliases: apiAnchorAliases,
                    cacheDir: path.join(__dirname, 'api-docs', 'models'),
                    namesFile: apiNamesFile,
                    searchRecordsFile: apiSearchRecordsFile,
                },
                presets: {
                    path: 'presets/v3/module-manager.json',
                    caching: { enabled: true, duration: 86_400_000 },
                    sampling: { enabled: true, rate: 0.1 },
                },
                clientRoutes: !patchesOff.has('client-routes'),
            } satisfies FrameworkOptions,
        ],
        [plugin('code-examples'), { ...codeExamples, hiddenLineClassName } satisfies CodeExamplesOptions],
        ['@docusaurus/plugin-ideal-image', { quality: 85, steps: 4, disableInDev: true }],
        [
            '@docusaurus/plugin-client-redirects',
            {
                redirects: internalRedirects,
                // every page also answers to its legacy `.html` spelling
                createRedirects: (routePath: string) => {
                    const spelling = htmlSpellingOf(routePath);
                    return spelling && !redirectedPaths.has(spelling) ? [spelling] : undefined;
                },
            },
        ],
        [plugin('verbatim-redirects'), { redirects: verbatimRedirects }],
        plugin('news-strip'),
        plugin('dev-server'),
        [plugin('analytics'), { ...analyticsFromEnvironment() }],
        ...patch('docsearch-patches'),
        ...patch('code-highlighting'),
        ...patch('chunk-names'),
        ...patch('lean-main'),
        ...patch('staged-start'),
        ...patch('intl-free-start'),
        [
            plugin('diagrams'),
            {
                cacheDir: diagramsCacheDir,
                contentDirs: diagramContentDirs(withTestFixtures),
            },
        ],
        [
            plugin('search-index'),
            {
                indexName: search.algolia.indexName,
                structuredRecordsFile: apiSearchRecordsFile,
                sections: { '/api/': 'API' },
                // what a technical question wants first: the guides and the API reference, then news, then the rest; the
                // troubleshooting entries explain messages, so a question in the reader's words finds them after the guides
                pageWeights: { '/blog/': 0.5, '/community/': 0.5, '/legal/': 0.3, '/handbook/troubleshooting/': 0.4 },
                // what a pasted message wants first: the entry that quotes and explains it, then the guides
                messagePageWeights: {
                    '/blog/': 0.5,
                    '/community/': 0.5,
                    '/legal/': 0.3,
                    '/api/': 0.5,
                    '/handbook/': 0.8,
                    '/handbook/troubleshooting/': 1,
                },
                defaultLvl0: 'Serenity/JS',
            },
        ],
        ...(markdownTwins
            ? [
                  [
                      plugin('markdown-twins'),
                      {
                          ignorePatterns: unpublishedRouteGlobs,
                          namesFile: apiNamesFile,
                          origins: site.siteOrigins,
                          reportImagesFile: path.join(
                              __dirname,
                              'src',
                              'components',
                              'ReportImage',
                              'reportImages.json',
                          ),
                          docsAreas: [
                              { id: 'default', title: 'Handbook' },
                              { id: 'releases', title: 'Releases' },
                              { id: 'community', title: 'Community' },
                          ],
                          fullTextAreas: ['default', 'releases', 'community'],
                      } satisfies MarkdownTwinsOptions,
                  ] satisfies PluginConfig,
              ]
            : []),
        ...(socialCards
            ? [
                  [
                      plugin('social-cards'),
                      {
                          ignorePatterns: unpublishedRouteGlobs,
                          apiPackages: apiPackages.map(({ name, entryPoints }) => ({
                              name,
                              subpaths: entryPoints.map(({ subpath }) => subpath),
                          })),
                      } satisfies SocialCardsOptions,
                  ] satisfies PluginConfig,
              ]
            : []),
        ...(offlineReading
            ? [
                  [
                      plugin('offline'),
                      {
                          pagePrefixes: ['/handbook/', '/community/', '/releases/', '/api/', '/search/'],
                          fileFolders: ['assets', 'icons', 'images'],
                          ignorePatterns: unpublishedRouteGlobs,
                          searchManifest:
                              search.settings.mode === 'embedded' ? `/${search.settings.manifestPath}` : undefined,
                      } satisfies Partial<OfflineOptions>,
                  ] satisfies PluginConfig,
              ]
            : []),
        ...(withTestFixtures
            ? [
                  [
                      '@docusaurus/plugin-content-pages',
                      { id: 'test-fixtures', path: 'tests/fixtures/pages', routeBasePath: '/__tests__', remarkPlugins },
                  ] satisfies PluginConfig,
              ]
            : []),
    ],

    themeConfig: {
        image: 'images/serenity-js-social-card.png',
        colorMode: {
            defaultMode: 'light',
            disableSwitch: false,
            respectPrefersColorScheme: true,
        },
        docs: {
            sidebar: { hideable: true, autoCollapseCategories: false },
        },
        tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
        announcementBar,
        navbar,
        footer,
        prism,
        algolia: {
            ...search.algolia,
            contextualSearch: true,
            searchPagePath: 'search',
            // the test build shows that a hit matching this pattern leaves the site instead of routing inside it
            ...(withTestFixtures ? { externalUrlRegex: '/__tests__/search-elsewhere/' } : {}),
        },
    } satisfies Preset.ThemeConfig,
};

export default config;
