/**
 * Writing the twins once the pages are built: a job of plain data (index.ts puts it together from what the content
 * plugins loaded), run in a worker thread (worker.ts), beside the search index, which reads every built page at the
 * same time. The twins are kept in a cache (cache.ts), so that a build converts only what changed.
 *
 * - the API reference's twins and each package's llms.txt, from the page data plugins/framework built from TypeDoc
 *   (framework/api-reference/markdown.ts);
 * - handbook, community, releases, blog posts and MDX pages from their MDX source (mdx.ts), every other page (home,
 *   the blog's lists and tags, search) from its built `<main>` (html.ts), and llms.txt and llms-full.txt.
 */
import { mkdirSync, promises as fs, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { ApiPage, ItemPage, OverviewPage } from '../../shared/api-reference';
import { apiBasePath } from '../../shared/api-routes';
import { type FrameworkData, type ModuleCategory, moduleRoute, moduleSlug } from '../../shared/catalogue';
import { twinPathOf } from '../../shared/markdown-twins';
import type { ReportImageManifest } from '../../shared/report-images';
import { apiPageToMarkdown, packageLlmsTxt } from '../framework/api-reference/markdown';
import { htmlFileOf } from '../search-index';
import { digestOf } from '../digests';
import { converterDigest, TwinCache } from './cache';
import { componentRenderers } from './components';
import { htmlToMarkdown } from './html';
import { type LlmsLink, type LlmsSection, llmsFullTxt, llmsTxt } from './llms';
import { loadMarkdownTools } from './markdown';
import { mdxToMarkdown, type PageHeader } from './mdx';
import { recordTwinStats, type TwinStats } from './stats';

/** A page written from MDX */
export interface SourcePage extends PageHeader {
    route: string;
    /** absolute path of the MDX file */
    file: string;
}

export interface AreaPages {
    id: string;
    pages: SourcePage[];
}

export interface TwinsJob {
    siteDir: string;
    /** The build's output folder */
    outDir: string;
    generatedFilesDir: string;
    /** Where twins are kept between builds */
    cacheDir: string;
    site: { name: string; summary: string; siteUrl: string };
    /** Every route that gets a twin, as built (`/releases/versioning/`) */
    routes: string[];
    /** The pages with an MDX source, as the content plugins list them */
    sources: { areas: AreaPages[]; posts: SourcePage[]; pages: SourcePage[] };
    facts: FrameworkData['facts'];
    catalogue: ModuleCategory[];
    apiPages: ApiPage[];
    currentNodeVersion: string;
    /** Origins that mean this site in links */
    origins: string[];
    namesFile: string;
    reportImagesFile: string;
    docsAreas: Array<{ id: string; title: string }>;
    fullTextAreas: string[];
}

/** How many built pages are read at once to write their twins from HTML */
const htmlBatchSize = 16;

/** Writes files into the build (nothing else reads Markdown and llms.txt files while the build runs) */
function writeAll(outDir: string, files: Map<string, string>): void {
    for (const [file, text] of files) {
        const target = path.join(outDir, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, text);
    }
}

function statsOf(files: Map<string, string>, started: number, cache: TwinCache): TwinStats {
    const sizes = [...files].map(([file, text]) => [file, Buffer.byteLength(text)] as const);
    const twins = sizes.filter(([file]) => file.endsWith('.md'));
    return {
        twins: twins.length,
        twinBytes: twins.reduce((sum, [, bytes]) => sum + bytes, 0),
        indexes: Object.fromEntries(sizes.filter(([file]) => !file.endsWith('.md'))),
        milliseconds: Date.now() - started,
        fromCache: cache.hits,
    };
}

function titleOf(html: string): string {
    return (/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/\s*\|\s*Serenity\/JS\s*$/, '').trim();
}

/**
 * The twins of the API reference (see shared/markdown-twins.ts): one per page, and `/api/<package>/llms.txt` per
 * package, listing every item with its one-line signature. (The `/api/` index is a page without page data of its
 * own: its twin comes from its HTML.)
 */
function writeApiTwins(job: TwinsJob, converter: string): TwinStats {
    const started = Date.now();
    const { siteUrl } = job.site;
    const cache = new TwinCache(job.cacheDir, 'api', digestOf(converter, siteUrl));
    const files = new Map<string, string>();
    for (const page of job.apiPages) {
        files.set(
            twinPathOf(page.route),
            cache.twinOf(JSON.stringify(page), () => apiPageToMarkdown(page, siteUrl)),
        );
    }
    cache.prune();
    const overviews = job.apiPages.filter((page): page is OverviewPage => page.type === 'overview');
    const items = job.apiPages.filter((page): page is ItemPage => page.type === 'item');
    for (const category of job.catalogue) {
        for (const module of category.items) {
            const ofPackage = overviews.filter(overview => overview.module.packageName === module.name);
            files.set(
                `${moduleRoute(moduleSlug(module.name))}llms.txt`,
                packageLlmsTxt(module.name, module.description, ofPackage, items, siteUrl),
            );
        }
    }
    writeAll(job.outDir, files);
    return statsOf(files, started, cache);
}

async function writePageTwins(job: TwinsJob, converter: string): Promise<TwinStats> {
    const { outDir, site } = job;
    const { siteUrl } = site;
    const started = Date.now();
    const twinRoutes = new Set(job.routes);
    const isPage = (pathname: string) => twinRoutes.has(pathname) || twinRoutes.has(`${pathname.replace(/\/$/, '')}/`);
    const reportImagesText = readFileSync(job.reportImagesFile, 'utf8');
    const reportImages = JSON.parse(reportImagesText) as ReportImageManifest;
    // a twin states facts, links to routes and API names, shows pictures: all of it is its context in the cache
    const cache = new TwinCache(
        job.cacheDir,
        'pages',
        digestOf(
            converter,
            JSON.stringify([siteUrl, job.origins, job.routes, job.sources, job.facts, job.catalogue]),
            job.currentNodeVersion,
            reportImagesText,
            readFileSync(job.namesFile, 'utf8'),
        ),
    );
    const mdxOptions = {
        siteUrl,
        origins: job.origins,
        namesFile: job.namesFile,
        isPage,
        components: componentRenderers({
            facts: job.facts,
            catalogue: job.catalogue,
            currentNodeVersion: job.currentNodeVersion,
            reportImages,
            siteUrl,
        }),
        read: (file: string) => readFileSync(file, 'utf8'),
    };

    // content plugins give permalinks as written (`/releases/versioning`); routes as built (`/releases/versioning/`)
    const builtRoute = (route: string) => (twinRoutes.has(`${route}/`) ? `${route}/` : route);
    const built = (page: SourcePage): SourcePage => ({ ...page, route: builtRoute(page.route) });
    const areas = job.sources.areas.map(area => ({ ...area, pages: area.pages.map(built) }));
    const posts = job.sources.posts.map(built);
    const pages = job.sources.pages.map(built);
    const fromSource = [...areas.flatMap(area => area.pages), ...posts, ...pages];
    const sources = new Map(fromSource.map(page => [path.normalize(page.file), page.route]));
    const routeOfSource = (file: string) => sources.get(path.normalize(file));

    const twins = new Map<string, string>();
    for (const page of fromSource.filter(candidate => twinRoutes.has(candidate.route))) {
        try {
            const source = readFileSync(page.file, 'utf8');
            twins.set(
                page.route,
                cache.twinOf(JSON.stringify([page, source]), read =>
                    mdxToMarkdown(source, page, page, { ...mdxOptions, routeOfSource, read }),
                ),
            );
        } catch (error) {
            throw new Error(`markdown-twins: the twin of ${page.route} (${page.file}): ${(error as Error).message}`, {
                cause: error,
            });
        }
    }
    // every other page without page data of its own from its built HTML, a few at a time
    const apiRoutes = new Set(job.apiPages.map(page => page.route));
    const fromHtml = job.routes.filter(route => !twins.has(route) && !apiRoutes.has(route));
    for (let start = 0; start < fromHtml.length; start += htmlBatchSize) {
        const batch = await Promise.all(
            fromHtml.slice(start, start + htmlBatchSize).map(async route => {
                const file = await htmlFileOf(outDir, route);
                if (!file) {
                    throw new Error(`markdown-twins: ${route} has no built HTML page`);
                }
                return { route, html: await fs.readFile(file, 'utf8') };
            }),
        );
        for (const { route, html } of batch) {
            twins.set(
                route,
                cache.twinOf(JSON.stringify([route, html]), () =>
                    htmlToMarkdown(html, { siteUrl, title: titleOf(html), isPage }),
                ),
            );
        }
    }

    const link = (page: SourcePage): LlmsLink => ({
        title: page.title,
        href: page.route,
        description: page.description,
    });
    const overviews = job.apiPages.filter((page): page is OverviewPage => page.type === 'overview');
    const apiLinks = job.catalogue.flatMap(category =>
        category.items.flatMap(item => {
            const ofPackage = overviews.filter(overview => overview.module.packageName === item.name);
            const main = ofPackage[0];
            return [
                ...ofPackage.map(overview => ({
                    title: overview.module.importPath,
                    href: overview.route,
                    description:
                        overview.module.label === 'Overview'
                            ? item.description
                            : `${overview.module.label}: ${overview.description}`,
                })),
                ...(main
                    ? [
                          {
                              title: `${item.name}: every item with its signature`,
                              href: `${siteUrl}${main.route}llms.txt`,
                          },
                      ]
                    : []),
            ];
        }),
    );
    const areaSection = (area: AreaPages): LlmsSection => ({
        title: job.docsAreas.find(candidate => candidate.id === area.id)?.title ?? area.id,
        links: area.pages.filter(page => twinRoutes.has(page.route)).map(link),
    });
    const areaOrder = (id: string) => job.docsAreas.findIndex(candidate => candidate.id === id);
    const orderedAreas = [...areas].sort((a, b) => areaOrder(a.id) - areaOrder(b.id));
    const [firstArea, ...otherAreas] = orderedAreas;
    const sections: LlmsSection[] = [
        ...(firstArea ? [areaSection(firstArea)] : []),
        {
            title: 'API reference',
            links: [
                { title: 'Serenity/JS API', href: apiBasePath, description: 'every module, by category' },
                ...apiLinks,
            ],
        },
        ...otherAreas.map(areaSection),
        { title: 'Blog', links: posts.filter(post => twinRoutes.has(post.route)).map(link) },
        {
            title: 'Optional',
            links: [
                ...pages.filter(page => twinRoutes.has(page.route)).map(link),
                {
                    title: 'llms-full.txt',
                    href: `${siteUrl}/llms-full.txt`,
                    description: 'the handbook, releases and community pages in one file',
                },
            ],
        },
    ];
    const details = [
        `Every page of ${siteUrl}/ has a Markdown twin: the page's URL with its trailing slash replaced by \`.md\` (\`/handbook/installation/\` → \`/handbook/installation.md\`, \`/\` → \`/index.md\`). The links below point at the twins.`,
        `The code examples in the handbook are compiled against the Serenity/JS release the site documents, ${job.facts.version}, and its tutorials run in the site's CI.`,
    ];
    const full = orderedAreas
        .filter(area => job.fullTextAreas.includes(area.id))
        .flatMap(area => area.pages)
        .flatMap(page => {
            const markdown = twins.get(page.route);
            return markdown ? [{ route: page.route, markdown }] : [];
        });

    const files = new Map([...twins].map(([route, markdown]) => [twinPathOf(route), markdown]));
    files.set('/llms.txt', llmsTxt(site, details, sections));
    files.set('/llms-full.txt', llmsFullTxt(site, 'handbook, releases and community', full));
    writeAll(outDir, files);
    cache.prune();
    return statsOf(files, started, cache);
}

/** Writes every twin and llms.txt file of the job, and records what each part wrote (stats.ts) */
export async function writeTwins(job: TwinsJob): Promise<{ api: TwinStats; pages: TwinStats }> {
    await loadMarkdownTools();
    const converter = converterDigest(job.siteDir);
    const api = writeApiTwins(job, converter);
    const pages = await writePageTwins(job, converter);
    await recordTwinStats(job.generatedFilesDir, 'api', api);
    await recordTwinStats(job.generatedFilesDir, 'pages', pages);
    return { api, pages };
}
