/**
 * The site's TypeScript examples, compiled once per build (`compile.ts`, cached by their inputs): a type error
 * fails `docusaurus build` naming page and line (`docusaurus start` reports it and carries on), and every
 * identifier's quick info and API link goes to the pages (`page-data.ts`), which remark-type-aware-code and
 * src/components/TypeAwareCode turn into links and popovers. Each page's quick info is a JSON file of the build
 * (`assets/quick-info/`), which the page fetches on the first hover, focus or tap.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

import type { CurrentBundler, LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { Compiler } from 'webpack';

import { frameworkPluginName } from '../../shared/catalogue';
import type { ApiReference } from '../framework/api-reference/reference';
import { generatedFilesRule, inBackground, isDevServer } from '../dev-start';
import { optionsValidator } from '../options';
import { analyseExamples, type ExampleAnalysis } from './compile';
import { examplesOfSite, type Example } from './extract';
import type { Identifier } from './language-service';
import { type BlocksFile, pagesData } from './page-data';
import type { MagicComment } from './rendered-lines';

export interface Options {
    /** The folders whose pages' examples are compiled */
    folders: string[];
    /** Where each example's compilation is cached */
    cacheDir: string;
    /** Where the blocks' identifiers and the URLs of the pages' quick info are listed for remark-type-aware-code */
    blocksFile: string;
    /** The class name of the magic comment that hides set-up lines: identifiers there get no popover or link */
    hiddenLineClassName: string;
}

const optionsSchema = Joi.object<Options>({
    folders: Joi.array().items(Joi.string()).min(1).required(),
    cacheDir: Joi.string().required(),
    blocksFile: Joi.string().required(),
    hiddenLineClassName: Joi.string().required(),
});

export const validateOptions = optionsValidator(optionsSchema);

export const codeExamplesPluginName = 'code-examples';

export interface Content {
    blocks: Array<{ example: Example; identifiers: Identifier[] }>;
    /**
     * `docusaurus start` only: examples the cache lacked are being compiled in the background, and `blocks` has only
     * the others; `allContentLoaded` reads the cache again (see plugins/dev-start.ts)
     */
    pending?: Example[];
}

/** Where a page's quick info goes in the build: named by its content, so a browser may cache it for good */
export function quickInfoFileName(json: string): string {
    return `assets/quick-info/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
}

/** A bundler plugin that adds the given files to the client build's output (and the development server's) */
function quickInfoAssets(bundler: CurrentBundler['instance'], files: () => ReadonlyMap<string, string>) {
    const name = 'code-examples-quick-info';
    return {
        apply(compiler: Compiler) {
            compiler.hooks.thisCompilation.tap(name, compilation => {
                compilation.hooks.processAssets.tap(
                    { name, stage: bundler.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
                    () => {
                        for (const [file, json] of files()) {
                            compilation.emitAsset(file, new bundler.sources.RawSource(json));
                        }
                    },
                );
            });
        },
    };
}

function blocksOf(analyses: Map<Example, ExampleAnalysis>): Content['blocks'] {
    return [...analyses].map(([example, { identifiers }]) => ({ example, identifiers }));
}

/** A type error in an example fails `docusaurus build`; `docusaurus start` reports it and goes on */
function reportProblems(problems: string[]): void {
    if (problems.length === 0) {
        return;
    }
    const message = `${problems.length} TypeScript error(s) in the code examples:\n${problems.map(problem => `  - ${problem}`).join('\n')}`;
    if (process.env.NODE_ENV === 'production') {
        throw new Error(message);
    }
    console.warn(`[code-examples] ${message}`);
}

export default function codeExamplesPlugin(context: LoadContext, options: Options): Plugin<Content> {
    const log = (message: string) => console.info(`[code-examples] ${message}`);
    /** The quick info of each page: file in the build → JSON */
    let quickInfoFiles = new Map<string, string>();
    /** `docusaurus start`: whether examples are being compiled in the background */
    let compiling = false;
    /** What the blocks file was last written from: another plugin's reload (an edit, in the development server) leaves them as they were */
    let writtenFrom: { blocks: unknown; symbols: unknown } | undefined;
    const analysisOptions = { siteDir: context.siteDir, cacheDir: options.cacheDir };
    /** The blocks of these examples that the cache has, and whether it had them all */
    const fromCache = async (examples: Example[]) => {
        const { analyses, stats } = await analyseExamples(examples, { ...analysisOptions, cachedOnly: true });
        return { blocks: blocksOf(analyses), complete: stats.leftOut === 0 };
    };
    return {
        name: codeExamplesPluginName,
        getPathsToWatch() {
            return options.folders.map(folder => path.join(context.siteDir, folder, '**', '*.{md,mdx}'));
        },
        async loadContent() {
            const examples = examplesOfSite(context.siteDir, options.folders);
            if (isDevServer()) {
                const cached = await fromCache(examples);
                if (!cached.complete) {
                    // a first `docusaurus start`: the pages are served while TypeScript runs, then they get their links
                    if (!compiling) {
                        compiling = true;
                        inBackground(context.generatedFilesDir, 'compiling the code examples', () =>
                            analyseExamples(examples, { ...analysisOptions, prune: true })
                                .then(({ problems }) => reportProblems(problems))
                                .finally(() => (compiling = false)),
                        );
                    }
                    return { blocks: cached.blocks, pending: examples };
                }
            }
            const { analyses, problems, stats } = await analyseExamples(examples, { ...analysisOptions, prune: true });
            log(
                `${stats.units} TypeScript examples and shown files: ${stats.fromCache} from the cache, ` +
                    `${stats.units - stats.fromCache} compiled in ${stats.seconds.toFixed(1)} s (${stats.cpuSeconds.toFixed(1)} s of CPU)`,
            );
            reportProblems(problems);
            return { blocks: blocksOf(analyses) };
        },
        async allContentLoaded({ allContent }) {
            let content = allContent[codeExamplesPluginName]?.default as Content | undefined;
            if (content?.pending) {
                // compiled in the background since: the cache has them now (dev-start's reload runs this again)
                const cached = await fromCache(content.pending);
                content = cached.complete ? { blocks: cached.blocks } : content;
            }
            const framework = allContent[frameworkPluginName]?.default as { reference?: ApiReference } | undefined;
            if (!content || !framework?.reference) {
                throw new Error('[code-examples] needs the content of plugins/framework, to link examples to the API');
            }
            if (writtenFrom?.blocks === content.blocks && writtenFrom.symbols === framework.reference.symbols) {
                return;
            }
            // the theme's magic comments: their lines are not rendered, and one of them hides set-up lines
            const { magicComments = [] } =
                (context.siteConfig.themeConfig as { prism?: { magicComments?: MagicComment[] } }).prism ?? {};
            const pages = pagesData(content.blocks, {
                magicComments,
                hiddenLineClassName: options.hiddenLineClassName,
                symbols: framework.reference.symbols,
            });
            const blocksFile: BlocksFile = {};
            quickInfoFiles = new Map();
            for (const [page, data] of pages) {
                const json = JSON.stringify(data.quickInfo);
                const file = quickInfoFileName(json);
                quickInfoFiles.set(file, json);
                blocksFile[path.join(context.siteDir, page)] = {
                    quickInfo: `${context.baseUrl}${file}`,
                    blocks: data.blocks,
                };
            }
            const json = JSON.stringify(blocksFile);
            // unchanged, it stays as it is: the development server compiles the pages that read it when it changes
            if ((await fs.readFile(options.blocksFile, 'utf8').catch(() => undefined)) !== json) {
                await fs.mkdir(path.dirname(options.blocksFile), { recursive: true });
                await fs.writeFile(options.blocksFile, json);
            }
            writtenFrom = { blocks: content.blocks, symbols: framework.reference.symbols };
        },
        configureWebpack(config, isServer, { currentBundler }) {
            if (isServer) {
                return {};
            }
            return {
                // plain files beside the bundles, not modules: a chunk would grow the map every page's runtime carries
                plugins: [quickInfoAssets(currentBundler.instance, () => quickInfoFiles)],
                // development server: a page is compiled again when its blocks change (e.g. once compiled in the background)
                ...(config.mode === 'production'
                    ? {}
                    : { module: { rules: [generatedFilesRule(context.siteDir, [options.blocksFile])] } }),
            };
        },
    };
}
