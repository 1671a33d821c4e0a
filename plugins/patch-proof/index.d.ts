// Types of index.js, for the plugins that import it
import type { RuleSetUseItem } from 'webpack';

export interface PatchTarget {
    /** what the file is, for the build's message: `.docusaurus/registry.js` */
    what: string;
    /** the file's path, or a pattern of it */
    test: string | RegExp;
    /** proven by a module of this file in the bundle, rather than by the patch's loaders having seen it */
    inBundle?: boolean;
}

export declare function seenLoader(patch: string): RuleSetUseItem & { loader: string; options: { patch: string } };
export declare function recordSeen(compiler: object, patch: string, file: string): void;
export declare function seenFiles(compiler: object, patch: string): Set<string>;
export declare function unseenTargets(targets: PatchTarget[], seen: Iterable<string>): PatchTarget[];
export declare function notAppliedMessage(patch: string, missed: string[]): string;
export declare function failCompilation(
    compiler: { webpack: { WebpackError: new (message: string) => Error } },
    compilation: { errors: Error[] },
    message: string,
): void;

export declare class PatchProof {
    constructor(patch: string, targets: PatchTarget[]);
    readonly patch: string;
    readonly targets: PatchTarget[];
    apply(compiler: object): void;
}
