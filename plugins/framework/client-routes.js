// A webpack/Rspack loader for three files Docusaurus 3.7.0 generates, in the production client bundle only: the route
// table (`.docusaurus/routes.js`), the modules of each route (`routesChunkNames.json`) and the loaders of those modules
// (`registry.js`). All three go into `main.js`, which every page downloads and runs before it is interactive, and the
// API reference's ~340 pages took ~60 bytes gzip each there, plus two entries each in the webpack runtime. They all
// share one component, one sidebar and one plugin context, and differ only by their page data.
//
// The loader takes those routes out of the three files and puts in their place one call to
// `src/components/ApiReference/pageRoutes.tsx`, with the pages' slugs in one string and one shared entry (`templateKey`)
// in the routes' modules: the page's component, context and sidebar, without the page data, which the browser fetches
// from `assets/api-pages/<digest>/` instead (written by the plugin's `postBuild`). The server bundle keeps Docusaurus's
// own route table, so every page is rendered to HTML exactly as before.
//
// If a Docusaurus upgrade changes the files' format, or a page is missing from them, the build fails saying so.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** The key of the shared entry in routesChunkNames.json; never a route's (those are `<path>-<hash>`) */
const templateKey = '__api-page';

/** The route's modules other than its page data, which must be the same for every API page */
const sharedModulesOf = chunkNames => {
    const { page, ...shared } = chunkNames;
    if (typeof page !== 'string') {
        throw new Error(`client-routes: an API page's route has no "page" module: ${JSON.stringify(chunkNames)}`);
    }
    return shared;
};

const routeOfKey = key => key.replace(/-[^-]+$/, '');

/**
 * The routes' modules without the API pages', and what they shared, checked.
 * @param {Record<string, Record<string, unknown>>} routesChunkNames
 * @param {Set<string>} pageRoutes
 */
function splitChunkNames(routesChunkNames, pageRoutes) {
    const kept = {};
    const pageChunks = new Set();
    let template;
    const found = new Set();
    for (const [key, chunkNames] of Object.entries(routesChunkNames)) {
        const route = routeOfKey(key);
        if (!pageRoutes.has(route)) {
            kept[key] = chunkNames;
            continue;
        }
        const shared = sharedModulesOf(chunkNames);
        if (template === undefined) {
            template = shared;
        } else if (JSON.stringify(shared) !== JSON.stringify(template)) {
            throw new Error(
                `client-routes: the API page ${route} has modules other than the other pages' besides its data: ${JSON.stringify(shared)}, not ${JSON.stringify(template)}`,
            );
        }
        found.add(route);
        pageChunks.add(chunkNames.page);
    }
    const missing = [...pageRoutes].filter(route => !found.has(route));
    if (missing.length > 0) {
        throw new Error(
            `client-routes: ${missing.length} API pages are missing from .docusaurus/routesChunkNames.json, e.g. ${missing[0]}; check the Docusaurus version`,
        );
    }
    for (const chunkNames of Object.values(kept)) {
        for (const name of Object.values(flat(chunkNames))) {
            if (pageChunks.has(name)) {
                throw new Error(`client-routes: the API page data module ${name} is used by another route too`);
            }
        }
    }
    return { kept: { ...kept, [`${templateKey}-`]: template }, pageChunks };
}

/** `{ a: 'x', b: { c: 'y' } }` → `{ a: 'x', 'b.c': 'y' }`, as Docusaurus flattens a route's modules */
function flat(value, prefix = '', into = {}) {
    for (const [key, inner] of Object.entries(value)) {
        const keyPath = prefix ? `${prefix}.${key}` : key;
        if (inner && typeof inner === 'object') {
            flat(inner, keyPath, into);
        } else {
            into[keyPath] = inner;
        }
    }
    return into;
}

// `  {\n    path: '/api/core/',\n    component: ComponentCreator('/api/core/', '8b2'),\n    exact: true\n  },\n`
const topLevelRoute =
    /^ {2}\{\n {4}path: '([^'\n]+)',\n {4}component: ComponentCreator\('\1', '[^'\n]+'\),\n {4}exact: true\n {2}\},?\n/gm;

/**
 * routes.js with the API pages' routes replaced by one call that makes them in the browser.
 * @param {string} source
 * @param {{ pageRoutes: string[], dataBase: string, routesModule: string, basePath: string }} options
 */
function routesWithPageRoutes(source, options) {
    const pageRoutes = new Set(options.pageRoutes);
    const slugs = [];
    let at = -1;
    const rest = source.replace(topLevelRoute, (entry, route, offset) => {
        if (!pageRoutes.has(route)) {
            return entry;
        }
        if (at === -1) {
            at = offset;
        }
        slugs.push(route.slice(options.basePath.length, -1));
        return '';
    });
    if (slugs.length !== pageRoutes.size) {
        throw new Error(
            `client-routes: found ${slugs.length} of the ${pageRoutes.size} API pages' routes in .docusaurus/routes.js; its format has changed, check the Docusaurus version`,
        );
    }
    if (slugs.some(slug => slug === '' || /\s/.test(slug))) {
        throw new Error(`client-routes: an API page's route has an empty slug or white space: ${slugs.join(', ')}`);
    }
    const call = `  ...apiPageRoutes(ComponentCreator(${JSON.stringify(templateKey)}, ''), ${JSON.stringify(options.dataBase)}, ${JSON.stringify(slugs.join(' '))}),\n`;
    const imports = `import apiPageRoutes from ${JSON.stringify(options.routesModule)};\n`;
    return imports + rest.slice(0, at) + call + rest.slice(at);
}

/**
 * registry.js without the loaders of the API pages' data.
 * @param {string} source
 * @param {Set<string>} pageChunks
 */
function registryWithoutPageData(source, pageChunks) {
    let removed = 0;
    const result = source.replace(/^ {2}"([^"\n]+)": \[.*\],\n?/gm, (entry, name) => {
        if (!pageChunks.has(name)) {
            return entry;
        }
        removed++;
        return '';
    });
    if (removed !== pageChunks.size) {
        throw new Error(
            `client-routes: removed ${removed} of the ${pageChunks.size} API page data modules from .docusaurus/registry.js; its format has changed, check the Docusaurus version`,
        );
    }
    return result;
}

module.exports = function clientRoutesLoader(source) {
    const options = this.getOptions();
    const pageRoutes = new Set(options.pageRoutes);
    const file = path.basename(this.resourcePath);
    if (file === 'routes.js') {
        return routesWithPageRoutes(source, options);
    }
    if (file === 'routesChunkNames.json') {
        return JSON.stringify(splitChunkNames(JSON.parse(source), pageRoutes).kept);
    }
    if (file === 'registry.js') {
        const chunkNamesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
        this.addDependency(chunkNamesFile);
        const { pageChunks } = splitChunkNames(JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8')), pageRoutes);
        return registryWithoutPageData(source, pageChunks);
    }
    throw new Error(`client-routes: not one of the files this loader rewrites: ${this.resourcePath}`);
};
module.exports.templateKey = templateKey;
module.exports.routesWithPageRoutes = routesWithPageRoutes;
module.exports.splitChunkNames = splitChunkNames;
module.exports.registryWithoutPageData = registryWithoutPageData;
