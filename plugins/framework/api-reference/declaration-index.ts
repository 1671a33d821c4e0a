/**
 * Step 1 of the API reference: where every documented declaration and member lives. Reads the models,
 * renders nothing: the routes and anchors of the reference, the href of every reflection a type or a
 * `{@link}` can point to (by package and id, and by symbol across packages), and the name index of the
 * handbook's `api:` links.
 */
import type { ItemKind, ModuleInfo, OverviewKind } from '../../../shared/api-reference';
import { apiBasePath } from '../../../shared/api-routes';
import { moduleRoute, moduleSlug } from '../../../shared/catalogue';
import type { PackageModel } from './models';
import { hasOwnPage, importPath, isFunctionValued, itemRoute, kindOf, overviewAnchorRoute } from './routes';
import {
    type Declaration,
    declarationsById,
    isDocumentedMember,
    isReference,
    type Project,
    type ReflectionSymbolId,
    signaturesOf,
    targetOf,
} from './typedoc-model';

/** An entry point of a package: a module overview page and the declarations it exports */
export interface Entry {
    model: PackageModel;
    module: ModuleInfo;
    isMain: boolean;
    /** The module reflection TypeDoc made for the entry point (the project itself when there is only one) */
    reflection: Declaration | Project;
}

/** A declaration an entry point exports, with how it is documented */
export interface Exported {
    /** As listed by the entry point: TypeDoc's groups and categories refer to this one's id */
    child: Declaration;
    /** What it is: the declaration itself, or the one a re-export points to */
    declaration: Declaration;
    kind: ItemKind | OverviewKind;
}

export interface DeclarationIndex {
    entries: Entry[];
    /** The slugs of every documented package: their sources are in the framework's repository */
    packageSlugs: ReadonlySet<string>;
    /** Where a reflection (declaration, member or signature) of a package is documented */
    hrefOf(packageName: string, id: number): string | undefined;
    /** Where a symbol is documented, in any package */
    hrefOfSymbol(symbol: ReflectionSymbolId): string | undefined;
    /**
     * `<package>:<qualified name>` → where it is documented, for every declaration and member: what the examples'
     * identifiers are linked by (plugins/code-examples). A declaration another package re-exports is also found
     * under the package that declares it, unless that package documents it itself.
     */
    symbols: Record<string, string>;
    /** What each entry point exports and documents, in source order */
    exportsOf(entry: Entry): Exported[];
    /** Every API route, each with the anchors of its members and declarations */
    anchors: ReadonlyMap<string, ReadonlySet<string>>;
    /** `Name`, `Name.member`, `slug/Name`, `slug/Name.member` → the URLs they name (more than one when ambiguous) */
    names: Record<string, string[]>;
}

/** TypeDoc names a module after its entry file's path without `/index.ts`, relative to the common root */
function entryNameOf(file: string): string {
    return file.replace(/^src\//, '').replace(/\/?index\.ts$/, '') || 'index';
}

/** The entry points of a package's model: with several entry points TypeDoc makes one module each */
export function entriesOf(model: PackageModel): Entry[] {
    const { project, definition } = model;
    const modules: Declaration[] = definition.entryPoints.length > 1 ? (project.children ?? []) : [];
    return definition.entryPoints.map((entryPoint, index) => {
        const reflection =
            definition.entryPoints.length > 1
                ? (modules.find(
                      module =>
                          module.sources?.[0]?.fileName.endsWith(entryPoint.file) ||
                          module.name === entryNameOf(entryPoint.file),
                  ) ?? modules[index])
                : project;
        if (!reflection) {
            throw new Error(`${definition.name}: TypeDoc produced no module for entry point ${entryPoint.file}`);
        }
        const slug = moduleSlug(definition.name, entryPoint.subpath);
        return {
            model,
            reflection,
            isMain: entryPoint.subpath === '',
            module: {
                slug,
                packageName: definition.name,
                importPath: importPath(definition.name, entryPoint.subpath),
                route: moduleRoute(slug),
                label: entryPoint.label,
            },
        };
    });
}

/** The members a declaration's page documents: a class's or interface's, or those of a callable value (`describe.only`) */
export function membersOf(declaration: Declaration): Declaration[] {
    return isFunctionValued(declaration) && declaration.type?.type === 'reflection'
        ? (declaration.type.declaration.children ?? [])
        : (declaration.children ?? []);
}

export function indexDeclarations(models: PackageModel[]): DeclarationIndex {
    const entries = models.flatMap(entriesOf);
    const declarations = new Map(models.map(model => [model.definition.name, declarationsById(model.project)]));
    const hrefs = new Map(models.map(model => [model.definition.name, new Map<number, string>()]));
    const hrefBySymbol = new Map<string, string>();
    // `<declaring package>:<name>` of what a package documents but another declares: found when the declaring one doesn't
    const hrefByDeclaringPackage = new Map<string, string>();
    const addSymbol = (packageName: string, declaredIn: string | undefined, qualifiedName: string, href: string) => {
        hrefBySymbol.set(`${packageName}:${qualifiedName}`, href);
        const key = `${declaredIn}:${qualifiedName}`;
        if (declaredIn && declaredIn !== packageName && !hrefByDeclaringPackage.has(key)) {
            hrefByDeclaringPackage.set(key, href);
        }
    };
    const anchors = new Map<string, Set<string>>([[apiBasePath, new Set()]]);
    const names = new Map<string, Set<string>>();
    const exported = new Map<Entry, Exported[]>();

    const addName = (name: string, href: string) => {
        const known = names.get(name);
        if (known) {
            known.add(href);
        } else {
            names.set(name, new Set([href]));
        }
    };

    for (const entry of entries) {
        const { packageName, slug, route } = entry.module;
        const byId = declarations.get(packageName);
        const hrefOf = hrefs.get(packageName);
        if (!byId || !hrefOf) {
            throw new Error(`${packageName}: an entry point of a package that has no model`);
        }
        const symbols: Partial<Record<number, ReflectionSymbolId>> = entry.model.project.symbolIdMap ?? {};
        const overviewAnchors = new Set<string>();
        anchors.set(route, overviewAnchors);
        const documented: Exported[] = [];
        exported.set(entry, documented);

        for (const child of entry.reflection.children ?? []) {
            if (isReference(child)) {
                continue;
            }
            const declaration = targetOf(child, byId);
            const kind = kindOf(declaration);
            if (!kind) {
                continue;
            }
            documented.push({ child, declaration, kind });
            const href = hasOwnPage(kind)
                ? itemRoute(slug, kind, declaration.name)
                : overviewAnchorRoute(slug, declaration.name);
            hrefOf.set(declaration.id, href);
            const qualifiedName = symbols[declaration.id]?.qualifiedName ?? declaration.name;
            const declaredIn = symbols[declaration.id]?.packageName;
            addSymbol(packageName, declaredIn, qualifiedName, href);
            addName(declaration.name, href);
            addName(`${slug}/${declaration.name}`, href);
            if (!hasOwnPage(kind)) {
                overviewAnchors.add(declaration.name);
                continue;
            }
            const memberAnchors = new Set<string>();
            anchors.set(href, memberAnchors);
            for (const signature of declaration.signatures ?? []) {
                hrefOf.set(signature.id, href);
            }
            for (const member of membersOf(declaration).filter(isDocumentedMember)) {
                const memberHref = `${href}#${member.name}`;
                memberAnchors.add(member.name);
                hrefOf.set(member.id, memberHref);
                for (const signature of signaturesOf(member)) {
                    hrefOf.set(signature.id, memberHref);
                }
                addSymbol(packageName, declaredIn, `${qualifiedName}.${member.name}`, memberHref);
                addName(`${declaration.name}.${member.name}`, memberHref);
                addName(`${slug}/${declaration.name}.${member.name}`, memberHref);
            }
        }
        // re-exports link to the declaration they re-export
        for (const child of entry.reflection.children ?? []) {
            if (isReference(child)) {
                const href = hrefOf.get(child.target);
                if (href) {
                    hrefOf.set(child.id, href);
                    hrefBySymbol.set(`${packageName}:${child.name}`, href);
                }
            }
        }
    }

    return {
        entries,
        packageSlugs: new Set(models.map(model => moduleSlug(model.definition.name))),
        hrefOf: (packageName, id) => hrefs.get(packageName)?.get(id),
        hrefOfSymbol: symbol => {
            const key = `${symbol.packageName}:${symbol.qualifiedName}`;
            return hrefBySymbol.get(key) ?? hrefByDeclaringPackage.get(key);
        },
        symbols: Object.fromEntries([...hrefByDeclaringPackage, ...hrefBySymbol]),
        exportsOf: entry => exported.get(entry) ?? [],
        anchors,
        names: Object.fromEntries([...names].map(([name, hrefsOfName]) => [name, [...hrefsOfName]])),
    };
}
