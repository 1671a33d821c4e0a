/**
 * Docs for machines too. After each build, every page of the sitemap gets a Markdown twin at the URL
 * shared/markdown-twins.ts defines (`/handbook/installation/` → `/handbook/installation.md`), which the page's head
 * announces with `<link rel="alternate" type="text/markdown">` (rendered by src/theme/SiteMetadata, not written
 * here); the site gets `/llms.txt` and `/llms-full.txt`, and each API package its `llms.txt`. write.ts writes them
 * all, in a worker thread, from what this plugin gathers here.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createMatcher } from '@docusaurus/utils';
import { Joi } from '@docusaurus/utils-validation';

import type { ApiPage } from '../../shared/api-reference';
import { type FrameworkData, frameworkPluginName, type ModuleCategory } from '../../shared/catalogue';
import { customFieldsOf } from '../../shared/custom-fields';
import { optionsValidator } from '../options';
import { docIdsInSidebarOrder } from './llms';
import type { TwinStats } from './stats';
import type { WorkerAnswer } from './worker';
import type { AreaPages, SourcePage, TwinsJob } from './write';

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

/** What plugins/framework loaded: the facts the twins state, the module catalogue and the API reference's pages */
function frameworkContentOf(allContent: AllContent): {
    framework: { facts: FrameworkData['facts'] };
    catalogue: ModuleCategory[];
    reference: { pages: ApiPage[] };
} {
    const content = (allContent[frameworkPluginName]?.default ?? {}) as {
        framework?: { facts: FrameworkData['facts'] };
        catalogue?: ModuleCategory[];
        reference?: { pages: ApiPage[] };
    };
    if (!content.framework || !content.catalogue || !content.reference) {
        throw new Error('markdown-twins: plugins/framework must be enabled: the twins state the facts it computes');
    }
    return { framework: content.framework, catalogue: content.catalogue, reference: content.reference };
}

/** Runs the job of write.ts in a worker thread (worker.ts), so that the other plugins' postBuild runs beside it */
function inWorkerThread(job: TwinsJob): Promise<{ api: TwinStats; pages: TwinStats }> {
    return new Promise((resolve, reject) => {
        const worker = new Worker(path.join(__dirname, 'worker.cjs'), { workerData: job });
        let answered = false;
        worker.once('message', (answer: WorkerAnswer) => {
            answered = true;
            if (answer.ok) {
                resolve(answer.stats);
            } else {
                const error = new Error(answer.message);
                error.stack = answer.stack ?? error.stack;
                reject(error);
            }
            void worker.terminate();
        });
        worker.once('error', reject);
        worker.once('exit', code => {
            if (!answered) {
                reject(new Error(`markdown-twins: the worker thread stopped (exit code ${code}) before it answered`));
            }
        });
    });
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
            const ignored = createMatcher(options.ignorePatterns);
            const { framework, catalogue, reference } = frameworkContentOf(allContent);
            const { api, pages } = await inWorkerThread({
                siteDir: context.siteDir,
                outDir,
                generatedFilesDir: context.generatedFilesDir,
                cacheDir: path.join(context.siteDir, 'node_modules', '.cache', 'markdown-twins'),
                site: {
                    name: siteConfig.title,
                    summary: customFieldsOf(siteConfig).description,
                    siteUrl: siteConfig.url.replace(/\/+$/, ''),
                },
                routes: [...new Set(routesPaths)].filter(route => route !== '/404.html' && !ignored(route)).sort(),
                sources: sourcePages(allContent, context.siteDir),
                facts: framework.facts,
                catalogue,
                apiPages: reference.pages,
                currentNodeVersion: customFieldsOf(siteConfig).currentNodeVersion,
                origins: options.origins,
                namesFile: options.namesFile,
                reportImagesFile: options.reportImagesFile,
                docsAreas: options.docsAreas,
                fullTextAreas: options.fullTextAreas,
            });
            const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
            console.info(
                `[markdown-twins] ${api.twins + pages.twins} Markdown twins (API reference ${kib(api.twinBytes)}, other pages ${kib(pages.twinBytes)}), ${Object.keys(api.indexes).length} package llms.txt files, llms.txt and llms-full.txt (${kib(pages.indexes['/llms-full.txt'] ?? 0)}) in ${Date.now() - started} ms (${api.fromCache ?? 0} + ${pages.fromCache ?? 0} from the cache of earlier builds), beside the other plugins`,
            );
        },
    };
}
