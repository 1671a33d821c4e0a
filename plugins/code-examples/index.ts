/**
 * The site's TypeScript examples, compiled once per build (`compile.ts`, cached by their inputs): a type error
 * fails `docusaurus build` naming page and line (`docusaurus start` reports it and carries on), and every
 * identifier's quick info and API link goes to the pages (`page-data.ts`), which remark-type-aware-code and
 * src/components/TypeAwareCode turn into links and popovers.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

import { frameworkPluginName } from '../../shared/catalogue';
import type { ApiReference } from '../framework/api-reference/reference';
import { optionsValidator } from '../options';
import { analyseExamples } from './compile';
import { examplesOfSite, type Example } from './extract';
import type { Identifier } from './language-service';
import { type BlocksFile, pagesData } from './page-data';
import type { MagicComment } from './rendered-lines';

export interface Options {
    /** The folders whose pages' examples are compiled */
    folders: string[];
    /** Where each example's compilation is cached */
    cacheDir: string;
    /** Where the blocks' links and the pages' quick info chunks are listed for remark-type-aware-code */
    blocksFile: string;
    /** The theme's magic comments (`themeConfig.prism.magicComments`): their lines are not rendered */
    magicComments: MagicComment[];
    /** The class name of the magic comment that hides set-up lines: identifiers there get no popover or link */
    hiddenLineClassName: string;
}

const optionsSchema = Joi.object<Options>({
    folders: Joi.array().items(Joi.string()).min(1).required(),
    cacheDir: Joi.string().required(),
    blocksFile: Joi.string().required(),
    magicComments: Joi.array()
        .items(
            Joi.object({
                className: Joi.string().required(),
                line: Joi.string(),
                block: Joi.object({ start: Joi.string().required(), end: Joi.string().required() }),
            }),
        )
        .required(),
    hiddenLineClassName: Joi.string().required(),
});

export const validateOptions = optionsValidator(optionsSchema);

export const codeExamplesPluginName = 'code-examples';

export interface Content {
    blocks: Array<{ example: Example; identifiers: Identifier[] }>;
}

export default function codeExamplesPlugin(context: LoadContext, options: Options): Plugin<Content> {
    const log = (message: string) => console.info(`[code-examples] ${message}`);
    return {
        name: codeExamplesPluginName,
        getPathsToWatch() {
            return options.folders.map(folder => path.join(context.siteDir, folder, '**', '*.{md,mdx}'));
        },
        async loadContent() {
            const examples = examplesOfSite(context.siteDir, options.folders);
            const { analyses, problems, stats } = await analyseExamples(examples, {
                siteDir: context.siteDir,
                cacheDir: options.cacheDir,
                prune: true,
            });
            log(
                `${stats.units} TypeScript examples and shown files: ${stats.fromCache} from the cache, ` +
                    `${stats.units - stats.fromCache} compiled in ${stats.seconds.toFixed(1)} s (${stats.cpuSeconds.toFixed(1)} s of CPU)`,
            );
            if (problems.length > 0) {
                const message = `${problems.length} TypeScript error(s) in the code examples:\n${problems.map(problem => `  - ${problem}`).join('\n')}`;
                if (process.env.NODE_ENV === 'production') {
                    throw new Error(message);
                }
                console.warn(`[code-examples] ${message}`);
            }
            return { blocks: [...analyses].map(([example, { identifiers }]) => ({ example, identifiers })) };
        },
        async allContentLoaded({ allContent, actions }) {
            const content = allContent[codeExamplesPluginName]?.default as Content | undefined;
            const framework = allContent[frameworkPluginName]?.default as { reference?: ApiReference } | undefined;
            if (!content || !framework?.reference) {
                throw new Error('[code-examples] needs the content of plugins/framework, to link examples to the API');
            }
            const pages = pagesData(content.blocks, { ...options, symbols: framework.reference.symbols });
            const blocksFile: BlocksFile = {};
            for (const [page, data] of pages) {
                const name = `quick-info-${createHash('sha256').update(page).digest('hex').slice(0, 16)}.json`;
                const chunk = await actions.createData(name, JSON.stringify(data.chunk));
                blocksFile[page] = {
                    chunk: `@generated/${path.relative(context.generatedFilesDir, chunk).split(path.sep).join('/')}`,
                    blocks: data.blocks,
                };
            }
            await fs.mkdir(path.dirname(options.blocksFile), { recursive: true });
            await fs.writeFile(options.blocksFile, JSON.stringify(blocksFile));
        },
    };
}
