/**
 * Names the production build's lazy JavaScript chunks by id and content hash only (`assets/js/1234.abcd1234.js`)
 * rather than by name too. Docusaurus names each route's chunks (`014e8643.abcd1234.js`), so the webpack runtime
 * that every page downloads first carried a map from each of the site's ~450 chunk ids to its name: about
 * 1.1 KiB gzip (`npm run bench:patches`) that no reader needs. The hashed names keep files cacheable forever, as before.
 */
import type { Plugin } from '@docusaurus/types';

import { failCompilation, notAppliedMessage } from '../patch-proof';

export const chunkFilename = 'assets/js/[id].[contenthash:8].js';

const patch = 'chunk-names';

interface Chunk {
    id?: string | number | null;
    name?: string | null;
    files: Iterable<string>;
    canBeInitial(): boolean;
}

/**
 * The lazy named chunks whose JavaScript file is still named after the chunk rather than its id: all of them when the
 * bundler's configuration did not take the plugin's `chunkFilename`.
 */
export function chunksNamedByName(chunks: Iterable<Chunk>): string[] {
    return [...chunks]
        .filter(chunk => chunk.name && !chunk.canBeInitial() && String(chunk.id) !== chunk.name)
        .flatMap(chunk =>
            [...chunk.files].filter(file => file.endsWith('.js') && !file.startsWith(`assets/js/${chunk.id}.`)),
        );
}

interface Compiler {
    webpack: { WebpackError: new (message: string) => Error };
    hooks: { thisCompilation: { tap(name: string, callback: (compilation: Compilation) => void): void } };
}

interface Compilation {
    errors: Error[];
    chunks: Iterable<Chunk>;
    hooks: { afterProcessAssets: { tap(name: string, callback: () => void): void } };
}

/** The client build's proof that the lazy chunks are filed by id: fails the build naming the patch if one is not */
const proof = {
    apply(compiler: Compiler) {
        compiler.hooks.thisCompilation.tap('PatchProof(chunk-names)', compilation => {
            compilation.hooks.afterProcessAssets.tap('PatchProof(chunk-names)', () => {
                const chunks = [...compilation.chunks];
                const byName = chunksNamedByName(chunks);
                if (byName.length > 0 || !chunks.some(chunk => chunk.name && !chunk.canBeInitial())) {
                    const files = byName.length > 0 ? `: ${byName.slice(0, 3).join(', ')}…` : '';
                    failCompilation(
                        compiler,
                        compilation,
                        notAppliedMessage(patch, [`the lazy named chunks filed as ${chunkFilename}${files}`]),
                    );
                }
            });
        });
    },
};

export default function chunkNames(): Plugin {
    return {
        name: 'chunk-names',
        configureWebpack(config, isServer) {
            if (config.mode !== 'production') {
                return {};
            }
            return { output: { chunkFilename }, plugins: isServer ? [] : [proof] };
        },
    };
}
