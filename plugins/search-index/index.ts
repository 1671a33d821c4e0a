/**
 * The search index: after each build, records in the DocSearch crawler's shape from every built page,
 * written to `<outDir>/search-index/` as content-hashed gzip shards and a manifest. The embedded search
 * loads them in the browser; `npm run search:push` sends the same records to a hosted Algolia index.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

import { manifestPath } from '../../shared/search/records';
import type { SearchRecord } from '../../shared/search/records';
import { type ExtractOptions, searchRecordsFromHtml } from './extract';
import { LinkCounter, recordsByRoute } from './page-rank';
import { searchIndexFiles } from './shards';
import { optionsValidator } from '../options';

export interface Options {
    indexName: string;
    /**
     * Records made from a plugin's own data rather than from built HTML (the API reference's, see
     * plugins/framework/api-reference/search-records.ts): a JSON array of search records; every route that has
     * records there is indexed with them instead of what its HTML would give.
     */
    structuredRecordsFile?: string;
    /** lvl0 for every page under a route prefix, e.g. `{ '/api/': 'API' }`. */
    sections?: Record<string, string>;
    defaultLvl0?: string;
    /** Routes never indexed (the search page itself, the not-found page). */
    ignoreRoutes?: string[];
    /**
     * Route prefix → how much pages under it count in the ranking, between 0 and 1 (1 for any page no prefix names):
     * e.g. `{ '/legal/': 0.3 }`, so that a technical query finds the guide before a legal page that uses its words.
     */
    pageWeights?: Record<string, number>;
    /**
     * The same, for a query that reads as a pasted message (see shared/search/query.ts, readsAsMessage), instead of
     * pageWeights: e.g. the troubleshooting entries that quote messages count fully, the guides and API pages less.
     */
    messagePageWeights?: Record<string, number>;
    maxShardBytes?: number;
}

const optionsSchema = Joi.object<Options>({
    indexName: Joi.string().required(),
    structuredRecordsFile: Joi.string(),
    sections: Joi.object().pattern(Joi.string().pattern(/^\//), Joi.string()).default({}),
    defaultLvl0: Joi.string().default('Documentation'),
    ignoreRoutes: Joi.array().items(Joi.string()).default(['/search/', '/404.html']),
    pageWeights: Joi.object().pattern(Joi.string().pattern(/^\//), Joi.number().greater(0).max(1)).default({}),
    messagePageWeights: Joi.object().pattern(Joi.string().pattern(/^\//), Joi.number().greater(0).max(1)),
    maxShardBytes: Joi.number()
        .integer()
        .min(16 * 1024)
        .default(1024 * 1024),
});

export const validateOptions = optionsValidator(optionsSchema);

/** The built HTML file of a route, whichever way `trailingSlash` wrote it. */
export async function htmlFileOf(outDir: string, route: string): Promise<string | undefined> {
    const candidates = route.endsWith('.html')
        ? [route]
        : [path.join(route, 'index.html'), `${route.replace(/\/$/, '')}.html`];
    for (const candidate of candidates) {
        const file = path.join(outDir, candidate);
        if (
            await fs.stat(file).then(
                stat => stat.isFile(),
                () => false,
            )
        ) {
            return file;
        }
    }
    return undefined;
}

export default function searchIndex(_context: LoadContext, options: Options): Plugin {
    return {
        name: 'site-search-index',
        async postBuild({ outDir, routesPaths, siteConfig }) {
            const started = Date.now();
            const ignored = new Set(options.ignoreRoutes ?? []);
            const routes = [...new Set(routesPaths)].filter(route => !ignored.has(route)).sort();
            const structured = options.structuredRecordsFile
                ? recordsByRoute(JSON.parse(await fs.readFile(options.structuredRecordsFile, 'utf8')) as SearchRecord[])
                : new Map<string, SearchRecord[]>();
            const records: SearchRecord[] = [];
            const links = new LinkCounter(siteConfig.url);
            for (const route of routes) {
                const file = await htmlFileOf(outDir, route);
                if (!file) {
                    continue;
                }
                const extract: ExtractOptions = {
                    siteUrl: siteConfig.url,
                    route,
                    sections: options.sections,
                    defaultLvl0: options.defaultLvl0,
                    onLink: href => links.add(route, href),
                };
                const fromHtml = searchRecordsFromHtml(await fs.readFile(file, 'utf8'), extract);
                records.push(...(structured.get(route) ?? fromHtml));
            }
            for (const record of records) {
                record.weight.pageRank = links.rankOf(record);
            }
            const { manifest, files } = searchIndexFiles(records, {
                indexName: options.indexName,
                siteOrigin: new URL(siteConfig.url).origin,
                pageWeights: options.pageWeights,
                messagePageWeights: options.messagePageWeights,
                maxShardBytes: options.maxShardBytes,
            });
            const dir = path.join(outDir, path.dirname(manifestPath));
            await fs.rm(dir, { recursive: true, force: true });
            await fs.mkdir(dir, { recursive: true });
            // the manifest last, and whole (a temporary name, then renamed): plugins/offline, running beside this
            // plugin, reads the shards once the manifest is there
            const manifestFile = path.basename(manifestPath);
            await Promise.all(
                files
                    .filter(({ name }) => name !== manifestFile)
                    .map(({ name, bytes }) => fs.writeFile(path.join(dir, name), bytes)),
            );
            for (const { name, bytes } of files.filter(({ name }) => name === manifestFile)) {
                await fs.writeFile(path.join(dir, `${name}.tmp`), bytes);
                await fs.rename(path.join(dir, `${name}.tmp`), path.join(dir, name));
            }
            const gz = Object.values(manifest.partitions)
                .flat()
                .reduce((sum, shard) => sum + shard.bytes, 0);
            logger.info`[search-index] ${manifest.records} records from ${routes.length} routes in ${Object.values(manifest.partitions).flat().length} shards (${(gz / 1024).toFixed(0)} KiB gzip), ${Date.now() - started} ms`;
        },
    };
}
