/**
 * Turns the packages' TypeDoc models into the API reference's pages: one overview per entry point,
 * one page per class, function, interface and enum. Pure: models in, page data out. Every problem
 * (an unresolvable `{@link}`, a link to an API page that doesn't exist) is collected and reported
 * together, naming the package, file and link, so that nothing is dropped silently.
 */
import { createSlugger, type Slugger } from '@docusaurus/utils';

import { escapeHtml } from '../../shared/html';
import { externalTypeUrl } from './external-types';
import { descriptionOf, firstParagraph, markdownToMarkup, type MarkupNode } from './markup';
import type { PackageModel } from './models';
import {
    basePath,
    hasOwnPage,
    importPath,
    isFunctionValued,
    type ItemKind,
    itemRoute,
    kindOf,
    moduleRoute,
    moduleSlug,
    type OverviewKind,
    overviewAnchorRoute,
    siteRelative,
    sourceUrl,
} from './routes';
import {
    type CommentDisplayPart,
    type Comment,
    type Reflection,
    ReflectionKind,
    type ReflectionSymbolId,
    type SomeType,
    type TypeDocProject,
} from './typedoc-json';
import {
    compact,
    type Part,
    parametersParts,
    type ReferenceResolver,
    signatureParts,
    typeParametersParts,
    typeParts,
} from './types';

export interface Source {
    file: string;
    line: number;
    url: string;
}

export interface RenderedComment {
    summary: MarkupNode[];
    /** Block tags other than those shown elsewhere (params, returns) */
    tags: Array<{ tag: string; content: MarkupNode[] }>;
    deprecated?: MarkupNode[];
    modifiers: string[];
}

export interface ParameterDoc {
    name: string;
    type: Part[];
    optional: boolean;
    rest: boolean;
    defaultValue?: string;
    comment: MarkupNode[];
}

export interface SignatureDoc {
    code: Part[];
    typeParameters: Array<{ name: string; comment: MarkupNode[] }>;
    parameters: ParameterDoc[];
    returns?: { type: Part[]; comment: MarkupNode[] };
    comment?: RenderedComment;
    source?: Source;
}

export interface Link {
    text: string;
    href?: string;
}

export interface MemberDoc {
    name: string;
    anchor: string;
    flags: string[];
    inheritedFrom?: Link;
    overrides?: Link;
    /** Properties and enum members show a single line of code and a comment; callables show signatures */
    code?: Part[];
    comment?: RenderedComment;
    signatures: SignatureDoc[];
    source?: Source;
}

export interface Section {
    title: string;
    /** The heading's id, which the table of contents links to */
    id: string;
    members: MemberDoc[];
}

export interface TocEntry {
    id: string;
    value: string;
    level: number;
}

export interface ModuleInfo {
    slug: string;
    packageName: string;
    importPath: string;
    route: string;
    label: string;
}

export interface ItemPage {
    type: 'item';
    route: string;
    module: ModuleInfo;
    kind: ItemKind;
    name: string;
    description: string;
    flags: string[];
    comment?: RenderedComment;
    /** A class's or interface's declaration line; a function's signatures */
    code?: Part[];
    signatures: SignatureDoc[];
    hierarchy: { extends: Part[][]; implements: Part[][]; extendedBy: Link[]; implementedBy: Link[] };
    sections: Section[];
    source?: Source;
    toc: TocEntry[];
}

export interface OverviewDeclaration {
    name: string;
    kind: OverviewKind;
    code: Part[];
    comment?: RenderedComment;
    source?: Source;
}

export interface OverviewPage {
    type: 'overview';
    route: string;
    module: ModuleInfo;
    version: string;
    description: string;
    categories: Array<{
        title: string;
        id: string;
        items: Array<{
            name: string;
            kind: ItemKind | OverviewKind;
            href: string;
            summary: MarkupNode[];
            deprecated: boolean;
        }>;
    }>;
    declarations: OverviewDeclaration[];
    /** The package README (main entry points only), its `##` headings as h3 under "About this module" */
    readme: MarkupNode[];
    toc: TocEntry[];
}

export type ApiPage = ItemPage | OverviewPage;

export interface ApiReference {
    modules: Array<
        ModuleInfo & {
            packageVersion: string;
            entryLabel: string;
            isMain: boolean;
            items: Array<{ name: string; kind: ItemKind; route: string; category: string }>;
        }
    >;
    pages: ApiPage[];
    /** `name` → routes, for the `api:` links of handbook pages */
    names: Record<string, string[]>;
}

export class ApiReferenceError extends Error {
    constructor(public readonly problems: string[]) {
        super(
            `API reference: ${problems.length} problem(s) in the framework's doc comments:\n${problems.map(problem => `  - ${problem}`).join('\n')}`,
        );
    }
}

interface Entry {
    model: PackageModel;
    module: ModuleInfo;
    isMain: boolean;
    entryLabel: string;
    reflection: Reflection;
}

const sectionOrder: Array<[string, (member: Reflection) => boolean]> = [
    ['Constructors', member => member.kind === ReflectionKind.Constructor],
    ['Properties', member => member.kind === ReflectionKind.Property && !isCallableProperty(member)],
    ['Accessors', member => member.kind === ReflectionKind.Accessor],
    ['Methods', member => member.kind === ReflectionKind.Method || isCallableProperty(member)],
    ['Enumeration Members', member => member.kind === ReflectionKind.EnumMember],
];

/** Static factory methods inherited from a parent class are documented on the parent only */
export function isDocumentedMember(member: Reflection): boolean {
    return !(member.flags.isStatic && member.inheritedFrom) && !member.flags.isPrivate;
}

function isCallableProperty(member: Reflection): boolean {
    return (
        member.kind === ReflectionKind.Property &&
        member.type?.type === 'reflection' &&
        Boolean(member.type.declaration.signatures?.length) &&
        !member.type.declaration.children?.length
    );
}

/** The entry points of a package's model: with several entry points TypeDoc makes one module each */
function entriesOf(model: PackageModel): Entry[] {
    const { project, definition } = model;
    const modules = definition.entryPoints.length > 1 ? (project.children ?? []) : [project];
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
            throw new ApiReferenceError([
                `${definition.name}: TypeDoc produced no module for entry point ${entryPoint.file}`,
            ]);
        }
        const slug = moduleSlug(definition.name, entryPoint.subpath);
        return {
            model,
            reflection,
            isMain: entryPoint.subpath === '',
            entryLabel: entryPoint.label,
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

/** A README's first-level heading repeats the package name, which the page's own title shows */
function withoutTitle(markdown: string): string {
    return markdown.replace(/^\s*#\s[^\n]*\n/, '');
}

/** TypeDoc names a module after its entry file's path without `/index.ts`, relative to the common root */
function entryNameOf(file: string): string {
    return file.replace(/^src\//, '').replace(/\/?index\.ts$/, '') || 'index';
}

/** The declaration a re-export (`Reference` reflection) points to, in the same project */
function targetOf(reflection: Reflection, byId: Map<number, Reflection>): Reflection {
    let current = reflection;
    for (let hops = 0; current.kind === ReflectionKind.Reference && current.target !== undefined && hops < 10; hops++) {
        current = byId.get(current.target) ?? current;
    }
    return current;
}

function indexById(root: Reflection, byId = new Map<number, Reflection>()): Map<number, Reflection> {
    byId.set(root.id, root);
    for (const child of [
        ...(root.children ?? []),
        ...(root.signatures ?? []),
        ...(root.getSignature ? [root.getSignature] : []),
        ...(root.setSignature ? [root.setSignature] : []),
    ]) {
        indexById(child, byId);
    }
    return byId;
}

export function buildApiReference(models: PackageModel[], linkCorrections: Record<string, string> = {}): ApiReference {
    const problems: string[] = [];
    const entries = models.flatMap(entriesOf);

    // 1. Where every documented declaration and member lives
    const hrefById = new Map<string, Map<number, string>>(); // package → id → href
    const hrefBySymbol = new Map<string, string>(); // `package:qualified.name` → href
    const reflectionsById = new Map<string, Map<number, Reflection>>();
    const names: Record<string, string[]> = {};
    const routes = new Set<string>();
    const anchorsOf = new Map<string, Set<string>>();

    const addName = (name: string, href: string) => {
        names[name] = [...(names[name] ?? []), href].filter((value, index, all) => all.indexOf(value) === index);
    };

    routes.add(basePath);
    anchorsOf.set(basePath, new Set());
    for (const model of models) {
        reflectionsById.set(model.definition.name, indexById(model.project));
        hrefById.set(model.definition.name, new Map());
    }

    for (const entry of entries) {
        const packageName = entry.module.packageName;
        const byId = reflectionsById.get(packageName)!;
        const hrefs = hrefById.get(packageName)!;
        const symbols = entry.model.project.symbolIdMap ?? {};
        routes.add(entry.module.route);
        anchorsOf.set(entry.module.route, new Set());
        for (const child of entry.reflection.children ?? []) {
            const declaration = targetOf(child, byId);
            const kind = kindOf(declaration);
            if (!kind || child.kind === ReflectionKind.Reference) {
                continue;
            }
            const href = hasOwnPage(kind)
                ? itemRoute(entry.module.slug, kind, declaration.name)
                : overviewAnchorRoute(entry.module.slug, declaration.name);
            hrefs.set(declaration.id, href);
            const qualifiedName = symbols[declaration.id]?.qualifiedName ?? declaration.name;
            hrefBySymbol.set(`${packageName}:${qualifiedName}`, href);
            addName(declaration.name, href);
            addName(`${entry.module.slug}/${declaration.name}`, href);
            if (hasOwnPage(kind)) {
                routes.add(href);
                const anchors = new Set<string>();
                anchorsOf.set(href, anchors);
                for (const signature of declaration.signatures ?? []) {
                    hrefs.set(signature.id, href);
                }
                const valueMembers =
                    isFunctionValued(declaration) && declaration.type?.type === 'reflection'
                        ? (declaration.type.declaration.children ?? [])
                        : (declaration.children ?? []);
                for (const member of valueMembers.filter(isDocumentedMember)) {
                    const memberHref = `${href}#${member.name}`;
                    anchors.add(member.name);
                    hrefs.set(member.id, memberHref);
                    for (const signature of [
                        ...(member.signatures ?? []),
                        ...(member.getSignature ? [member.getSignature] : []),
                        ...(member.setSignature ? [member.setSignature] : []),
                    ]) {
                        hrefs.set(signature.id, memberHref);
                    }
                    hrefBySymbol.set(`${packageName}:${qualifiedName}.${member.name}`, memberHref);
                    addName(`${declaration.name}.${member.name}`, memberHref);
                    addName(`${entry.module.slug}/${declaration.name}.${member.name}`, memberHref);
                }
            } else {
                anchorsOf.get(entry.module.route)!.add(declaration.name);
            }
        }
        // re-exports link to the declaration they re-export
        for (const child of entry.reflection.children ?? []) {
            if (child.kind === ReflectionKind.Reference && child.target !== undefined) {
                const href = hrefs.get(child.target);
                if (href) {
                    hrefs.set(child.id, href);
                    hrefBySymbol.set(`${packageName}:${child.name}`, href);
                }
            }
        }
    }

    // 2. Resolution of type references and comment links
    const resolveSymbol = (symbol: ReflectionSymbolId): string | undefined =>
        hrefBySymbol.get(`${symbol.packageName}:${symbol.qualifiedName}`) ??
        externalTypeUrl(symbol.packageName, symbol.qualifiedName, symbol.packagePath);

    const resolverFor =
        (packageName: string): ReferenceResolver =>
        type => {
            if (typeof type.target === 'number') {
                return hrefById.get(packageName)!.get(type.target);
            }
            if (type.target && typeof type.target === 'object') {
                return resolveSymbol(type.target);
            }
            return type.externalUrl && /^https:\/\//.test(type.externalUrl) ? type.externalUrl : undefined;
        };

    const corrected = (url: string | undefined) => url && (linkCorrections[url] ?? url);

    // checked once every page, and so every anchor, is known
    const internalLinks: Array<{ url: string; where: string }> = [];
    const checkInternalLink = (url: string, where: string) => internalLinks.push({ url, where });
    /** A link to the public site, made site-relative and queued for checking; other URLs are kept */
    const siteLinkFound =
        (where: string) =>
        (url: string): string | undefined => {
            const relative = corrected(siteRelative(url));
            if (relative) {
                checkInternalLink(relative, where);
            }
            return relative;
        };
    const verifyInternalLink = ({ url, where }: { url: string; where: string }) => {
        if (!url.startsWith('/api/')) {
            return; // other pages of the site: Docusaurus' broken link check names source and target
        }
        const [pathname, anchor] = url.split('#');
        if (!routes.has(pathname)) {
            problems.push(`${where}: links to ${url}, but the API reference has no page ${pathname}`);
        } else if (anchor && !anchorsOf.get(pathname)?.has(anchor)) {
            problems.push(`${where}: links to ${url}, but ${pathname} has no member or declaration "${anchor}"`);
        }
    };

    interface CommentContext {
        packageName: string;
        where: string;
        slugger: Slugger;
        topHeadingLevel: number;
        headings?: Array<{ id: string; text: string; level: number }>;
    }

    const toMarkdown = (parts: CommentDisplayPart[] | undefined, context: CommentContext): string =>
        (parts ?? [])
            .map(part => {
                if (part.kind !== 'inline-tag') {
                    return part.text;
                }
                if (!/^@link(code|plain)?$/.test(part.tag ?? '')) {
                    return part.text;
                }
                let href: string | undefined;
                if (typeof part.target === 'number') {
                    href = hrefById.get(context.packageName)!.get(part.target);
                } else if (typeof part.target === 'string') {
                    href = siteRelative(part.target) ?? part.target;
                } else if (part.target) {
                    href = resolveSymbol(part.target);
                }
                if (!href) {
                    problems.push(
                        `${context.where}: {${part.tag} ${part.text}} does not resolve to a documented declaration`,
                    );
                    return `\`${part.text}\``;
                }
                const text = part.tag === '@linkcode' ? `\`${part.text}\`` : part.text;
                return `[${text.replace(/([[\]])/g, '\\$1')}](${href})`;
            })
            .join('');

    const markup = (parts: CommentDisplayPart[] | undefined, context: CommentContext): MarkupNode[] =>
        markdownToMarkup(toMarkdown(parts, context), {
            topHeadingLevel: context.topHeadingLevel,
            slugger: context.slugger,
            headings: context.headings,
            rewriteUrl: siteLinkFound(context.where),
        });

    const hiddenTags = new Set([
        '@param',
        '@typeParam',
        '@template',
        '@returns',
        '@return',
        '@category',
        '@group',
        '@access',
        '@package',
        '@module',
        '@packageDocumentation',
        '@deprecated',
        '@inheritDoc',
    ]);

    const renderComment = (comment: Comment | undefined, context: CommentContext): RenderedComment | undefined => {
        if (!comment) {
            return undefined;
        }
        const deprecated = comment.blockTags?.find(tag => tag.tag === '@deprecated');
        return {
            summary: markup(comment.summary, context),
            tags: (comment.blockTags ?? [])
                .filter(tag => !hiddenTags.has(tag.tag))
                .map(tag => ({
                    tag: tag.tag.slice(1),
                    content: markup(tag.content, { ...context, headings: undefined }),
                })),
            ...(deprecated ? { deprecated: markup(deprecated.content, { ...context, headings: undefined }) } : {}),
            modifiers: (comment.modifierTags ?? []).map(tag => tag.slice(1)),
        };
    };

    const sourceOf = (reflection: Reflection): Source | undefined => {
        const source = reflection.sources?.[0];
        return source
            ? { file: source.fileName.replace(/^[^/]+\/src\//, 'src/'), line: source.line, url: sourceUrl(source) }
            : undefined;
    };

    const whereOf = (packageName: string, reflection: Reflection, name: string) => {
        const source = reflection.sources?.[0];
        return `${packageName} ${source ? `packages/${source.fileName}:${source.line}` : ''} (${name})`;
    };

    const renderSignature = (
        signature: Reflection,
        packageName: string,
        context: CommentContext,
        name: string,
        paramTags?: Comment['blockTags'],
    ): SignatureDoc => {
        const resolve = resolverFor(packageName);
        const returnsTag = signature.comment?.blockTags?.find(tag => tag.tag === '@returns' || tag.tag === '@return');
        const isConstructor = signature.kind === ReflectionKind.ConstructorSignature;
        const code = isConstructor
            ? [{ t: 'new ', k: 'k' as const }, ...signatureParts({ ...signature, name }, resolve, 'declaration', name)]
            : signature.kind === ReflectionKind.GetSignature
              ? [
                    { t: 'get ', k: 'k' as const },
                    { t: name, k: 'n' as const },
                    ...parametersParts(signature, resolve),
                    { t: ': ', k: 'p' as const },
                    ...(signature.type ? typeParts(signature.type, resolve) : []),
                ]
              : signature.kind === ReflectionKind.SetSignature
                ? [{ t: 'set ', k: 'k' as const }, { t: name, k: 'n' as const }, ...parametersParts(signature, resolve)]
                : signatureParts(signature, resolve, 'declaration', name);
        return {
            code: compact(code),
            typeParameters: (signature.typeParameters ?? [])
                .filter(parameter => parameter.comment)
                .map(parameter => ({
                    name: parameter.name,
                    comment: markup(parameter.comment?.summary, { ...context, headings: undefined }),
                })),
            parameters: (signature.parameters ?? []).map(parameter => ({
                name: parameter.name,
                type: compact(parameter.type ? typeParts(parameter.type, resolve) : []),
                optional: Boolean(parameter.flags.isOptional),
                rest: Boolean(parameter.flags.isRest),
                ...(parameter.defaultValue !== undefined && parameter.defaultValue !== '...'
                    ? { defaultValue: parameter.defaultValue }
                    : {}),
                comment: markup(
                    parameter.comment?.summary ??
                        paramTags?.find(tag => tag.tag === '@param' && tag.name === parameter.name)?.content,
                    { ...context, headings: undefined },
                ),
            })),
            ...(signature.type && !isConstructor && signature.kind !== ReflectionKind.SetSignature
                ? {
                      returns: {
                          type: compact(typeParts(signature.type, resolve)),
                          comment: markup(returnsTag?.content, { ...context, headings: undefined }),
                      },
                  }
                : {}),
            comment: renderComment(signature.comment, { ...context, headings: undefined }),
            source: sourceOf(signature),
        };
    };

    const linkOf = (type: SomeType | undefined, packageName: string): Link | undefined => {
        if (!type || type.type !== 'reference') {
            return undefined;
        }
        const href = resolverFor(packageName)(type);
        return { text: type.name, ...(href ? { href } : {}) };
    };

    const flagsOf = (reflection: Reflection): string[] =>
        [
            reflection.flags.isStatic && 'static',
            reflection.flags.isAbstract && 'abstract',
            reflection.flags.isProtected && 'protected',
            reflection.flags.isReadonly && 'readonly',
            reflection.flags.isOptional && 'optional',
        ].filter((flag): flag is string => Boolean(flag));

    // 3. Pages
    const pages: ApiPage[] = [];
    const referenceModules: ApiReference['modules'] = [];

    for (const entry of entries) {
        const packageName = entry.module.packageName;
        const byId = reflectionsById.get(packageName)!;
        const resolve = resolverFor(packageName);
        const categoryOf = new Map<number, string>();
        // The framework groups its declarations with `@group` ("Screenplay Pattern", "Time"…); TypeDoc's
        // kind-based groups ("Classes") hold the rest, and `@category`, where used, refines either
        for (const category of [...(entry.reflection.groups ?? []), ...(entry.reflection.categories ?? [])]) {
            for (const id of category.children ?? []) {
                categoryOf.set(id, category.title);
            }
        }
        const overviewItems: Array<{
            category: string;
            name: string;
            kind: ItemKind | OverviewKind;
            href: string;
            summary: MarkupNode[];
            deprecated: boolean;
        }> = [];
        const declarations: OverviewDeclaration[] = [];
        const overviewSlugger = createSlugger();
        overviewSlugger.slug('about-this-module');
        const moduleItems: ApiReference['modules'][number]['items'] = [];

        for (const child of entry.reflection.children ?? []) {
            if (child.kind === ReflectionKind.Reference) {
                continue;
            }
            const declaration = targetOf(child, byId);
            const kind = kindOf(declaration);
            if (!kind) {
                continue;
            }
            const where = whereOf(packageName, declaration, declaration.name);
            const category =
                categoryOf.get(child.id) ??
                (hasOwnPage(kind)
                    ? `${kind[0].toUpperCase()}${kind.slice(1)}${kind === 'class' ? 'es' : 's'}`
                    : kind === 'type'
                      ? 'Type Aliases'
                      : 'Variables');

            if (!hasOwnPage(kind)) {
                overviewSlugger.slug(declaration.name);
                const context: CommentContext = { packageName, where, slugger: overviewSlugger, topHeadingLevel: 4 };
                const comment = renderComment(declaration.comment, context);
                const code =
                    kind === 'type'
                        ? [
                              { t: 'type ', k: 'k' as const },
                              { t: declaration.name, k: 't' as const },
                              ...typeParametersParts(declaration.typeParameters, resolve),
                              { t: ' = ', k: 'p' as const },
                              ...(declaration.type ? typeParts(declaration.type, resolve) : []),
                          ]
                        : [
                              { t: declaration.flags.isConst ? 'const ' : 'let ', k: 'k' as const },
                              { t: declaration.name, k: 'n' as const },
                              { t: ': ', k: 'p' as const },
                              ...(declaration.type
                                  ? typeParts(declaration.type, resolve)
                                  : [{ t: 'any', k: 'k' as const }]),
                          ];
                declarations.push({
                    name: declaration.name,
                    kind,
                    code: compact(code),
                    ...(comment ? { comment } : {}),
                    source: sourceOf(declaration),
                });
                overviewItems.push({
                    category,
                    name: declaration.name,
                    kind,
                    href: `#${declaration.name}`,
                    summary: firstParagraph(comment?.summary ?? []),
                    deprecated: Boolean(comment?.deprecated),
                });
                continue;
            }

            const valueType =
                isFunctionValued(declaration) && declaration.type?.type === 'reflection'
                    ? declaration.type.declaration
                    : undefined;
            const functionSignatures =
                kind === 'function' ? (valueType ? (valueType.signatures ?? []) : (declaration.signatures ?? [])) : [];
            // `describe.only`, `describe.skip`…: a callable value's own members
            const ownMembers = valueType ? (valueType.children ?? []) : (declaration.children ?? []);
            const route = itemRoute(entry.module.slug, kind, declaration.name);
            const slugger = createSlugger();
            const headings: Array<{ id: string; text: string; level: number }> = [];
            for (const member of ownMembers) {
                slugger.slug(member.name);
            }
            for (const reserved of [
                'constructors',
                'properties',
                'accessors',
                'methods',
                'enumeration-members',
                'signatures',
                'hierarchy',
            ]) {
                slugger.slug(reserved);
            }
            const context: CommentContext = { packageName, where, slugger, topHeadingLevel: 2, headings };
            const memberContext = (member: Reflection): CommentContext => ({
                packageName,
                where: whereOf(packageName, member, `${declaration.name}.${member.name}`),
                slugger,
                topHeadingLevel: 4,
            });

            // A function-valued variable documents its parameters in its own comment
            const comment = renderComment(declaration.comment ?? functionSignatures[0]?.comment, context);
            const signatures = functionSignatures.map(signature =>
                renderSignature(
                    {
                        ...signature,
                        comment:
                            signature.comment &&
                            signature.comment !== declaration.comment &&
                            functionSignatures.length > 1
                                ? signature.comment
                                : undefined,
                    },
                    packageName,
                    { ...context, headings: undefined },
                    declaration.name,
                    declaration.comment?.blockTags ?? signature.comment?.blockTags,
                ),
            );

            const sections: Section[] = [];
            const members = ownMembers.filter(isDocumentedMember);
            for (const [title, belongs] of sectionOrder) {
                const inSection = members.filter(belongs);
                if (inSection.length === 0) {
                    continue;
                }
                sections.push({
                    title,
                    id: title.toLowerCase().replace(/\s+/g, '-'),
                    members: inSection.map(member => {
                        const callables =
                            member.kind === ReflectionKind.Accessor
                                ? [member.getSignature, member.setSignature].filter(
                                      (signature): signature is Reflection => Boolean(signature),
                                  )
                                : isCallableProperty(member) && member.type?.type === 'reflection'
                                  ? (member.type.declaration.signatures ?? [])
                                  : (member.signatures ?? []);
                        const mc = memberContext(member);
                        const memberComment = renderComment(member.comment, mc);
                        const code =
                            member.kind === ReflectionKind.Property && !isCallableProperty(member)
                                ? compact([
                                      ...flagsOf(member)
                                          .filter(flag => flag === 'static' || flag === 'readonly')
                                          .map(flag => ({ t: `${flag} `, k: 'k' as const })),
                                      { t: member.name, k: 'n' },
                                      { t: member.flags.isOptional ? '?: ' : ': ', k: 'p' },
                                      ...(member.type
                                          ? typeParts(member.type, resolve)
                                          : [{ t: 'any', k: 'k' as const }]),
                                  ])
                                : member.kind === ReflectionKind.EnumMember
                                  ? compact([
                                        { t: member.name, k: 'n' },
                                        { t: ' = ', k: 'p' },
                                        ...(member.type ? typeParts(member.type, resolve) : []),
                                    ])
                                  : undefined;
                        return {
                            name: member.name,
                            anchor: member.name,
                            flags: flagsOf(member),
                            ...(linkOf(member.inheritedFrom, packageName)
                                ? { inheritedFrom: linkOf(member.inheritedFrom, packageName) }
                                : {}),
                            ...(linkOf(member.overwrites, packageName) && !member.inheritedFrom
                                ? { overrides: linkOf(member.overwrites, packageName) }
                                : {}),
                            ...(code ? { code } : {}),
                            ...(memberComment ? { comment: memberComment } : {}),
                            signatures: callables.map(signature =>
                                renderSignature(
                                    signature,
                                    packageName,
                                    mc,
                                    member.kind === ReflectionKind.Constructor ? declaration.name : member.name,
                                ),
                            ),
                            source: sourceOf(member),
                        } satisfies MemberDoc;
                    }),
                });
            }

            const keyword =
                kind === 'class'
                    ? `${declaration.flags.isAbstract ? 'abstract ' : ''}class `
                    : kind === 'interface'
                      ? 'interface '
                      : kind === 'enum'
                        ? 'enum '
                        : '';
            const extendsTypes = (declaration.extendedTypes ?? []).map(type => compact(typeParts(type, resolve)));
            const implementsTypes = (declaration.implementedTypes ?? []).map(type => compact(typeParts(type, resolve)));
            const code =
                kind === 'function'
                    ? functionSignatures.length === 0 && declaration.type
                        ? // a value of a callable third-party type, e.g. `const it: TestType<…>`
                          compact([
                              { t: 'const ', k: 'k' },
                              { t: declaration.name, k: 'n' },
                              { t: ': ', k: 'p' },
                              ...typeParts(declaration.type, resolve),
                          ])
                        : undefined
                    : compact([
                          { t: keyword, k: 'k' },
                          { t: declaration.name, k: 't' },
                          ...typeParametersParts(declaration.typeParameters, resolve),
                          ...(extendsTypes.length
                              ? [
                                    { t: ' extends ', k: 'k' as const },
                                    ...extendsTypes.flatMap((type, index) =>
                                        index ? [{ t: ', ', k: 'p' as const }, ...type] : type,
                                    ),
                                ]
                              : []),
                          ...(implementsTypes.length
                              ? [
                                    { t: ' implements ', k: 'k' as const },
                                    ...implementsTypes.flatMap((type, index) =>
                                        index ? [{ t: ', ', k: 'p' as const }, ...type] : type,
                                    ),
                                ]
                              : []),
                      ]);

            const toc: TocEntry[] = [
                ...headings
                    .filter(heading => heading.level <= 3)
                    .map(heading => ({ id: heading.id, value: escapeHtml(heading.text), level: heading.level })),
                ...sections.flatMap(section => [
                    { id: section.id, value: section.title, level: 2 },
                    ...section.members.map(member => ({
                        id: member.anchor,
                        value: `${member.flags.includes('static') ? 'static ' : ''}${escapeHtml(member.name)}`,
                        level: 3,
                    })),
                ]),
            ];

            const page: ItemPage = {
                type: 'item',
                route,
                module: entry.module,
                kind,
                name: declaration.name,
                description:
                    descriptionOf(comment?.summary ?? []) ||
                    `${declaration.name}: ${kind} of ${entry.module.importPath}`,
                flags: [...flagsOf(declaration), ...(comment?.deprecated ? ['deprecated'] : [])],
                ...(comment ? { comment } : {}),
                ...(code ? { code } : {}),
                signatures,
                hierarchy: {
                    extends: extendsTypes,
                    implements: implementsTypes,
                    extendedBy: (declaration.extendedBy ?? [])
                        .map(type => linkOf(type, packageName))
                        .filter((link): link is Link => Boolean(link)),
                    implementedBy: (declaration.implementedBy ?? [])
                        .map(type => linkOf(type, packageName))
                        .filter((link): link is Link => Boolean(link)),
                },
                sections,
                source: sourceOf(declaration),
                toc,
            };
            pages.push(page);
            moduleItems.push({ name: declaration.name, kind, route, category });
            overviewItems.push({
                category,
                name: declaration.name,
                kind,
                href: route,
                summary: firstParagraph(comment?.summary ?? []),
                deprecated: Boolean(comment?.deprecated),
            });
        }

        // The package's README, on its main overview page: the guide the framework's comments link into
        const readmeHeadings: Array<{ id: string; text: string; level: number }> = [];
        const readme =
            entry.isMain && entry.model.readme
                ? markdownToMarkup(withoutTitle(entry.model.readme), {
                      topHeadingLevel: 2,
                      slugger: overviewSlugger,
                      headings: readmeHeadings,
                      allowImage: src => !/^[a-z]+:/i.test(src) || Boolean(siteRelative(src)),
                      rewriteUrl: siteLinkFound(`${packageName} README.md`),
                  })
                : [];
        for (const heading of readmeHeadings) {
            anchorsOf.get(entry.module.route)!.add(heading.id);
        }

        const categories = [...new Set(overviewItems.map(item => item.category))]
            .sort((a, b) => a.localeCompare(b))
            .map(title => ({ title, id: overviewSlugger.slug(title) }));
        const version = entry.model.version;
        pages.push({
            type: 'overview',
            route: entry.module.route,
            module: entry.module,
            version,
            description: `API reference of ${entry.module.importPath} ${version}: ${overviewItems.length} exported declarations, by category.`,
            categories: categories.map(({ title, id }) => ({
                title,
                id,
                items: overviewItems
                    .filter(item => item.category === title)
                    .sort((a, b) => a.name.localeCompare(b.name))
                    .map(({ category, ...item }) => item),
            })),
            declarations,
            readme,
            toc: [
                ...categories.map(({ title, id }) => ({ id, value: escapeHtml(title), level: 2 })),
                ...(readme.length > 0
                    ? [
                          { id: 'about-this-module', value: 'About this module', level: 2 },
                          ...readmeHeadings
                              .filter(heading => heading.level === 3)
                              .map(heading => ({ id: heading.id, value: escapeHtml(heading.text), level: 3 })),
                      ]
                    : []),
            ],
        });
        referenceModules.push({
            ...entry.module,
            packageVersion: version,
            entryLabel: entry.entryLabel,
            isMain: entry.isMain,
            items: moduleItems,
        });
    }

    internalLinks.forEach(verifyInternalLink);
    if (problems.length > 0) {
        throw new ApiReferenceError(problems);
    }
    return { modules: referenceModules, pages, names };
}
