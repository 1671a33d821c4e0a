/**
 * Offline reading. After each build this plugin lists the files a reader needs to read the docs without a network
 * (every handbook, community, release and API page, the search page and its index, and the scripts, styles and data
 * under `/assets/`), writes the list to `/offline/files-<build>.json` with its size to `/offline/summary.json`, and
 * writes the service worker (`service-worker.js`) to `/sw.js` with the build's id: a digest of every listed file,
 * so an unchanged site is no new version and a changed one is. The page side is src/components/OfflineReading.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { LoadContext, Plugin } from '@docusaurus/types';
import { createMatcher } from '@docusaurus/utils';
import { Joi } from '@docusaurus/utils-validation';

import { apiPageDataFolder } from '../../shared/api-routes';
import { filesUnder } from '../files';
import { cpuMilliseconds } from '../cpu';
import { contentDigest, digestOf, writeFileAtomically } from '../digests';
import { publishedApiPageData } from '../framework';
import { optionsValidator } from '../options';

export interface Options {
    /** Where the pages kept for offline reading live: route prefixes */
    pagePrefixes: string[];
    /** Folders of the build whose every file is kept (scripts, styles, the search index) */
    fileFolders: string[];
    /** Routes never kept (globs) */
    ignorePatterns: string[];
    /**
     * The search index's manifest, which plugins/search-index writes after the build as this plugin runs: the
     * manifest and every shard it names are kept. Waited for, up to `searchIndexWait` milliseconds.
     */
    searchManifest?: string;
    searchIndexWait: number;
}

const optionsSchema = Joi.object<Options>({
    pagePrefixes: Joi.array().items(Joi.string().pattern(/^\//)).min(1).required(),
    fileFolders: Joi.array().items(Joi.string()).min(1).required(),
    ignorePatterns: Joi.array().items(Joi.string()).default([]),
    searchManifest: Joi.string().pattern(/^\//),
    searchIndexWait: Joi.number().integer().min(0).default(300_000),
});

export const validateOptions = optionsValidator(optionsSchema);

export const pluginName = 'offline-reading';

/** The files of `folder` (relative to the build), as site-relative URLs */
function filesOf(outDir: string, folder: string): string[] {
    return filesUnder(path.join(outDir, folder)).map(file => `/${path.posix.join(folder, file)}`);
}

/** The pages kept for offline reading: routes under the prefixes that have a page of their own */
export function offlinePages(routesPaths: string[], prefixes: string[], ignored: (route: string) => boolean): string[] {
    return [...new Set(routesPaths)]
        .filter(route => route.endsWith('/') && !ignored(route) && prefixes.some(prefix => route.startsWith(prefix)))
        .sort();
}

/** The search index's files, once plugins/search-index has written them (it runs beside this plugin) */
async function searchIndexFiles(outDir: string, manifestUrl: string, wait: number): Promise<string[]> {
    const file = path.join(outDir, manifestUrl);
    for (const started = Date.now(); !existsSync(file);) {
        if (Date.now() - started > wait) {
            throw new Error(
                `[offline] ${manifestUrl} did not appear in the build within ${wait} ms: is plugins/search-index on?`,
            );
        }
        await new Promise(resolve => setTimeout(resolve, 200));
    }
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { partitions: Record<string, Array<{ file: string }>> };
    const folder = path.posix.dirname(manifestUrl);
    return [
        manifestUrl,
        ...Object.values(manifest.partitions).flatMap(shards => shards.map(({ file: name }) => `${folder}/${name}`)),
    ];
}

/** The file a URL of the list is served from */
const fileOf = (outDir: string, url: string) => path.join(outDir, url.endsWith('/') ? `${url}index.html` : url);

/** The compressed size of each file, by its content digest, kept between builds (compressing is the slow part) */
class CompressedSizes {
    private readonly sizes: Record<string, number>;

    constructor(private readonly file: string) {
        try {
            this.sizes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
        } catch {
            this.sizes = {};
        }
    }

    of(digest: string, content: Buffer): number {
        return (this.sizes[digest] ??= gzipSync(content).length);
    }

    save(used: Set<string>): void {
        const kept = Object.fromEntries(Object.entries(this.sizes).filter(([digest]) => used.has(digest)));
        mkdirSync(path.dirname(this.file), { recursive: true });
        writeFileAtomically(this.file, JSON.stringify(kept));
    }
}

export default function offlineReading(context: LoadContext, options: Options): Plugin {
    return {
        name: pluginName,
        async contentLoaded({ actions }) {
            // `npm start` has no /sw.js to register, and a worker would answer with kept files while pages are edited
            if (process.env.NODE_ENV === 'production') {
                actions.setGlobalData({ enabled: true });
            }
        },
        async postBuild({ outDir, routesPaths, plugins }) {
            const started = Date.now();
            const ignored = createMatcher(options.ignorePatterns);
            // the API pages' data, which plugins/framework writes beside this plugin: listed, and read, from its content
            const apiPageData = new Map(publishedApiPageData(plugins).map(({ url, content }) => [url, content]));
            const writtenBeside = (url: string) => url.startsWith(`/${apiPageDataFolder}/`);
            const urls = [
                ...offlinePages(routesPaths, options.pagePrefixes, ignored),
                ...options.fileFolders
                    .flatMap(folder => filesOf(outDir, folder))
                    .filter(url => !writtenBeside(url))
                    .concat([...apiPageData.keys()])
                    .sort(),
                ...(options.searchManifest
                    ? await searchIndexFiles(outDir, options.searchManifest, options.searchIndexWait)
                    : []),
            ];
            const sizes = new CompressedSizes(
                path.join(context.siteDir, 'node_modules', '.cache', 'offline', 'sizes.json'),
            );
            // the loop below never yields: the process's CPU time over it is this plugin's own
            const cpuBefore = process.cpuUsage();
            const digests: string[] = [];
            const fileDigests: string[] = [];
            let bytes = 0;
            for (const url of urls) {
                const published = apiPageData.get(url);
                const content = published === undefined ? readFileSync(fileOf(outDir, url)) : Buffer.from(published);
                const digest = contentDigest(content.toString('latin1'));
                digests.push(digest);
                if (!url.endsWith('/')) {
                    fileDigests.push(digest);
                }
                bytes += url.endsWith('.gz') ? content.length : sizes.of(digest, content);
            }
            sizes.save(new Set(digests));
            // A page's content is in a script whose name has its hash, and other plugins (social-cards) may still be
            // rewriting the pages' heads as this runs: the version is the list and the files', not the pages' bytes.
            const build = digestOf(...urls, ...fileDigests).slice(0, 16);
            const listUrl = `/offline/files-${build}.json`;
            mkdirSync(path.join(outDir, 'offline'), { recursive: true });
            writeFileSync(path.join(outDir, listUrl), JSON.stringify({ build, urls }));
            writeFileSync(
                path.join(outDir, 'offline', 'summary.json'),
                JSON.stringify({ build, files: urls.length, bytes }),
            );
            const worker = readFileSync(path.join(__dirname, 'service-worker.js'), 'utf8')
                .replace('__BUILD_ID__', build)
                .replace('__LIST_URL__', listUrl);
            writeFileSync(path.join(outDir, 'sw.js'), worker);
            console.info(
                `[offline] ${urls.length} files kept for offline reading, ${(bytes / 1_000_000).toFixed(1)} MB compressed (build ${build}), ${Date.now() - started} ms, waiting for the search index included (${cpuMilliseconds(cpuBefore)} ms of CPU)`,
            );
        },
    };
}
