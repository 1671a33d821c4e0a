/**
 * Diagrams drawn at build time (see remark.ts, which turns each ```mermaid fence into a `<Diagram>` with two
 * renderings): this plugin has the bundler publish the renderings as files under `assets/diagrams/`, with a
 * content hash in their names, as it does with the pages' other images.
 */
import type { Plugin } from '@docusaurus/types';

import { renderingExtension } from './diagram';

export default function diagrams(): Plugin {
    return {
        name: 'diagrams',
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
