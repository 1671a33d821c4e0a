/**
 * Docs for machines too. After each build, every page of the sitemap gets a Markdown twin at the URL
 * shared/markdown-twins.ts defines (`/handbook/installation/` → `/handbook/installation.md`), which the page's head
 * announces with `<link rel="alternate" type="text/markdown">` (rendered by src/theme/SiteMetadata, not written
 * here); and the site gets `/llms.txt` and `/llms-full.txt`.
 *
 * - handbook, community, releases, blog posts and MDX pages: from their MDX source (mdx.ts);
 * - the API reference: plugins/framework writes its twins from its page data;
 * - every other page (home, the blog's lists, search): from its built `<main>` (html.ts).
 */
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';

import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createMatcher } from '@docusaurus/utils';
import { Joi } from '@docusaurus/utils-validation';

import type { OverviewPage } from '../../shared/api-reference';
import { apiBasePath, type FrameworkData, frameworkPluginName, type ModuleCategory } from '../../shared/catalogue';
import { customFieldsOf } from '../../shared/custom-fields';
import { twinPathOf } from '../../shared/markdown-twins';
import type { ReportImageManifest } from '../../shared/report-images';
import { optionsValidator } from '../options';
import { htmlFileOf } from '../search-index';
import { componentRenderers } from './components';
import { htmlToMarkdown } from './html';
import { docIdsInSidebarOrder, type LlmsLink, type LlmsSection, llmsFullTxt, llmsTxt } from './llms';
import { loadMarkdownTools } from './markdown';
import { mdxToMarkdown, type PageHeader } from './mdx';
import { recordTwinStats } from './stats';

export interface Options {
    /** Routes that get no twin, as the sitemap leaves them out (globs) */
    ignorePatterns: string[];
    /** The name index of `api:` links, which plugins/framework writes */
    namesFile: string;
    /** Origins that mean this site in links (remark-site-links) */
    origins: string[];
    /** The pictures `<ReportImage>` shows (src/components/ReportImage/reportImages.json) */
    reportImagesFile: string;
    /** The docs areas, by plugin id, in the order llms.txt lists them, with their section titles */
    docsAreas: Array<{ id: string; title: string }>;
    /** The docs areas whose pages go into llms-full.txt, by plugin id */
    fullTextAreas: string[];
}

const optionsSchema = Joi.object<Options>({
    ignorePatterns: Joi.array().items(Joi.string()).default([]),
    namesFile: Joi.string().required(),
    origins: Joi.array().items(Joi.string().uri()).min(1).required(),
    reportImagesFile: Joi.string().required(),
    docsAreas: Joi.array()
        .items(Joi.object({ id: Joi.string().required(), title: Joi.string().required() }))
        .min(1)
        .required(),
    fullTextAreas: Joi.array().items(Joi.string()).required(),
});

export const validateOptions = optionsValidator(optionsSchema);

/** A page written from MDX */
interface SourcePage extends PageHeader {
    route: string;
    /** absolute path of the MDX file */
    file: string;
}

interface AreaPages {
    id: string;
    pages: SourcePage[];
}

type AllContent = Parameters<NonNullable<Plugin['allContentLoaded']>>[0]['allContent'];

/** Every page that has an MDX source: the docs areas (in sidebar order), blog posts (newest first), MDX pages */
export function sourcePages(
    allContent: AllContent,
    siteDir: string,
): { areas: AreaPages[]; posts: SourcePage[]; pages: SourcePage[] } {
    const absolute = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
    const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
    const areas = Object.entries(docs).map(([id, content]) => {
        const version = content.loadedVersions[0];
        const byId = new Map(version.docs.map(doc => [doc.id, doc]));
        const ordered = Object.values(version.sidebars).flatMap(items => docIdsInSidebarOrder(items as never));
        const rest = version.docs.map(doc => doc.id).filter(docId => !ordered.includes(docId));
        return {
            id,
            pages: [...new Set([...ordered, ...rest])].flatMap(docId => {
                const doc = byId.get(docId);
                return doc && !doc.unlisted
                    ? [
                          {
                              route: doc.permalink,
                              file: absolute(doc.source),
                              title: doc.title,
                              description: doc.description,
                          },
                      ]
                    : [];
            }),
        };
    });
    const blog = (allContent['docusaurus-plugin-content-blog']?.default ?? { blogPosts: [] }) as BlogContent;
    const posts = blog.blogPosts
        .filter(post => !post.metadata.unlisted)
        .map(({ metadata }) => ({
            route: metadata.permalink,
            file: absolute(metadata.source),
            title: metadata.title,
            description: metadata.description,
            byline: `Published ${new Date(metadata.date).toISOString().slice(0, 10)}${
                metadata.authors.length > 0
                    ? ` by ${metadata.authors
                          .map(author => author.name)
                          .filter(Boolean)
                          .join(', ')}`
                    : ''
            }`,
        }));
    const pagesContent = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as PagesContent;
    const pages = pagesContent
        .filter(page => page.type === 'mdx' && !page.unlisted)
        .map(page => ({
            route: page.permalink,
            file: absolute(page.source),
            title: String(page.type === 'mdx' ? (page.title ?? page.frontMatter.title ?? '') : ''),
            description: page.type === 'mdx' ? page.description : undefined,
        }));
    return { areas, posts, pages };
}

async function writeAtomically(file: string, content: string): Promise<void> {
    // the search index reads the same pages during postBuild: it must see the whole file, before or after
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(temporary, content);
    await fs.rename(temporary, file);
}

/** How many built pages are read at once to write their twins from HTML */
const htmlBatchSize = 16;

function titleOf(html: string): string {
    return (/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/\s*\|\s*Serenity\/JS\s*$/, '').trim();
}

export default function markdownTwins(context: LoadContext, options: Options): Plugin {
    // what the content plugins loaded, kept for postBuild, which runs once the pages are built
    let allContent: AllContent = {};
    return {
        name: 'markdown-twins',
        allContentLoaded(loaded) {
            allContent = loaded.allContent;
        },
        async postBuild({ outDir, routesPaths, siteConfig }) {
            const started = Date.now();
            const siteUrl = siteConfig.url.replace(/\/+$/, '');
            const ignored = createMatcher(options.ignorePatterns);
            const routes = [...new Set(routesPaths)].filter(route => route !== '/404.html' && !ignored(route)).sort();
            const twinRoutes = new Set(routes);
            const isPage = (pathname: string) =>
                twinRoutes.has(pathname) || twinRoutes.has(`${pathname.replace(/\/$/, '')}/`);

            const framework = (allContent[frameworkPluginName]?.default ?? {}) as {
                framework?: { facts: FrameworkData['facts'] };
                catalogue?: ModuleCategory[];
                reference?: { pages: Array<{ type: string; route: string }> };
            };
            if (!framework.framework || !framework.catalogue || !framework.reference) {
                throw new Error(
                    'markdown-twins: plugins/framework must be enabled: the twins state the facts it computes',
                );
            }
            await loadMarkdownTools();
            const reportImages = JSON.parse(readFileSync(options.reportImagesFile, 'utf8')) as ReportImageManifest;
            const mdxOptions = {
                siteUrl,
                origins: options.origins,
                namesFile: options.namesFile,
                isPage,
                components: componentRenderers({
                    facts: framework.framework.facts,
                    catalogue: framework.catalogue,
                    currentNodeVersion: customFieldsOf(siteConfig).currentNodeVersion,
                    reportImages,
                    siteUrl,
                }),
                read: (file: string) => readFileSync(file, 'utf8'),
            };

            // content plugins give permalinks as written (`/releases/versioning`); routes as built (`/releases/versioning/`)
            const builtRoute = (route: string) => (twinRoutes.has(`${route}/`) ? `${route}/` : route);
            const loaded = sourcePages(allContent, context.siteDir);
            const built = (page: SourcePage): SourcePage => ({ ...page, route: builtRoute(page.route) });
            const areas = loaded.areas.map(area => ({ ...area, pages: area.pages.map(built) }));
            const posts = loaded.posts.map(built);
            const pages = loaded.pages.map(built);
            const fromSource = [...areas.flatMap(area => area.pages), ...posts, ...pages];
            const sources = new Map(fromSource.map(page => [path.normalize(page.file), page.route]));
            const routeOfSource = (file: string) => sources.get(path.normalize(file));

            const twins = new Map<string, string>();
            for (const page of fromSource.filter(candidate => twinRoutes.has(candidate.route))) {
                try {
                    twins.set(
                        page.route,
                        mdxToMarkdown(readFileSync(page.file, 'utf8'), page, page, { ...mdxOptions, routeOfSource }),
                    );
                } catch (error) {
                    throw new Error(
                        `markdown-twins: the twin of ${page.route} (${page.file}): ${(error as Error).message}`,
                        { cause: error },
                    );
                }
            }
            // the API reference's pages get their twins from plugins/framework, written from their page data; every
            // other page without a source (home, the blog's lists and tags, search) from its built HTML, a few at a time
            const apiRoutes = new Set(framework.reference.pages.map(page => page.route));
            const fromHtml = routes.filter(route => !twins.has(route) && !apiRoutes.has(route));
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
                    twins.set(route, htmlToMarkdown(html, { siteUrl, title: titleOf(html), isPage }));
                }
            }

            // each page announces its own twin in its head (src/theme/SiteMetadata)
            await Promise.all(
                [...twins].map(([route, markdown]) => writeAtomically(path.join(outDir, twinPathOf(route)), markdown)),
            );

            const site = { name: siteConfig.title, summary: customFieldsOf(siteConfig).description, siteUrl };
            const link = (page: SourcePage): LlmsLink => ({
                title: page.title,
                href: page.route,
                description: page.description,
            });
            const overviews = framework.reference.pages.filter(
                (page): page is OverviewPage => page.type === 'overview',
            );
            const apiLinks = framework.catalogue.flatMap(category =>
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
                title: options.docsAreas.find(candidate => candidate.id === area.id)?.title ?? area.id,
                links: area.pages.filter(page => twinRoutes.has(page.route)).map(link),
            });
            const areaOrder = (id: string) => options.docsAreas.findIndex(candidate => candidate.id === id);
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
                `The code examples in the handbook are compiled against the Serenity/JS release the site documents, ${framework.framework.facts.version}, and its tutorials run in the site's CI.`,
            ];
            const full = orderedAreas
                .filter(area => options.fullTextAreas.includes(area.id))
                .flatMap(area => area.pages)
                .flatMap(page => {
                    const markdown = twins.get(page.route);
                    return markdown ? [{ route: page.route, markdown }] : [];
                });
            const indexes: Record<string, string> = {
                '/llms.txt': llmsTxt(site, details, sections),
                '/llms-full.txt': llmsFullTxt(site, 'handbook, releases and community', full),
            };
            await Promise.all(
                Object.entries(indexes).map(([file, text]) => writeAtomically(path.join(outDir, file), text)),
            );

            const stats = {
                twins: twins.size,
                twinBytes: [...twins.values()].reduce((sum, markdown) => sum + Buffer.byteLength(markdown), 0),
                indexes: Object.fromEntries(
                    Object.entries(indexes).map(([file, text]) => [file, Buffer.byteLength(text)]),
                ),
                milliseconds: Date.now() - started,
            };
            await recordTwinStats(context.generatedFilesDir, 'pages', stats);
            console.info(
                `[markdown-twins] ${stats.twins} Markdown twins (${(stats.twinBytes / 1024).toFixed(0)} KiB; the ${apiRoutes.size} API pages' are plugins/framework's), llms.txt and llms-full.txt (${(stats.indexes['/llms-full.txt'] / 1024).toFixed(0)} KiB) in ${stats.milliseconds} ms`,
            );
        },
    };
}
