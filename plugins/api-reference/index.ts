/**
 * The API reference: generated from the installed `@serenity-js/*` packages' TypeScript sources with
 * TypeDoc (models cached in `api-docs/models/`), rendered as prerendered React pages — an overview per
 * entry point, a page per class, function, interface and enum, the `/api/` index — with the `api`
 * sidebar. Each route loads only its own page data. It also publishes the name index that turns the
 * handbook's `api:` links into page URLs (see `remark-api-links.ts`).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

import type { ApiPackageDefinition } from '../../api-docs/modules';
import type { CategoryDefinition } from '../module-catalogue/catalogue';
import { loadMarkdownProcessor } from './markup';
import { packageModels } from './models';
import { type ApiReference, buildApiReference } from './reference';
import { basePath } from './routes';
import { apiSidebar, type SidebarItem } from './sidebar';
import { optionsValidator } from '../options';

export interface Options {
    packages: ApiPackageDefinition[];
    categories: CategoryDefinition[];
    linkCorrections: Record<string, string>;
    /** Where TypeDoc models are cached, relative to the site */
    cacheDir: string;
    /** Where the name index for `api:` links is written, relative to the site */
    namesFile: string;
}

const optionsSchema = Joi.object<Options>({
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
    categories: Joi.array()
        .items(
            Joi.object({
                name: Joi.string().required(),
                description: Joi.string().required(),
                packages: Joi.array().items(Joi.string()).required(),
            }),
        )
        .required(),
    linkCorrections: Joi.object().pattern(Joi.string(), Joi.string()).default({}),
    cacheDir: Joi.string().default('api-docs/models'),
    namesFile: Joi.string().default('.docusaurus/api-reference/api-names.json'),
});

export const validateOptions = optionsValidator(optionsSchema);

interface Content {
    reference: ApiReference;
    sidebar: SidebarItem[];
}

const dataFileName = (route: string) => `page-${createHash('sha256').update(route).digest('hex').slice(0, 16)}.json`;

export default function apiReferencePlugin(context: LoadContext, options: Options): Plugin<Content> {
    return {
        name: 'api-reference',
        getPathsToWatch() {
            return [path.join(context.siteDir, 'api-docs', 'modules.ts')];
        },
        async loadContent() {
            const started = Date.now();
            const [models] = await Promise.all([
                packageModels(options.packages, {
                    siteDir: context.siteDir,
                    cacheDir: path.resolve(context.siteDir, options.cacheDir),
                    log: message => console.info(`[api-reference] ${message}`),
                }),
                loadMarkdownProcessor(),
            ]);
            const reference = buildApiReference(models, options.linkCorrections);
            const namesFile = path.resolve(context.siteDir, options.namesFile);
            await fs.mkdir(path.dirname(namesFile), { recursive: true });
            await fs.writeFile(namesFile, JSON.stringify(reference.names));
            console.info(
                `[api-reference] ${reference.pages.length} pages from ${models.length} packages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
            );
            return { reference, sidebar: apiSidebar(reference, options.categories) };
        },
        async contentLoaded({ content, actions }) {
            const sidebar = await actions.createData('api-sidebar.json', JSON.stringify(content.sidebar));
            const catalogue = path.join(
                context.generatedFilesDir,
                'module-catalogue',
                'default',
                'module-catalogue.json',
            );
            actions.addRoute({
                path: basePath,
                exact: true,
                component: '@site/src/components/ApiIndexPage',
                modules: { catalogue, sidebar },
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
                            ...(page.type === 'overview' ? { catalogue } : {}),
                        },
                    });
                }),
            );
        },
    };
}
