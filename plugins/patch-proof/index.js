// Each bundle patch of the site (shared/site-patches.ts) proves that it ran: its rules end with `seen-loader.js`, which
// records each file the patch rewrote, and `PatchProof`, in the client build, fails the build naming the patch when
// one of its targets was never seen, for instance after an upgrade renames or moves the file. Without it, a loader
// whose `test` stopped matching would silently do nothing. See README.md.
'use strict';

const path = require('node:path');

// The loaders are required by the bundler and the plugins by Docusaurus, maybe as two instances of this module: the
// files seen are kept on the global object, per compiler.
const registryKey = Symbol.for('serenity-js.org/patch-proof');

/** @returns {WeakMap<object, Map<string, Set<string>>>} */
function registry() {
    globalThis[registryKey] ??= new WeakMap();
    return globalThis[registryKey];
}

/** The files a compiler has seen a patch rewrite */
function seenFiles(compiler, patch) {
    return registry().get(compiler)?.get(patch) ?? new Set();
}

/** Records that `patch` rewrote `file` in `compiler`'s build */
function recordSeen(compiler, patch, file) {
    const byPatch = registry().get(compiler) ?? new Map();
    registry().set(compiler, byPatch);
    byPatch.set(patch, seenFiles(compiler, patch).add(file));
}

/** The rule entry that records a patch's file once the patch's own loaders (listed after it) have rewritten it */
function seenLoader(patch) {
    return { loader: path.join(__dirname, 'seen-loader.js'), options: { patch } };
}

const matches = (test, file) =>
    typeof test === 'string' ? path.resolve(test) === path.resolve(file) : test.test(file);

/**
 * The targets (`{ what, test }`: a description, and the file's path or a pattern of it) of which no file was seen.
 * @param {Array<{ what: string, test: string | RegExp }>} targets
 * @param {Iterable<string>} seen
 */
function unseenTargets(targets, seen) {
    const files = [...seen];
    return targets.filter(target => !files.some(file => matches(target.test, file)));
}

/** What the build says when a patch did not apply: which patch, what it missed, and the two ways forward */
function notAppliedMessage(patch, missed) {
    return [
        `site patch "${patch}" did not apply: it never saw ${missed.join('; ')}.`,
        `Its target has moved, changed its name or left the bundle (an upgrade of Docusaurus or of a dependency?).`,
        `Fix the patch's rule, or build with SITE_PATCHES_OFF=${patch} and re-tune it later (see UPGRADING.md).`,
    ].join(' ');
}

/** Fails the compilation with `message` */
function failCompilation(compiler, compilation, message) {
    compilation.errors.push(new compiler.webpack.WebpackError(message));
}

/**
 * For the client build: once every module is built, fails the build if a target of `patch` was never seen. A target
 * with `inBundle: true` is proven by a module of that file in the bundle instead (a module that a patch puts in the
 * place of another's, whose rules are the replaced module's).
 */
class PatchProof {
    /**
     * @param {string} patch
     * @param {Array<{ what: string, test: string | RegExp, inBundle?: boolean }>} targets
     */
    constructor(patch, targets) {
        this.patch = patch;
        this.targets = targets;
    }

    apply(compiler) {
        const name = `PatchProof(${this.patch})`;
        // the development server's persistent cache (plugins/dev-server) restores modules without running their
        // loaders: a restored module was rewritten, and proven, when it was compiled, with the same build code
        const cached = compiler.options.experiments?.cache?.type === 'persistent';
        compiler.hooks.thisCompilation.tap(name, compilation => {
            compilation.hooks.finishModules.tap(name, modules => {
                const bundled = [...modules].map(module => module.resource).filter(Boolean);
                const unseen = [
                    ...unseenTargets(
                        this.targets.filter(target => !target.inBundle),
                        cached ? [...seenFiles(compiler, this.patch), ...bundled] : seenFiles(compiler, this.patch),
                    ),
                    ...unseenTargets(
                        this.targets.filter(target => target.inBundle),
                        bundled,
                    ),
                ];
                if (unseen.length > 0) {
                    failCompilation(
                        compiler,
                        compilation,
                        notAppliedMessage(
                            this.patch,
                            unseen.map(({ what }) => what),
                        ),
                    );
                }
            });
        });
    }
}

module.exports = {
    PatchProof,
    seenLoader,
    recordSeen,
    seenFiles,
    unseenTargets,
    notAppliedMessage,
    failCompilation,
};
