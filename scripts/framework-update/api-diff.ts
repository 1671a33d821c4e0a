/**
 * The difference between two TypeDoc models of the framework's modules — what a release added, removed,
 * changed the signature of, or deprecated — as Markdown for a release note. Signatures are rendered
 * with the API reference's own renderer (`plugins/framework/api-reference/type-parts.ts`), so they read as the
 * reference pages show them.
 */
import type { ApiPackageDefinition, PackageModel } from '../../plugins/framework/api-reference/models';
import { importPath, itemRoute, kindOf, overviewAnchorRoute } from '../../plugins/framework/api-reference/routes';
import { signatureParts, typeParametersParts, typeParts } from '../../plugins/framework/api-reference/type-parts';
import {
    type Comment,
    type Declaration,
    declarationsById,
    type Project,
    ReflectionKind,
    type SomeType,
    targetOf,
} from '../../plugins/framework/api-reference/typedoc-model';
import type { Part } from '../../shared/api-reference';
import { moduleSlug } from '../../shared/catalogue';

export interface ApiItem {
    /** unique within a package: import path, static-ness and qualified name */
    key: string;
    importPath: string;
    /** `Actor`, `Actor.attemptsTo`, `Duration.ofSeconds` */
    name: string;
    kind: string;
    signatures: string[];
    /** the deprecation notice, `''` when it gives none; absent when not deprecated */
    deprecated?: string;
    /** the key of the declaration a member belongs to */
    parent?: string;
    /** the site route of a top-level declaration */
    route?: string;
}

const unlinked = () => undefined;
const text = (parts: Part[]) => parts.map(part => part.t).join('');

function commentText(comment: Comment | undefined, tag: string): string | undefined {
    const found = comment?.blockTags?.find(blockTag => blockTag.tag === tag);
    return found
        ? found.content
              .map(part => part.text)
              .join('')
              .trim()
        : undefined;
}

function deprecationOf(reflection: Declaration): string | undefined {
    for (const source of [
        reflection,
        ...(reflection.signatures ?? []),
        reflection.getSignature,
        reflection.setSignature,
    ]) {
        const notice = commentText(source?.comment, '@deprecated');
        if (notice !== undefined) {
            return notice;
        }
    }
    return undefined;
}

function heritage(keyword: string, types: SomeType[] | undefined): string {
    return types?.length ? ` ${keyword} ${types.map(type => text(typeParts(type, unlinked))).join(', ')}` : '';
}

function modifiers(reflection: Declaration): string {
    const { flags } = reflection;
    return [
        flags.isProtected && 'protected ',
        flags.isStatic && 'static ',
        flags.isAbstract && 'abstract ',
        flags.isReadonly && 'readonly ',
    ]
        .filter(Boolean)
        .join('');
}

function memberKind(member: Declaration): string {
    switch (member.kind) {
        case ReflectionKind.Constructor:
            return 'constructor';
        case ReflectionKind.Method:
            return 'method';
        case ReflectionKind.Accessor:
            return 'accessor';
        case ReflectionKind.EnumMember:
            return 'enum member';
        default:
            return 'property';
    }
}

function memberSignatures(member: Declaration, ownerName: string): string[] {
    const prefix = modifiers(member);
    switch (member.kind) {
        case ReflectionKind.Constructor:
            return (member.signatures ?? []).map(signature =>
                text(
                    signatureParts({ ...signature, type: undefined }, unlinked, 'declaration', `new ${ownerName}`),
                ).replace(/: void$/, ''),
            );
        case ReflectionKind.Method:
            return (member.signatures ?? []).map(
                signature => prefix + text(signatureParts(signature, unlinked, 'declaration', member.name)),
            );
        case ReflectionKind.Accessor:
            return [
                ...(member.getSignature
                    ? [
                          `${prefix}get ${member.name}(): ${member.getSignature.type ? text(typeParts(member.getSignature.type, unlinked)) : 'any'}`,
                      ]
                    : []),
                ...(member.setSignature
                    ? [
                          `${prefix}set ${text(signatureParts(member.setSignature, unlinked, 'declaration', member.name)).replace(/: void$/, '')}`,
                      ]
                    : []),
            ];
        case ReflectionKind.EnumMember:
            return [`${member.name}${member.type ? ` = ${text(typeParts(member.type, unlinked))}` : ''}`];
        default:
            return [
                `${prefix}${member.name}${member.flags.isOptional ? '?' : ''}: ${member.type ? text(typeParts(member.type, unlinked)) : 'any'}`,
            ];
    }
}

function declarationSignatures(reflection: Declaration): string[] {
    const typeParameters = text(typeParametersParts(reflection.typeParameters, unlinked));
    switch (reflection.kind) {
        case ReflectionKind.Class:
            return [
                `${reflection.flags.isAbstract ? 'abstract ' : ''}class ${reflection.name}${typeParameters}${heritage('extends', reflection.extendedTypes)}${heritage('implements', reflection.implementedTypes)}`,
            ];
        case ReflectionKind.Interface:
            return [`interface ${reflection.name}${typeParameters}${heritage('extends', reflection.extendedTypes)}`];
        case ReflectionKind.Enum:
            return [`enum ${reflection.name}`];
        case ReflectionKind.TypeAlias:
            return [
                `type ${reflection.name}${typeParameters} = ${reflection.type ? text(typeParts(reflection.type, unlinked)) : 'unknown'}`,
            ];
        case ReflectionKind.Function:
            return (reflection.signatures ?? []).map(
                signature => `function ${text(signatureParts(signature, unlinked, 'declaration', reflection.name))}`,
            );
        case ReflectionKind.Namespace:
            return [`namespace ${reflection.name}`];
        default:
            return [
                `const ${reflection.name}: ${reflection.type ? text(typeParts(reflection.type, unlinked)) : 'unknown'}`,
            ];
    }
}

/** The module reflection of each entry point: with one entry point it is the project itself */
function entryModules(
    project: Project,
    definition: ApiPackageDefinition,
): Array<{ subpath: string; module: Declaration | Project | undefined }> {
    if (definition.entryPoints.length === 1) {
        return [{ subpath: definition.entryPoints[0].subpath, module: project }];
    }
    const modules = project.children ?? [];
    return definition.entryPoints.map((entryPoint, index) => ({
        subpath: entryPoint.subpath,
        module: modules.find(module => module.sources?.[0]?.fileName.endsWith(entryPoint.file)) ?? modules[index],
    }));
}

/** Every public declaration and member of a package's model, keyed for comparison */
export function apiItems(model: Pick<PackageModel, 'definition' | 'project'>): ApiItem[] {
    const byId = declarationsById(model.project);
    const items: ApiItem[] = [];

    for (const { subpath, module } of entryModules(model.project, model.definition)) {
        if (!module) {
            continue;
        }
        const path = importPath(model.definition.name, subpath);
        const slug = moduleSlug(model.definition.name, subpath);

        const visit = (exported: Declaration, prefix: string) => {
            // a re-export stands for what it exports, under the name it is exported as
            const declaration = targetOf(exported, byId);
            const name = `${prefix}${exported.name}`;
            const key = `${path} ${name}`;
            const kind = kindOf(declaration);
            items.push({
                key,
                importPath: path,
                name,
                kind: kind ?? (declaration.kind === ReflectionKind.Namespace ? 'namespace' : 'declaration'),
                signatures: declarationSignatures({ ...declaration, name: exported.name }),
                ...(deprecationOf(declaration) !== undefined ? { deprecated: deprecationOf(declaration) } : {}),
                ...(kind && !prefix
                    ? {
                          route:
                              kind === 'type' || kind === 'variable'
                                  ? overviewAnchorRoute(slug, exported.name)
                                  : itemRoute(slug, kind, exported.name),
                      }
                    : {}),
            });
            if (declaration.kind === ReflectionKind.Namespace) {
                (declaration.children ?? []).forEach(child => visit(child, `${name}.`));
                return;
            }
            if (
                declaration.kind !== ReflectionKind.Class &&
                declaration.kind !== ReflectionKind.Interface &&
                declaration.kind !== ReflectionKind.Enum
            ) {
                return;
            }
            for (const member of declaration.children ?? []) {
                // inherited members are reported where they are declared; private ones are not API
                if (member.inheritedFrom || member.flags.isPrivate) {
                    continue;
                }
                items.push({
                    key: `${key}${member.flags.isStatic ? ' static' : ''}.${member.name}`,
                    importPath: path,
                    name: `${name}.${member.name}`,
                    kind: memberKind(member),
                    signatures: memberSignatures(member, exported.name),
                    ...(deprecationOf(member) !== undefined ? { deprecated: deprecationOf(member) } : {}),
                    parent: key,
                });
            }
        };
        (module.children ?? []).forEach(child => visit(child, ''));
    }
    return items;
}

export interface ApiDiff {
    added: ApiItem[];
    removed: ApiItem[];
    changed: Array<{ before: ApiItem; after: ApiItem }>;
    deprecated: ApiItem[];
    undeprecated: ApiItem[];
}

/** What changed between two versions of one package's API. Members of added or removed declarations are not listed again. */
export function diffApi(before: ApiItem[], after: ApiItem[]): ApiDiff {
    const old = new Map(before.map(item => [item.key, item]));
    const current = new Map(after.map(item => [item.key, item]));
    const added = after.filter(item => !old.has(item.key));
    const removed = before.filter(item => !current.has(item.key));
    const addedKeys = new Set(added.map(item => item.key));
    const removedKeys = new Set(removed.map(item => item.key));
    const both = after
        .filter(item => old.has(item.key))
        .map(item => ({ before: old.get(item.key) as ApiItem, after: item }));
    return {
        added: added.filter(item => !item.parent || !addedKeys.has(item.parent)),
        removed: removed.filter(item => !item.parent || !removedKeys.has(item.parent)),
        changed: both.filter(({ before, after }) => before.signatures.join('\n') !== after.signatures.join('\n')),
        deprecated: both
            .filter(({ before, after }) => before.deprecated === undefined && after.deprecated !== undefined)
            .map(({ after }) => after),
        undeprecated: both
            .filter(({ before, after }) => before.deprecated !== undefined && after.deprecated === undefined)
            .map(({ after }) => after),
    };
}

export function isEmpty(diff: ApiDiff): boolean {
    return Object.values(diff).every(list => list.length === 0);
}

export interface PackageDiff {
    packageName: string;
    diff: ApiDiff;
}

export interface MarkdownOptions {
    from: string;
    to: string;
    /** modules the comparison leaves out, and why */
    notCompared?: { modules: string[]; reason: string };
}

function named(item: ApiItem, link: boolean): string {
    const label = `\`${item.name}\``;
    return link && item.route ? `[${label}](${item.route})` : label;
}

function entryPath(item: ApiItem, packageName: string): string {
    return item.importPath === packageName ? '' : ` (\`${item.importPath}\`)`;
}

function codeBlock(lines: string[], language = 'ts'): string[] {
    return ['  ```' + language, ...lines.map(line => `  ${line}`), '  ```'];
}

/** The release note's "API changes" section: one subsection per module that changed, then the ones that didn't */
export function apiDiffMarkdown(packages: PackageDiff[], options: MarkdownOptions): string {
    const changed = packages.filter(({ diff }) => !isEmpty(diff));
    const unchanged = packages.filter(({ diff }) => isEmpty(diff));
    const lines = [
        `## API changes from ${options.from} to ${options.to}`,
        '',
        `${packages.length} ${packages.length === 1 ? 'module' : 'modules'} compared, ${changed.length} with changes to the public API.`,
    ];
    if (options.notCompared && options.notCompared.modules.length > 0) {
        lines.push(
            `Not compared: ${options.notCompared.modules.map(name => `\`${name}\``).join(', ')} (${options.notCompared.reason}).`,
        );
    }
    for (const { packageName, diff } of changed) {
        lines.push('', `### \`${packageName}\``);
        const section = (title: string, entries: string[]) => {
            if (entries.length > 0) {
                lines.push('', `**${title}**`, '', ...entries);
            }
        };
        section(
            'Added',
            diff.added.flatMap(item => [
                `- ${item.kind} ${named(item, true)}${entryPath(item, packageName)}${item.deprecated !== undefined ? ', deprecated' : ''}`,
                ...codeBlock(item.signatures),
            ]),
        );
        section(
            'Removed',
            diff.removed.flatMap(item => [
                `- ${item.kind} ${named(item, false)}${entryPath(item, packageName)}`,
                ...codeBlock(item.signatures),
            ]),
        );
        section(
            'Signatures changed',
            diff.changed.flatMap(({ before, after }) => [
                `- ${after.kind} ${named(after, true)}${entryPath(after, packageName)}`,
                ...codeBlock(
                    [...before.signatures.map(line => `- ${line}`), ...after.signatures.map(line => `+ ${line}`)],
                    'diff',
                ),
            ]),
        );
        section(
            'Deprecated',
            diff.deprecated.map(
                item =>
                    `- ${item.kind} ${named(item, true)}${entryPath(item, packageName)}${item.deprecated ? `: ${item.deprecated.replace(/\s+/g, ' ')}` : ''}`,
            ),
        );
        section(
            'No longer deprecated',
            diff.undeprecated.map(item => `- ${item.kind} ${named(item, true)}${entryPath(item, packageName)}`),
        );
    }
    if (unchanged.length > 0) {
        lines.push(
            '',
            `No changes to the public API of ${unchanged.map(({ packageName }) => `\`${packageName}\``).join(', ')}.`,
        );
    }
    return `${lines.join('\n')}\n`;
}
