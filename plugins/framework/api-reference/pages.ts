/**
 * Step 3 of the API reference: the pages. An overview per entry point (its declarations by group, type
 * aliases and variables under anchors of their own, the package's catalogue entry and README) and a page
 * per class, function, interface and enum (declaration or signatures, documentation, hierarchy, then
 * constructors, properties, accessors and methods — static first, then in source order — each under an
 * anchor of its own). Links come from the resolver; what is rendered here are the page's anchors and text.
 */
import { createSlugger, type Slugger } from '@docusaurus/utils';

import {
    type ApiPage,
    type ItemKind,
    type ItemPage,
    type Link,
    type MarkupNode,
    type MemberDoc,
    type ModuleInfo,
    type OverviewDeclaration,
    type OverviewKind,
    type OverviewPage,
    type Part,
    type Section,
    type SignatureDoc,
    type TocEntry,
    troubleshootingId,
} from '../../../shared/api-reference';
import type { ModuleCategory, ModuleItem } from '../../../shared/catalogue';
import { addTo } from '../../../shared/collections';
import { escapeHtml } from '../../../shared/html';
import { type DeclarationIndex, type Entry, type Exported, membersOf } from './declaration-index';
import { descriptionOf, firstParagraph, type Heading } from './markup';
import type { CommentContext, Resolver } from './resolver';
import { hasOwnPage, isFunctionValued, itemRoute, siteRelative, sourceOf } from './routes';
import {
    compact,
    parametersParts,
    type ReferenceResolver,
    signatureParts,
    typeParametersParts,
    typeParts,
} from './type-parts';
import {
    type Comment,
    type Declaration,
    isCallableProperty,
    isDocumentedMember,
    ReflectionKind,
    type Signature,
} from './typedoc-model';

/** A module of the reference, as the sidebar lists it */
export interface ReferenceModule extends ModuleInfo {
    packageVersion: string;
    isMain: boolean;
    items: Array<{ name: string; kind: ItemKind; route: string; category: string }>;
}

export interface RenderedReference {
    pages: ApiPage[];
    modules: ReferenceModule[];
    /** Every API route with every anchor it renders: members, declarations, headings and their aliases */
    anchors: Map<string, Set<string>>;
    /** Anchor aliases whose heading is not there */
    problems: string[];
}

interface OverviewItem {
    category: string;
    name: string;
    kind: ItemKind | OverviewKind;
    href: string;
    summary: MarkupNode[];
    deprecated: boolean;
}

const sectionOrder: Array<[string, (member: Declaration) => boolean]> = [
    ['Constructors', member => member.kind === ReflectionKind.Constructor],
    ['Properties', member => member.kind === ReflectionKind.Property && !isCallableProperty(member)],
    ['Accessors', member => member.kind === ReflectionKind.Accessor],
    ['Methods', member => member.kind === ReflectionKind.Method || isCallableProperty(member)],
    ['Enumeration Members', member => member.kind === ReflectionKind.EnumMember],
];

/** Ids an item page uses for its own headings, which no heading of a doc comment may take */
const reservedIds = [
    'constructors',
    'properties',
    'accessors',
    'methods',
    'enumeration-members',
    'signatures',
    'hierarchy',
    // an error class's list of troubleshooting entries
    troubleshootingId,
];

const keyword = (text: string): Part => ({ t: text, k: 'k' });
const punctuation = (text: string): Part => ({ t: text, k: 'p' });
const name = (text: string): Part => ({ t: text, k: 'n' });
const typeName = (text: string): Part => ({ t: text, k: 't' });

function flagsOf(reflection: Declaration): string[] {
    return [
        reflection.flags.isStatic && 'static',
        reflection.flags.isAbstract && 'abstract',
        reflection.flags.isProtected && 'protected',
        reflection.flags.isReadonly && 'readonly',
        reflection.flags.isOptional && 'optional',
    ].filter((flag): flag is string => Boolean(flag));
}

/** The kind-based group a declaration without `@group` falls into: "Classes", "Type Aliases" */
function defaultCategory(kind: ItemKind | OverviewKind): string {
    if (kind === 'type') {
        return 'Type Aliases';
    }
    if (kind === 'variable') {
        return 'Variables';
    }
    return `${kind[0].toUpperCase()}${kind.slice(1)}${kind === 'class' ? 'es' : 's'}`;
}

/** A README's first-level heading repeats the package name, which the page's own title shows */
function withoutTitle(markdown: string): string {
    return markdown.replace(/^\s*#\s[^\n]*\n/, '');
}

function tocOf(headings: Heading[], maxLevel: number): TocEntry[] {
    return headings
        .filter(heading => heading.level <= maxLevel)
        .map(heading => ({ id: heading.id, value: escapeHtml(heading.text), level: heading.level }));
}

function joinTypes(types: Part[][]): Part[] {
    return types.flatMap((type, index) => (index ? [punctuation(', '), ...type] : type));
}

/** `{ '/api/x/#old': '/api/x/#new' }` → route → heading id → the old ids it also answers to */
function aliasesByRoute(anchorAliases: Record<string, string>): Map<string, Map<string, string[]>> {
    const byRoute = new Map<string, Map<string, string[]>>();
    for (const [alias, target] of Object.entries(anchorAliases)) {
        const [route, id] = target.split('#');
        const [aliasRoute, aliasId] = alias.split('#');
        if (aliasRoute !== route) {
            throw new Error(`Anchor alias ${alias} → ${target}: an alias is another id of a heading on the same page`);
        }
        const ofRoute = byRoute.get(route) ?? new Map<string, string[]>();
        byRoute.set(route, ofRoute);
        addTo(ofRoute, id, aliasId);
    }
    return byRoute;
}

/** The markup with each heading that has aliases carrying them (`aliases`: space-separated ids) */
function withAliases(
    nodes: MarkupNode[],
    aliases: ReadonlyMap<string, string[]> | undefined,
    found: Set<string>,
): MarkupNode[] {
    if (!aliases) {
        return nodes;
    }
    return nodes.map(node => {
        if (typeof node === 'string') {
            return node;
        }
        const [tag, properties, ...children] = node;
        const ids = /^h[1-6]$/.test(tag) && properties?.id ? aliases.get(properties.id) : undefined;
        if (ids && properties?.id) {
            found.add(properties.id);
            return [tag, { ...properties, aliases: ids.join(' ') }, ...children];
        }
        return [tag, properties, ...withAliases(children, aliases, found)];
    });
}

export function renderPages(
    index: DeclarationIndex,
    resolver: Resolver,
    catalogue: ModuleCategory[],
    anchorAliases: Record<string, string> = {},
): RenderedReference {
    const anchors = new Map([...index.anchors].map(([route, ids]) => [route, new Set(ids)]));
    const aliases = aliasesByRoute(anchorAliases);
    const aliased = new Map<string, Set<string>>();

    /** Gives the headings of a page's markup their aliases, and counts them among the page's anchors */
    const aliasHeadings = (route: string, nodes: MarkupNode[]): MarkupNode[] => {
        const found = aliased.get(route) ?? new Set<string>();
        aliased.set(route, found);
        const result = withAliases(nodes, aliases.get(route), found);
        pageAnchors(
            route,
            [...found].flatMap(id => aliases.get(route)?.get(id) ?? []),
        );
        return result;
    };
    const catalogueEntries = new Map(catalogue.flatMap(category => category.items).map(item => [item.name, item]));

    const pageAnchors = (route: string, ids: Iterable<string>) => {
        const known = anchors.get(route) ?? new Set<string>();
        anchors.set(route, known);
        for (const id of ids) {
            known.add(id);
        }
    };

    const whereOf = (packageName: string, reflection: Declaration | Signature, qualifiedName: string) => {
        const source = reflection.sources?.[0];
        return `${packageName} ${source ? `packages/${source.fileName}:${source.line}` : ''} (${qualifiedName})`;
    };

    function renderSignature(
        signature: Signature,
        entry: Entry,
        context: CommentContext,
        shownName: string,
        paramTags?: Comment['blockTags'],
    ): SignatureDoc {
        const resolve = resolver.typeLinks(entry.module.packageName);
        const inner = { ...context, headings: undefined };
        const returnsTag = signature.comment?.blockTags?.find(tag => tag.tag === '@returns' || tag.tag === '@return');
        const isConstructor = signature.kind === ReflectionKind.ConstructorSignature;
        const isSetter = signature.kind === ReflectionKind.SetSignature;
        const code = isConstructor
            ? [keyword('new '), ...signatureParts({ ...signature, name: shownName }, resolve, 'declaration', shownName)]
            : signature.kind === ReflectionKind.GetSignature
              ? [
                    keyword('get '),
                    name(shownName),
                    ...parametersParts(signature, resolve),
                    punctuation(': '),
                    ...(signature.type ? typeParts(signature.type, resolve) : []),
                ]
              : isSetter
                ? [keyword('set '), name(shownName), ...parametersParts(signature, resolve)]
                : signatureParts(signature, resolve, 'declaration', shownName);
        return {
            code: compact(code),
            typeParameters: (signature.typeParameters ?? [])
                .filter(parameter => parameter.comment)
                .map(parameter => ({
                    name: parameter.name,
                    comment: resolver.markup(parameter.comment?.summary, inner),
                })),
            parameters: (signature.parameters ?? []).map(parameter => ({
                name: parameter.name,
                type: compact(parameter.type ? typeParts(parameter.type, resolve) : []),
                optional: Boolean(parameter.flags.isOptional),
                rest: Boolean(parameter.flags.isRest),
                ...(parameter.defaultValue !== undefined && parameter.defaultValue !== '...'
                    ? { defaultValue: parameter.defaultValue }
                    : {}),
                comment: resolver.markup(
                    parameter.comment?.summary ??
                        paramTags?.find(tag => tag.tag === '@param' && tag.name === parameter.name)?.content,
                    inner,
                ),
            })),
            ...(signature.type && !isConstructor && !isSetter
                ? {
                      returns: {
                          type: compact(typeParts(signature.type, resolve)),
                          comment: resolver.markup(returnsTag?.content, inner),
                      },
                  }
                : {}),
            comment: resolver.comment(signature.comment, inner),
            source: sourceOf(signature.sources?.[0], entry.model.version, index.packageSlugs),
        };
    }

    function renderMember(member: Declaration, owner: Declaration, entry: Entry, slugger: Slugger): MemberDoc {
        const { packageName } = entry.module;
        const resolve = resolver.typeLinks(packageName);
        const context: CommentContext = {
            packageName,
            where: whereOf(packageName, member, `${owner.name}.${member.name}`),
            slugger,
            topHeadingLevel: 4,
        };
        const callables =
            member.kind === ReflectionKind.Accessor
                ? [member.getSignature, member.setSignature].filter((signature): signature is Signature =>
                      Boolean(signature),
                  )
                : isCallableProperty(member) && member.type?.type === 'reflection'
                  ? (member.type.declaration.signatures ?? [])
                  : (member.signatures ?? []);
        const comment = resolver.comment(member.comment, context);
        const code =
            member.kind === ReflectionKind.Property && !isCallableProperty(member)
                ? compact([
                      ...flagsOf(member)
                          .filter(flag => flag === 'static' || flag === 'readonly')
                          .map(flag => keyword(`${flag} `)),
                      name(member.name),
                      punctuation(member.flags.isOptional ? '?: ' : ': '),
                      ...(member.type ? typeParts(member.type, resolve) : [keyword('any')]),
                  ])
                : member.kind === ReflectionKind.EnumMember
                  ? compact([
                        name(member.name),
                        punctuation(' = '),
                        ...(member.type ? typeParts(member.type, resolve) : []),
                    ])
                  : undefined;
        const inheritedFrom = resolver.linkTo(member.inheritedFrom, packageName);
        const overrides = member.inheritedFrom ? undefined : resolver.linkTo(member.overwrites, packageName);
        const source = sourceOf(member.sources?.[0], entry.model.version, index.packageSlugs);
        return {
            name: member.name,
            anchor: member.name,
            flags: flagsOf(member),
            ...(inheritedFrom ? { inheritedFrom } : {}),
            ...(overrides ? { overrides } : {}),
            ...(code ? { code } : {}),
            ...(comment ? { comment } : {}),
            signatures: callables.map(signature =>
                renderSignature(
                    signature,
                    entry,
                    context,
                    member.kind === ReflectionKind.Constructor ? owner.name : member.name,
                ),
            ),
            ...(source ? { source } : {}),
        };
    }

    /** A class's, interface's or enum's declaration line; for a function, only a value of a callable type has one */
    function declarationLine(
        declaration: Declaration,
        kind: ItemKind,
        resolve: ReferenceResolver,
        hierarchy: { functionSignatures: Signature[]; extendsTypes: Part[][]; implementsTypes: Part[][] },
    ): Part[] | undefined {
        const { functionSignatures, extendsTypes, implementsTypes } = hierarchy;
        if (kind === 'function') {
            // a value of a callable third-party type, e.g. `const it: TestType<…>`
            return functionSignatures.length === 0 && declaration.type
                ? compact([
                      keyword('const '),
                      name(declaration.name),
                      punctuation(': '),
                      ...typeParts(declaration.type, resolve),
                  ])
                : undefined;
        }
        const declarationKeyword =
            kind === 'class' ? `${declaration.flags.isAbstract ? 'abstract ' : ''}class ` : `${kind} `;
        return compact([
            keyword(declarationKeyword),
            typeName(declaration.name),
            ...typeParametersParts(declaration.typeParameters, resolve),
            ...(extendsTypes.length ? [keyword(' extends '), ...joinTypes(extendsTypes)] : []),
            ...(implementsTypes.length ? [keyword(' implements '), ...joinTypes(implementsTypes)] : []),
        ]);
    }

    function renderItemPage(entry: Entry, { declaration, kind }: Exported & { kind: ItemKind }): ItemPage {
        const { packageName } = entry.module;
        const resolve = resolver.typeLinks(packageName);
        const valueType =
            isFunctionValued(declaration) && declaration.type?.type === 'reflection'
                ? declaration.type.declaration
                : undefined;
        const functionSignatures = kind === 'function' ? ((valueType ?? declaration).signatures ?? []) : [];
        const ownMembers = membersOf(declaration);
        const route = itemRoute(entry.module.slug, kind, declaration.name);

        // member anchors are the members' names; a doc comment's headings take the ids left over
        const slugger = createSlugger();
        for (const id of [...ownMembers.map(member => member.name), ...reservedIds]) {
            slugger.slug(id);
        }
        const headings: Heading[] = [];
        const context: CommentContext = {
            packageName,
            where: whereOf(packageName, declaration, declaration.name),
            slugger,
            topHeadingLevel: 2,
            headings,
        };

        // A function-valued variable documents its parameters in its own comment
        const described = resolver.comment(declaration.comment ?? functionSignatures[0]?.comment, context);
        const comment = described && { ...described, summary: aliasHeadings(route, described.summary) };
        const signatures = functionSignatures.map(signature =>
            renderSignature(
                {
                    ...signature,
                    comment:
                        signature.comment && signature.comment !== declaration.comment && functionSignatures.length > 1
                            ? signature.comment
                            : undefined,
                },
                entry,
                { ...context, headings: undefined },
                declaration.name,
                declaration.comment?.blockTags ?? signature.comment?.blockTags,
            ),
        );

        const members = ownMembers.filter(isDocumentedMember);
        const sections: Section[] = sectionOrder
            .map(([title, belongs]) => ({
                title,
                id: title.toLowerCase().replace(/\s+/g, '-'),
                members: members.filter(belongs).map(member => renderMember(member, declaration, entry, slugger)),
            }))
            .filter(section => section.members.length > 0);

        const toc: TocEntry[] = [
            ...tocOf(headings, 3),
            ...sections.flatMap(section => [
                { id: section.id, value: section.title, level: 2 },
                ...section.members.map(member => ({
                    id: member.anchor,
                    value: `${member.flags.includes('static') ? 'static ' : ''}${escapeHtml(member.name)}`,
                    level: 3,
                })),
            ]),
        ];
        pageAnchors(route, [...headings.map(heading => heading.id), ...sections.map(section => section.id)]);

        const extendsTypes = (declaration.extendedTypes ?? []).map(type => compact(typeParts(type, resolve)));
        const implementsTypes = (declaration.implementedTypes ?? []).map(type => compact(typeParts(type, resolve)));
        const code = declarationLine(declaration, kind, resolve, { functionSignatures, extendsTypes, implementsTypes });
        const links = (types: Declaration['extendedBy']) =>
            (types ?? []).map(type => resolver.linkTo(type, packageName)).filter((link): link is Link => Boolean(link));
        const source = sourceOf(declaration.sources?.[0], entry.model.version, index.packageSlugs);
        return {
            type: 'item',
            route,
            module: entry.module,
            kind,
            name: declaration.name,
            description:
                descriptionOf(comment?.summary ?? []) || `${declaration.name}: ${kind} of ${entry.module.importPath}`,
            flags: [...flagsOf(declaration), ...(comment?.deprecated ? ['deprecated'] : [])],
            ...(comment ? { comment } : {}),
            ...(code ? { code } : {}),
            signatures,
            hierarchy: {
                extends: extendsTypes,
                implements: implementsTypes,
                extendedBy: links(declaration.extendedBy),
                implementedBy: links(declaration.implementedBy),
            },
            sections,
            ...(source ? { source } : {}),
            toc,
        };
    }

    function renderOverviewDeclaration(
        entry: Entry,
        { declaration, kind }: Exported,
        slugger: Slugger,
    ): OverviewDeclaration {
        const { packageName } = entry.module;
        const resolve = resolver.typeLinks(packageName);
        slugger.slug(declaration.name);
        const comment = resolver.comment(declaration.comment, {
            packageName,
            where: whereOf(packageName, declaration, declaration.name),
            slugger,
            topHeadingLevel: 4,
        });
        const code =
            kind === 'type'
                ? [
                      keyword('type '),
                      typeName(declaration.name),
                      ...typeParametersParts(declaration.typeParameters, resolve),
                      punctuation(' = '),
                      ...(declaration.type ? typeParts(declaration.type, resolve) : []),
                  ]
                : [
                      keyword(declaration.flags.isConst ? 'const ' : 'let '),
                      name(declaration.name),
                      punctuation(': '),
                      ...(declaration.type ? typeParts(declaration.type, resolve) : [keyword('any')]),
                  ];
        const source = sourceOf(declaration.sources?.[0], entry.model.version, index.packageSlugs);
        return {
            name: declaration.name,
            kind: kind as OverviewKind,
            code: compact(code),
            ...(comment ? { comment } : {}),
            ...(source ? { source } : {}),
        };
    }

    function renderOverviewPage(
        entry: Entry,
        items: OverviewItem[],
        declarations: OverviewDeclaration[],
        slugger: Slugger,
        catalogueEntry: ModuleItem,
    ): OverviewPage {
        // The package's README, on its main overview page: the guide the framework's comments link into
        const readmeHeadings: Heading[] = [];
        const readme =
            entry.isMain && entry.model.readme
                ? aliasHeadings(
                      entry.module.route,
                      resolver.markdown(
                          withoutTitle(entry.model.readme),
                          {
                              // under the overview's "About this module"
                              topHeadingLevel: 3,
                              slugger,
                              headings: readmeHeadings,
                              allowImage: src => !/^[a-z]+:/i.test(src) || Boolean(siteRelative(src)),
                          },
                          `${entry.module.packageName} README.md`,
                      ),
                  )
                : [];
        const categories = [...new Set(items.map(item => item.category))]
            .sort((a, b) => a.localeCompare(b))
            .map(title => ({ title, id: slugger.slug(title) }));
        pageAnchors(entry.module.route, [
            ...readmeHeadings.map(heading => heading.id),
            ...categories.map(category => category.id),
            ...(readme.length > 0 ? ['about-this-module'] : []),
        ]);
        const version = entry.model.version;
        return {
            type: 'overview',
            route: entry.module.route,
            module: entry.module,
            version,
            description: `API reference of ${entry.module.importPath} ${version}: ${items.length} exported declarations, by category.`,
            categories: categories.map(({ title, id }) => ({
                title,
                id,
                items: items
                    .filter(item => item.category === title)
                    .sort((a, b) => a.name.localeCompare(b.name))
                    .map(({ category: _category, ...item }) => item),
            })),
            declarations,
            readme,
            catalogueEntry,
            toc: [
                ...categories.map(({ title, id }) => ({ id, value: escapeHtml(title), level: 2 })),
                ...(readme.length > 0
                    ? [
                          { id: 'about-this-module', value: 'About this module', level: 2 },
                          ...tocOf(readmeHeadings, 3).filter(entry => entry.level === 3),
                      ]
                    : []),
            ],
        };
    }

    const pages: ApiPage[] = [];
    const modules: ReferenceModule[] = [];
    for (const entry of index.entries) {
        const catalogueEntry = catalogueEntries.get(entry.module.packageName);
        if (!catalogueEntry) {
            throw new Error(`${entry.module.packageName} is documented but has no entry in the module catalogue`);
        }
        // The framework groups its declarations with `@group` ("Screenplay Pattern", "Time"…); TypeDoc's
        // kind-based groups ("Classes") hold the rest, and `@category`, where used, refines either
        const categoryOf = new Map<number, string>();
        for (const group of [...(entry.reflection.groups ?? []), ...(entry.reflection.categories ?? [])]) {
            for (const id of group.children ?? []) {
                categoryOf.set(id, group.title);
            }
        }
        const overviewSlugger = createSlugger();
        overviewSlugger.slug('about-this-module');
        const items: OverviewItem[] = [];
        const declarations: OverviewDeclaration[] = [];
        const moduleItems: ReferenceModule['items'] = [];

        for (const exported of index.exportsOf(entry)) {
            const { child, declaration, kind } = exported;
            const category = categoryOf.get(child.id) ?? defaultCategory(kind);
            if (hasOwnPage(kind)) {
                const page = renderItemPage(entry, { ...exported, kind });
                pages.push(page);
                moduleItems.push({ name: declaration.name, kind, route: page.route, category });
                items.push({
                    category,
                    name: declaration.name,
                    kind,
                    href: page.route,
                    summary: firstParagraph(page.comment?.summary ?? []),
                    deprecated: Boolean(page.comment?.deprecated),
                });
            } else {
                const rendered = renderOverviewDeclaration(entry, exported, overviewSlugger);
                declarations.push(rendered);
                items.push({
                    category,
                    name: declaration.name,
                    kind,
                    href: `#${declaration.name}`,
                    summary: firstParagraph(rendered.comment?.summary ?? []),
                    deprecated: Boolean(rendered.comment?.deprecated),
                });
            }
        }
        pages.push(renderOverviewPage(entry, items, declarations, overviewSlugger, catalogueEntry));
        modules.push({
            ...entry.module,
            isMain: entry.isMain,
            packageVersion: entry.model.version,
            items: moduleItems,
        });
    }
    const problems = [...aliases].flatMap(([route, ids]) =>
        [...ids]
            .filter(([id]) => !aliased.get(route)?.has(id))
            .map(
                ([id, old]) =>
                    `The anchor aliases ${old.map(alias => `${route}#${alias}`).join(', ')} name ${route}#${id}, which is no heading of the reference: update api-docs/modules.ts`,
            ),
    );
    return { pages, modules, anchors, problems };
}
