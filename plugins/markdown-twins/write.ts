/**
 * Writing the twins once the pages are built: two jobs of plain data (index.ts puts them together from what the
 * content plugins loaded), run one after the other in a worker thread (worker.ts), beside the search index, which
 * reads every built page at the same time. Each keeps its twins in a cache (cache.ts), so that a build converts
 * only what changed.
 *
 * - `api`: the API reference's twins and each package's llms.txt, from the page data plugins/framework built from
 *   TypeDoc (framework/api-reference/markdown.ts);
 * - `pages`: handbook, community, releases, blog posts and MDX pages from their MDX source (mdx.ts), every other
 *   page (home, the blog's lists and tags, search) from its built `<main>` (html.ts), and llms.txt and llms-full.txt.
 */
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';

import type { ApiPage, ItemPage, ModuleInfo, OverviewPage } from '../../shared/api-reference';
import { apiBasePath, type FrameworkData, type ModuleCategory, moduleRoute, moduleSlug } from '../../shared/catalogue';
import { twinPathOf } from '../../shared/markdown-twins';
import type { ReportImageManifest } from '../../shared/report-images';
import { apiPageToMarkdown, packageLlmsTxt } from '../framework/api-reference/markdown';
import { htmlFileOf } from '../search-index';
import { converterDigest, digestOf, TwinCache } from './cache';
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

interface JobBase {
    siteDir: string;
    /** The build's output folder */
    outDir: string;
    generatedFilesDir: string;
    /** Where twins are kept between builds */
    cacheDir: string;
}

export interface ApiTwinsJob extends JobBase {
    kind: 'api';
    siteUrl: string;
    pages: ApiPage[];
    catalogue: ModuleCategory[];
}

/** What the pages job needs to know of an API page: that it has a twin, and an overview's place in llms.txt */
export type ApiPageSummary = Pick<ApiPage, 'type' | 'route'> & {
    module?: Pick<ModuleInfo, 'packageName' | 'importPath' | 'label'>;
    description?: string;
};

export interface PageTwinsJob extends JobBase {
    kind: 'pages';
    site: { name: string; summary: string; siteUrl: string };
    /** Every route that gets a twin, as built (`/releases/versioning/`) */
    routes: string[];
    /** The pages with an MDX source, as the content plugins list them */
    sources: { areas: AreaPages[]; posts: SourcePage[]; pages: SourcePage[] };
    facts: FrameworkData['facts'];
    catalogue: ModuleCategory[];
    apiPages: ApiPageSummary[];
    currentNodeVersion: string;
    /** Origins that mean this site in links */
    origins: string[];
    namesFile: string;
    reportImagesFile: string;
    docsAreas: Array<{ id: string; title: string }>;
    fullTextAreas: string[];
}

export type TwinsJob = ApiTwinsJob | PageTwinsJob;

/** How many built pages are read at once to write their twins from HTML */
const htmlBatchSize = 16;

async function writeAtomically(file: string, content: string): Promise<void> {
    // the search index reads the built pages during postBuild too: every file is whole, before or after
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(temporary, content);
    await fs.rename(temporary, file);
}

async function writeAll(outDir: string, files: Map<string, string>): Promise<void> {
    await Promise.all([...files].map(([file, text]) => writeAtomically(path.join(outDir, file), text)));
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
export async function writeApiTwins(job: ApiTwinsJob): Promise<TwinStats> {
    const started = Date.now();
    await loadMarkdownTools();
    const cache = new TwinCache(job.cacheDir, 'api', digestOf(converterDigest(job.siteDir), job.siteUrl));
    const files = new Map<string, string>();
    for (const page of job.pages) {
        files.set(
            twinPathOf(page.route),
            cache.twinOf(JSON.stringify(page), () => apiPageToMarkdown(page, job.siteUrl)),
        );
    }
    cache.prune();
    const overviews = job.pages.filter((page): page is OverviewPage => page.type === 'overview');
    const items = job.pages.filter((page): page is ItemPage => page.type === 'item');
    for (const category of job.catalogue) {
        for (const module of category.items) {
            const ofPackage = overviews.filter(overview => overview.module.packageName === module.name);
            files.set(
                `${moduleRoute(moduleSlug(module.name))}llms.txt`,
                packageLlmsTxt(module.name, module.description, ofPackage, items, job.siteUrl),
            );
        }
    }
    await writeAll(job.outDir, files);
    const stats = statsOf(files, started, cache);
    await recordTwinStats(job.generatedFilesDir, 'api', stats);
    return stats;
}

export async function writePageTwins(job: PageTwinsJob): Promise<TwinStats> {
    const { outDir, site } = job;
    const { siteUrl } = site;
    const started = Date.now();
    await loadMarkdownTools();
    const twinRoutes = new Set(job.routes);
    const isPage = (pathname: string) => twinRoutes.has(pathname) || twinRoutes.has(`${pathname.replace(/\/$/, '')}/`);
    const reportImagesText = readFileSync(job.reportImagesFile, 'utf8');
    const reportImages = JSON.parse(reportImagesText) as ReportImageManifest;
    // a twin states facts, links to routes and API names, shows pictures: all of it is its context in the cache
    const cache = new TwinCache(
        job.cacheDir,
        'pages',
        digestOf(
            converterDigest(job.siteDir),
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
    const overviews = job.apiPages.filter(page => page.type === 'overview');
    const apiLinks = job.catalogue.flatMap(category =>
        category.items.flatMap(item => {
            const ofPackage = overviews.filter(overview => overview.module?.packageName === item.name);
            const main = ofPackage[0];
            return [
                ...ofPackage.map(overview => ({
                    title: overview.module?.importPath ?? overview.route,
                    href: overview.route,
                    description:
                        overview.module?.label === 'Overview'
                            ? item.description
                            : `${overview.module?.label}: ${overview.description}`,
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
    await writeAll(outDir, files);
    cache.prune();
    const stats = statsOf(files, started, cache);
    await recordTwinStats(job.generatedFilesDir, 'pages', stats);
    return stats;
}
