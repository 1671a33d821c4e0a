/**
 * Diagrams drawn at build time (see remark.ts, which turns each ```mermaid fence into a `<Diagram>` with two
 * renderings). This plugin draws every diagram of the content folders once all content is loaded and before
 * the bundler starts, and closes the browser again, so that Chromium never runs beside the bundler (the build's
 * peak memory) and the remark plugin finds every rendering in the cache. It also has the bundler publish the
 * renderings as files under `assets/diagrams/`, with a content hash in their names.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

import { chromiumInstallHint } from '../chromium';
import { optionsValidator } from '../options';
import { renderingExtension } from './diagram';
import { diagramFences } from './fences';
import { defaultWhenNotDrawn, renderDiagram, textAlternativeOf } from './remark';
import { rendererFor } from './render';

export interface Options {
    /** where renderings are kept between builds: the remark plugin's `cacheDir` */
    cacheDir: string;
    /** folders of the site whose MDX and Markdown files may have diagrams */
    contentDirs: string[];
}

const optionsSchema = Joi.object<Options>({
    cacheDir: Joi.string().required(),
    contentDirs: Joi.array().items(Joi.string()).min(1).required(),
});

export const validateOptions = optionsValidator(optionsSchema);

export default function diagrams(context: LoadContext, { cacheDir, contentDirs }: Options): Plugin {
    return {
        name: 'diagrams',
        async allContentLoaded() {
            const fences = await diagramFences(context.siteDir, contentDirs);
            const renderer = rendererFor(cacheDir);
            const whenNotDrawn = defaultWhenNotDrawn();
            const notDrawn: string[] = [];
            try {
                for (const fence of fences) {
                    textAlternativeOf(fence.meta, fence.page, fence.line);
                    if (!(await renderDiagram(renderer, fence.source, fence.page, fence.line, whenNotDrawn))) {
                        notDrawn.push(`${fence.page}:${fence.line}`);
                    }
                }
            } finally {
                await renderer.close();
            }
            if (notDrawn.length > 0) {
                console.warn(
                    `[diagrams] ${notDrawn.length} changed diagram(s) shown as source, for want of Chromium to draw them: ${notDrawn.join(', ')}. ${chromiumInstallHint}`,
                );
            }
        },
        configureWebpack(_config, isServer) {
            return {
                module: {
                    rules: [
                        {
                            test: new RegExp(`${renderingExtension.replace('.', '\\.')}$`),
                            type: 'asset/resource',
                            generator: {
                                filename: 'assets/diagrams/[name].[contenthash:8].svg',
                                // the server bundle only needs the URL; the client build writes the file
                                emit: !isServer,
                            },
                        },
                    ],
                },
            };
        },
    };
}
