/**
 * Turns the packages' TypeDoc models into the API reference: one overview per entry point, one page per
 * class, function, interface and enum, and the name index of `api:` links. Pure: models in, page data out,
 * in four steps, each in a module of its own —
 *   1. index (declaration-index.ts): where every declaration and member lives;
 *   2. resolve (resolver.ts): type references and doc comment links, to those places;
 *   3. render (pages.ts): the pages;
 *   4. validate (link-check.ts): links into the reference land on pages and anchors that exist.
 * Every problem is collected and reported together, naming package, file and link, so nothing is dropped.
 */
import type { ApiPage } from '../../../shared/api-reference';
import type { ModuleCategory } from '../../../shared/catalogue';
import { indexDeclarations } from './declaration-index';
import { brokenApiLinks } from './link-check';
import type { PackageModel } from './models';
import { type ReferenceModule, renderPages } from './pages';
import { createResolver, type ResolverOptions } from './resolver';
import { type DeclaredLength, overlongSignatures } from './signature-length';

export interface ApiReference {
    modules: ReferenceModule[];
    pages: ApiPage[];
    /** `name` → routes, for the `api:` links of handbook pages */
    names: Record<string, string[]>;
    /** `<package>:<qualified name>` → where it is documented, for the API links of code examples */
    symbols: Record<string, string>;
}

export class ApiReferenceError extends Error {
    constructor(public readonly problems: string[]) {
        super(
            `API reference: ${problems.length} problem(s) in the framework's doc comments:\n${problems.map(problem => `  - ${problem}`).join('\n')}`,
        );
    }
}

/**
 * @param catalogue each overview page shows its package's entry
 * @param anchorAliases old anchors the pinned sources link to → the headings that hold those sections now (api-docs/modules.ts)
 * @param options how to tell the size of an image the comments show from the site, and how long a declaration is in
 *   the framework's source (a signature longer than `maxSignatureLength` must be declared that long)
 */
export function buildApiReference(
    models: PackageModel[],
    catalogue: ModuleCategory[],
    anchorAliases: Record<string, string> = {},
    options: ResolverOptions & { declaredLength?: DeclaredLength } = {},
): ApiReference {
    const index = indexDeclarations(models);
    const resolver = createResolver(index, options);
    const {
        pages,
        modules,
        anchors,
        problems: renderProblems,
    } = renderPages(index, resolver, catalogue, anchorAliases);
    const problems = [
        ...resolver.problems,
        ...renderProblems,
        ...brokenApiLinks(resolver.links, anchors),
        ...overlongSignatures(pages, page => page.module.packageName, options.declaredLength ?? (() => undefined)),
    ];
    if (problems.length > 0) {
        throw new ApiReferenceError(problems);
    }
    return { modules, pages, names: index.names, symbols: index.symbols };
}
