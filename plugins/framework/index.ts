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

import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

import type { SidebarItem } from '../../shared/api-reference';
import {
    apiBasePath,
    type CategoryDefinition,
    type FrameworkData,
    frameworkPluginName,
    type ModuleCategory,
} from '../../shared/catalogue';
import { optionsValidator } from '../options';
import { loadMarkdownProcessor } from './api-reference/markup';
import { staticImageSizes } from './api-reference/image-sizes';
import { type ApiPackageDefinition, packageModels } from './api-reference/models';
import { type ApiReference, buildApiReference } from './api-reference/reference';
import { apiSearchRecords } from './api-reference/search-records';
import { apiSidebar } from './api-reference/sidebar';
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
    };
    presets: Pick<ModuleManagerPresets, 'caching' | 'sampling'> & {
        /** Where the presets file goes, relative to the build output */
        path: string;
    };
}

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
});

export const validateOptions = optionsValidator(optionsSchema);

interface Content {
    framework: PinnedFramework;
    catalogue: ModuleCategory[];
    reference: ApiReference;
    sidebar: SidebarItem[];
}

const dataFileName = (route: string) => `page-${createHash('sha256').update(route).digest('hex').slice(0, 16)}.json`;

export default function frameworkPlugin(context: LoadContext, options: Options): Plugin<Content> {
    const log = (message: string) => console.info(`[framework] ${message}`);
    return {
        name: frameworkPluginName,
        getPathsToWatch() {
            return [path.join(context.siteDir, 'api-docs', 'modules.ts')];
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
            const [models] = await Promise.all([
                packageModels(apiReference.packages, framework.packages, {
                    siteDir: context.siteDir,
                    cacheDir: apiReference.cacheDir,
                    log,
                }),
                loadMarkdownProcessor(),
            ]);
            const reference = buildApiReference(models, catalogue, apiReference.anchorAliases, {
                imageSize: staticImageSizes(
                    context.siteConfig.staticDirectories.map(dir => path.resolve(context.siteDir, dir)),
                ),
            });
            await fs.mkdir(path.dirname(apiReference.namesFile), { recursive: true });
            await fs.writeFile(apiReference.namesFile, JSON.stringify(reference.names));
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
            actions.setGlobalData({
                facts: content.framework.facts,
                catalogue: content.catalogue,
            } satisfies FrameworkData);
            const sidebar = await actions.createData('api-sidebar.json', JSON.stringify(content.sidebar));
            actions.addRoute({
                path: apiBasePath,
                exact: true,
                component: '@site/src/components/ApiIndexPage',
                modules: { sidebar },
            });
            await Promise.all(
                content.reference.pages.map(async page => {
                    actions.addRoute({
                        path: page.route,
                        exact: true,
                        component: '@site/src/components/ApiReference/ApiPage',
                        modules: {
                            page: await actions.createData(dataFileName(page.route), JSON.stringify(page)),
                            sidebar,
                        },
                    });
                }),
            );
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
        },
    };
}
