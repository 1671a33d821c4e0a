/**
 * The Serenity/JS framework as this build pins it. From one reading of the pinned packages (`packages.ts`)
 * it produces:
 * - the module catalogue and the facts pages state in prose, as global data (`shared/catalogue.ts`);
 * - the API reference under `/api/` (`api-reference/`): TypeDoc models cached by their inputs, one page per
 *   class, function, interface and enum, an overview per entry point, the `/api/` index and the `api` sidebar,
 *   and the name index that `plugins/remark-api-links` resolves `api:` links with;
 * - after the build, the presets file that Serenity/JS tooling reads (`presets.ts`).
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

import type { LoadContext, LoadedPlugin, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

import type { SidebarItem } from '../../shared/api-reference';
import { apiBasePath, apiPageDataFile, apiPageDataFolder } from '../../shared/api-routes';
import {
    type CategoryDefinition,
    type FrameworkData,
    frameworkPluginName,
    type ModuleCategory,
} from '../../shared/catalogue';
import { doneFile, generatedFilesRule, inBackground, isDevServer } from '../dev-start';
import { optionsValidator } from '../options';
import { pendingApiName } from '../remark-api-links';
import { PatchProof, seenLoader } from '../patch-proof';
import { loadMarkdownProcessor } from './api-reference/markup';
import { staticImageSizes } from './api-reference/image-sizes';
import { type ApiPackageDefinition, modelsMissing, packageModels } from './api-reference/models';
import { type ApiReference, buildApiReference } from './api-reference/reference';
import { apiSearchRecords } from './api-reference/search-records';
import { declaredLengthFromSources } from './api-reference/signature-length';
import { apiSidebar } from './api-reference/sidebar';
import { readTroubleshootingPages, troubleshootingEntries, withTroubleshooting } from './api-reference/troubleshooting';
import { moduleCatalogue } from './catalogue';
import { type PinnedFramework, readPinnedFramework } from './packages';
import { type ModuleManagerPresets, moduleManagerPresets } from './presets';

export interface Options {
    catalogue: {
        categories: CategoryDefinition[];
        /** The tools a module can be compatible with; only these are listed */
        integrationsOfInterest: string[];
    };
    apiReference: {
        packages: ApiPackageDefinition[];
        /** Anchors the pinned sources link to that a heading now has under another id: `/api/x/#old` → `/api/x/#new` */
        anchorAliases: Record<string, string>;
        /** Where TypeDoc models are cached */
        cacheDir: string;
        /** Where the name index for `api:` links is written */
        namesFile: string;
        /** Where the reference's search records are written, for plugins/search-index */
        searchRecordsFile: string;
        /**
         * The docs folder, relative to the site, whose entries the API pages of error classes link to; served at the
         * same path (default `handbook/troubleshooting`)
         */
        troubleshootingDir?: string;
    };
    presets: Pick<ModuleManagerPresets, 'caching' | 'sampling'> & {
        /** Where the presets file goes, relative to the build output */
        path: string;
    };
    /**
     * Whether the production client's route table fetches the API pages' data from files (`client-routes.js`, the
     * site patch `client-routes`), rather than keep Docusaurus's own routes. Default true.
     */
    clientRoutes?: boolean;
}

const defaultTroubleshootingDir = 'handbook/troubleshooting';

/** The site patch `client-routes.js` is, for SITE_PATCHES_OFF and the build's proof that it applied */
const clientRoutesPatch = 'client-routes';

const category = Joi.object({
    name: Joi.string().required(),
    description: Joi.string().required(),
    packages: Joi.array().items(Joi.string()).min(1).required(),
});

const optionsSchema = Joi.object<Options>({
    catalogue: Joi.object({
        categories: Joi.array().items(category).min(1).required(),
        integrationsOfInterest: Joi.array().items(Joi.string()).required(),
    }).required(),
    apiReference: Joi.object({
        packages: Joi.array()
            .items(
                Joi.object({
                    name: Joi.string().required(),
                    entryPoints: Joi.array()
                        .items(
                            Joi.object({
                                subpath: Joi.string().allow('').required(),
                                file: Joi.string().required(),
                                label: Joi.string().required(),
                            }),
                        )
                        .min(1)
                        .required(),
                }),
            )
            .min(1)
            .required(),
        anchorAliases: Joi.object()
            .pattern(Joi.string().pattern(/^\/api\/.*#.+$/), Joi.string().pattern(/^\/api\/.*#.+$/))
            .default({}),
        cacheDir: Joi.string().required(),
        namesFile: Joi.string().required(),
        searchRecordsFile: Joi.string().required(),
        troubleshootingDir: Joi.string().default(defaultTroubleshootingDir),
    }).required(),
    presets: Joi.object({
        path: Joi.string()
            .pattern(/^[\w./-]+\.json$/, 'relative path of a .json file')
            .required(),
        caching: Joi.object({
            enabled: Joi.boolean().required(),
            duration: Joi.number().integer().min(0).required(),
        }).required(),
        sampling: Joi.object({
            enabled: Joi.boolean().required(),
            rate: Joi.number().min(0).max(1).required(),
        }).required(),
    }).required(),
    clientRoutes: Joi.boolean().default(true),
});

export const validateOptions = optionsValidator(optionsSchema);

interface Content {
    framework: PinnedFramework;
    catalogue: ModuleCategory[];
    reference: ApiReference;
    sidebar: SidebarItem[];
    /** `docusaurus start` only: the TypeDoc models are being generated, and the reference is empty meanwhile */
    pending?: boolean;
}

/** Writes `text` to `file` unless it holds it already: the pages that read the file are compiled again when it changes */
async function writeIfChanged(file: string, text: string): Promise<void> {
    const current = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (current !== text) {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, text);
    }
}

/** The module catalogue, as `@generated/framework/default/module-catalogue.json` */
const catalogueFile = 'module-catalogue.json';

const dataFileName = (route: string) => `page-${createHash('sha256').update(route).digest('hex').slice(0, 16)}.json`;

/** Where the browser finds the API pages' data: `/assets/api-pages/<digest of the pages' routes and data>/` */
function pageDataBase(baseUrl: string, pages: Array<{ route: string; json: string }>): string {
    const digest = createHash('sha256');
    for (const { route, json } of pages) {
        digest.update(`${route}\n${json}\n`);
    }
    return `${baseUrl}${apiPageDataFolder}/${digest.digest('hex').slice(0, 12)}/`;
}

/** An API page's data file, as `postBuild` publishes it and the browser fetches it */
const pageDataJson = (page: ApiReference['pages'][number]) => JSON.stringify(page);

/**
 * The API pages' data files this plugin publishes after the build (`postBuild`, under `/assets/api-pages/<digest>/`),
 * with their content; none when the build publishes none (`clientRoutes: false`). For plugins/offline, whose
 * `postBuild` runs beside this plugin's, so the files may not be written yet when it lists them.
 */
export function publishedApiPageData(plugins: LoadedPlugin[]): Array<{ url: string; content: string }> {
    const framework = plugins.find(plugin => plugin.name === frameworkPluginName);
    const base = (framework?.globalData as FrameworkData | undefined)?.apiPageData;
    if (!framework || base === undefined) {
        return [];
    }
    return (framework.content as Content).reference.pages.map(page => ({
        url: `${base}${apiPageDataFile(page.route)}`,
        content: pageDataJson(page),
    }));
}

export default function frameworkPlugin(context: LoadContext, options: Options): Plugin<Content> {
    const log = (message: string) => console.info(`[framework] ${message}`);
    /** The API pages' data files (see `client-routes.js`), known once the routes are added */
    let pageData: { base: string; files: Array<{ route: string; file: string }> } | undefined;
    const troubleshootingDir = options.apiReference.troubleshootingDir ?? defaultTroubleshootingDir;
    /** `docusaurus start`: whether the TypeDoc models are being generated in the background */
    let generating = false;
    return {
        name: frameworkPluginName,
        getPathsToWatch() {
            return [
                path.join(context.siteDir, 'api-docs', 'modules.ts'),
                path.join(context.siteDir, troubleshootingDir, '*.mdx'),
                // the development server's background work: once it is done, the full reference loads
                ...(isDevServer() ? [doneFile(context.generatedFilesDir)] : []),
            ];
        },
        async loadContent() {
            const started = Date.now();
            const { apiReference } = options;
            const framework = readPinnedFramework(context.siteDir);
            const catalogue = moduleCatalogue(
                options.catalogue.categories,
                options.catalogue.integrationsOfInterest,
                framework.packages.map(pkg => pkg.manifest),
            );
            const missing = isDevServer()
                ? modelsMissing(apiReference.packages, framework.packages, {
                      siteDir: context.siteDir,
                      cacheDir: apiReference.cacheDir,
                  })
                : [];
            if (missing.length > 0) {
                // a first `docusaurus start`: the handbook is served while TypeDoc runs, then the reference loads
                if (!generating) {
                    generating = true;
                    inBackground(context.generatedFilesDir, `TypeDoc models of ${missing.length} packages`, () =>
                        packageModels(apiReference.packages, framework.packages, {
                            siteDir: context.siteDir,
                            cacheDir: apiReference.cacheDir,
                            log,
                        }).finally(() => (generating = false)),
                    );
                }
                const names = { [pendingApiName]: [apiBasePath] };
                await writeIfChanged(apiReference.namesFile, JSON.stringify(names));
                await writeIfChanged(apiReference.searchRecordsFile, '[]');
                const reference: ApiReference = { modules: [], pages: [], names, symbols: {} };
                return { framework, catalogue, reference, sidebar: [], pending: true };
            }
            const [models] = await Promise.all([
                packageModels(apiReference.packages, framework.packages, {
                    siteDir: context.siteDir,
                    cacheDir: apiReference.cacheDir,
                    log,
                }),
                loadMarkdownProcessor(),
            ]);
            const built = buildApiReference(models, catalogue, apiReference.anchorAliases, {
                imageSize: staticImageSizes(
                    context.siteConfig.staticDirectories.map(dir => path.resolve(context.siteDir, dir)),
                ),
                declaredLength: declaredLengthFromSources(
                    packageName => framework.packages.find(pkg => pkg.name === packageName)?.dir ?? packageName,
                ),
            });
            // each error class links to the troubleshooting entries that explain it
            const troubleshooting = troubleshootingEntries(
                readTroubleshootingPages(context.siteDir, troubleshootingDir, context.siteConfig.baseUrl),
            );
            const reference = { ...built, pages: withTroubleshooting(built.pages, troubleshooting, built.names) };
            await writeIfChanged(apiReference.namesFile, JSON.stringify(reference.names));
            await fs.mkdir(path.dirname(apiReference.searchRecordsFile), { recursive: true });
            await fs.writeFile(
                apiReference.searchRecordsFile,
                JSON.stringify(apiSearchRecords(reference.pages, context.siteConfig.url)),
            );
            log(
                `${reference.pages.length} API pages from ${models.length} packages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
            );
            return { framework, catalogue, reference, sidebar: apiSidebar(reference, options.catalogue.categories) };
        },
        async contentLoaded({ content, actions }) {
            const pages = content.reference.pages.map(page => ({ route: page.route, json: pageDataJson(page) }));
            const base = options.clientRoutes === false ? undefined : pageDataBase(context.siteConfig.baseUrl, pages);
            actions.setGlobalData({ facts: content.framework.facts, apiPageData: base } satisfies FrameworkData);
            // for the two pages that show it, in their own scripts (src/components/ModuleCatalogue/catalogue.ts)
            await actions.createData(catalogueFile, JSON.stringify(content.catalogue));
            if (content.pending) {
                // every API page says it is being generated, and shows once it is (the plugin reloads, see dev-start.ts)
                actions.addRoute({
                    path: apiBasePath,
                    exact: false,
                    component: '@site/src/components/ApiReference/Generating',
                });
                pageData = undefined;
                return;
            }
            const sidebar = await actions.createData('api-sidebar.json', JSON.stringify(content.sidebar));
            actions.addRoute({
                path: apiBasePath,
                exact: true,
                component: '@site/src/components/ApiIndexPage',
                modules: { sidebar },
            });
            const files = await Promise.all(
                pages.map(async ({ route, json }) => {
                    const file = await actions.createData(dataFileName(route), json);
                    actions.addRoute({
                        path: route,
                        exact: true,
                        component: '@site/src/components/ApiReference/ApiPage',
                        modules: { page: file, sidebar },
                    });
                    return { route, file };
                }),
            );
            pageData = base === undefined ? undefined : { base, files };
        },
        configureWebpack(config, isServer) {
            if (config.mode !== 'production') {
                // a page with api: links is compiled again when the names change (once the reference is generated)
                return { module: { rules: [generatedFilesRule(context.siteDir, [options.apiReference.namesFile])] } };
            }
            // the browser's route table fetches the API pages' data (client-routes.js); the dev server keeps Docusaurus's
            if (isServer || !pageData || pageData.files.length === 0) {
                return {};
            }
            const targets = ['routes.js', 'routesChunkNames.json', 'registry.js'].map(file => ({
                what: `.docusaurus/${file}`,
                test: path.join(context.generatedFilesDir, file),
            }));
            return {
                plugins: [new PatchProof(clientRoutesPatch, targets)],
                module: {
                    rules: [
                        {
                            test: targets.map(({ test }) => test),
                            enforce: 'pre',
                            use: [
                                seenLoader(clientRoutesPatch),
                                {
                                    loader: path.join(__dirname, 'client-routes.js'),
                                    options: {
                                        pageRoutes: pageData.files.map(({ route }) => route),
                                        dataBase: pageData.base,
                                        routesModule: '@site/src/components/ApiReference/pageRoutes',
                                        basePath: apiBasePath,
                                    },
                                },
                            ],
                        },
                    ],
                },
            };
        },
        async postBuild({ content, outDir }) {
            const presets = moduleManagerPresets(
                content.catalogue,
                content.framework.facts.node,
                options.presets,
                new Date(),
            );
            const file = path.join(outDir, options.presets.path);
            await fs.mkdir(path.dirname(file), { recursive: true });
            await fs.writeFile(file, JSON.stringify(presets));
            if (pageData) {
                const folder = path.join(outDir, pageData.base.slice(context.siteConfig.baseUrl.length));
                await Promise.all(
                    pageData.files.map(async ({ route, file }) => {
                        const target = path.join(folder, apiPageDataFile(route));
                        await fs.mkdir(path.dirname(target), { recursive: true });
                        await fs.copyFile(file, target);
                    }),
                );
            }
        },
    };
}
