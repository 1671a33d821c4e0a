/**
 * Computes the module catalogue from the installed `@serenity-js/*` packages and publishes it to
 * the pages that show it (the API index at `/api/` loads it as its own route data, the releases
 * page's compatibility matrix imports it) and, after the build, as the presets file that
 * Serenity/JS tooling reads.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { promises as fs, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { type FrameworkFacts, frameworkFactsOf } from '../../shared/framework-facts';
import { type CategoryDefinition, moduleCatalogue, type ModuleCategory, type PackageJson } from './catalogue';
import { type ModuleManagerPresets, moduleManagerPresets } from './presets';
import { optionsValidator } from '../options';

export interface Options {
    categories: CategoryDefinition[];
    integrationsOfInterest: string[];
    /** Route of the page that lists the catalogue; `false` when another plugin owns it. */
    indexRoute: string | false;
    presets: Pick<ModuleManagerPresets, 'caching' | 'sampling'> & {
        /** Where the presets file goes, relative to the build output */
        path: string;
    };
}

const optionsSchema = Joi.object<Options>({
    categories: Joi.array()
        .items(
            Joi.object({
                name: Joi.string().required(),
                description: Joi.string().required(),
                packages: Joi.array().items(Joi.string()).min(1).required(),
            }),
        )
        .min(1)
        .required(),
    integrationsOfInterest: Joi.array().items(Joi.string()).required(),
    indexRoute: Joi.alternatives(
        Joi.string().pattern(/^\/.*\/$/, 'path with leading and trailing slash'),
        Joi.boolean().valid(false),
    ).default('/api/'),
    presets: Joi.object({
        path: Joi.string()
            .pattern(/^[\w./-]+\.json$/, 'relative path of a .json file')
            .default('presets/v3/module-manager.json'),
        caching: Joi.object({
            enabled: Joi.boolean().required(),
            duration: Joi.number().integer().min(0).required(),
        }).default({ enabled: true, duration: 86_400_000 }),
        sampling: Joi.object({
            enabled: Joi.boolean().required(),
            rate: Joi.number().min(0).max(1).required(),
        }).default({ enabled: true, rate: 0.1 }),
    }).default(),
});

export const validateOptions = optionsValidator(optionsSchema);

/** Reads `<package>/package.json` as installed under the site's `node_modules`. */
export function installedPackageJson(siteDir: string): (name: string) => PackageJson {
    const require = createRequire(path.join(siteDir, 'package.json'));
    return (name: string) => {
        try {
            return require(`${name}/package.json`) as PackageJson;
        } catch (error) {
            throw new Error(
                `Module catalogue: ${name} is listed in config/moduleCatalogue.ts but is not installed (${(error as Error).message.split('\n')[0]}). Add it to package.json and run npm install.`,
            );
        }
    };
}

interface Content {
    catalogue: ModuleCategory[];
    facts: FrameworkFacts;
}

export default function moduleCataloguePlugin(context: LoadContext, options: Options): Plugin<Content> {
    return {
        name: 'module-catalogue',
        async loadContent() {
            const read = installedPackageJson(context.siteDir);
            const names = options.categories.flatMap(category => category.packages);
            const serenityBddDir = path.dirname(
                createRequire(path.join(context.siteDir, 'package.json')).resolve(
                    '@serenity-js/serenity-bdd/package.json',
                ),
            );
            return {
                catalogue: moduleCatalogue(options.categories, options.integrationsOfInterest, read),
                facts: frameworkFactsOf(names.map(read), readdirSync(path.join(serenityBddDir, 'cache'))),
            };
        },
        async postBuild({ content, outDir }) {
            const siteEngines =
                (createRequire(path.join(context.siteDir, 'package.json'))('./package.json') as PackageJson).engines ??
                {};
            const presets = moduleManagerPresets(content.catalogue, siteEngines, options.presets, new Date());
            const file = path.join(outDir, options.presets.path);
            await fs.mkdir(path.dirname(file), { recursive: true });
            await fs.writeFile(file, JSON.stringify(presets));
        },
        async contentLoaded({ content, actions }) {
            const catalogue = await actions.createData('module-catalogue.json', JSON.stringify(content.catalogue));
            // read by src/components/FrameworkFacts: the versions and ranges pages state in prose
            actions.setGlobalData(content.facts);
            if (options.indexRoute) {
                actions.addRoute({
                    path: options.indexRoute,
                    exact: true,
                    component: '@site/src/components/ApiIndexPage',
                    modules: { catalogue },
                });
            }
        },
    };
}
