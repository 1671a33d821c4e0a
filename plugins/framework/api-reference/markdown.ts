/**
 * The API reference as Markdown: the twin of every API page (`/api/core/class/Actor/` → `/api/core/class/Actor.md`),
 * and a `llms.txt` per package listing every item with its one-line signature. Written from
 * the same page data the HTML pages render, so both always say the same: declarations and signatures in `ts`
 * fences, then parameters, returns, throws, examples and members, with links to related types as absolute URLs.
 */
import type { Element as HastElement, ElementContent as HastContent, Root as HastRoot } from 'hast';
import type { BlockContent, ListItem, PhrasingContent, Root, RootContent } from 'mdast';

import {
    type ApiPage,
    type ItemPage,
    type Link,
    type MarkupNode,
    type MemberDoc,
    type OverviewPage,
    type Part,
    plainText,
    type RenderedComment,
    tagTitleOf,
    type SignatureDoc,
    type Source,
    troubleshootingIntro,
    type TroubleshootingLinks,
} from '../../../shared/api-reference';
import { compatibilityPhrase } from '../../../shared/catalogue';
import { twinLinkOf } from '../../../shared/markdown-twins';
import { markdownTools } from '../../markdown-twins/markdown';

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (...children: PhrasingContent[]): BlockContent => ({ type: 'paragraph', children });

class Writer {
    constructor(private readonly siteUrl: string) {}

    url(href: string): string {
        return twinLinkOf(href, this.siteUrl);
    }

    link(link: Link): PhrasingContent {
        return link.href ? { type: 'link', url: this.url(link.href), children: [code(link.text)] } : code(link.text);
    }

    /** A doc comment's markup, converted the way the page renders it (admonitions as labelled blockquotes) */
    markup(nodes: MarkupNode[] | undefined): BlockContent[] {
        if (!nodes || nodes.length === 0) {
            return [];
        }
        const root: HastRoot = { type: 'root', children: nodes.map(node => toHast(node)) };
        const tree = markdownTools().hastToMdast(root) as Root;
        const rewrite = (node: RootContent) => {
            if (node.type === 'link' || node.type === 'image') {
                node.url = this.url(node.url);
            }
            if ('children' in node) {
                node.children.forEach(child => rewrite(child as RootContent));
            }
        };
        tree.children.forEach(rewrite);
        return tree.children as BlockContent[];
    }

    /** A declaration or signature in a `ts` fence, then the documented types it names, as links */
    code(parts: Part[]): BlockContent[] {
        const related = new Map<string, string>();
        for (const part of parts) {
            if (part.h && !related.has(part.h)) {
                related.set(part.h, part.t);
            }
        }
        const links = [...related].flatMap(([href, name], index): PhrasingContent[] => [
            ...(index > 0 ? [text(', ')] : []),
            { type: 'link', url: this.url(href), children: [code(name)] },
        ]);
        return [
            { type: 'code', lang: 'ts', value: parts.map(part => part.t).join('') },
            ...(links.length > 0 ? [paragraph(text('Types: '), ...links)] : []),
        ];
    }

    /** `name — comment` as one list item: the comment's first paragraph continues the line */
    describedItem(lead: PhrasingContent[], comment: MarkupNode[]): ListItem {
        const [first, ...rest] = this.markup(comment);
        const children: BlockContent[] =
            first?.type === 'paragraph'
                ? [paragraph(...lead, text(' — '), ...first.children), ...rest]
                : [paragraph(...lead), ...(first ? [first, ...rest] : [])];
        return { type: 'listItem', spread: false, children };
    }

    list(items: ListItem[]): BlockContent {
        return { type: 'list', ordered: false, spread: false, children: items };
    }

    deprecation(comment: RenderedComment | undefined): BlockContent[] {
        return comment?.deprecated
            ? [{ type: 'blockquote', children: [paragraph(strong('Deprecated')), ...this.markup(comment.deprecated)] }]
            : [];
    }

    tags(comment: RenderedComment | undefined): BlockContent[] {
        return (comment?.tags ?? []).flatMap(tag => [
            paragraph(strong(tagTitleOf(tag.tag))),
            ...this.markup(tag.content),
        ]);
    }

    definedIn(source: Source | undefined): BlockContent[] {
        return source
            ? [
                  paragraph(text('Defined in '), {
                      type: 'link',
                      url: source.url,
                      children: [text(`${source.file}:${source.line}`)],
                  }),
              ]
            : [];
    }

    signature(signature: SignatureDoc, showComment = true): BlockContent[] {
        const blocks: BlockContent[] = [...this.code(signature.code)];
        if (showComment) {
            blocks.push(...this.deprecation(signature.comment), ...this.markup(signature.comment?.summary));
        }
        if (signature.typeParameters.length > 0) {
            blocks.push(
                paragraph(strong('Type parameters')),
                this.list(
                    signature.typeParameters.map(parameter =>
                        this.describedItem([code(parameter.name)], parameter.comment),
                    ),
                ),
            );
        }
        if (signature.parameters.length > 0) {
            blocks.push(
                paragraph(strong('Parameters')),
                this.list(
                    signature.parameters.map(parameter =>
                        this.describedItem(
                            [
                                code(
                                    `${parameter.rest ? '...' : ''}${parameter.name}${parameter.optional ? '?' : ''}: ${parameter.type.map(part => part.t).join('')}`,
                                ),
                                ...(parameter.defaultValue !== undefined
                                    ? [text(' = '), code(parameter.defaultValue)]
                                    : []),
                            ],
                            parameter.comment,
                        ),
                    ),
                ),
            );
        }
        if (signature.returns) {
            const [first, ...rest] = this.markup(signature.returns.comment);
            const type = code(signature.returns.type.map(part => part.t).join(''));
            blocks.push(
                paragraph(strong('Returns')),
                ...(first?.type === 'paragraph'
                    ? [paragraph(type, text(' — '), ...first.children), ...rest]
                    : [paragraph(type), ...(first ? [first, ...rest] : [])]),
            );
        }
        if (showComment) {
            blocks.push(...this.tags(signature.comment));
        }
        return blocks;
    }

    member(member: MemberDoc): RootContent[] {
        const callable = member.signatures.length > 0 && member.name !== 'constructor';
        const flags = member.flags.filter(flag => flag !== 'optional');
        return [
            { type: 'heading', depth: 3, children: [code(`${member.name}${callable ? '()' : ''}`)] },
            ...(flags.length > 0
                ? [paragraph(...flags.flatMap((flag, index) => [...(index > 0 ? [text(' ')] : []), code(flag)]))]
                : []),
            ...(member.inheritedFrom ? [paragraph(text('Inherited from '), this.link(member.inheritedFrom))] : []),
            ...(member.overrides ? [paragraph(text('Overrides '), this.link(member.overrides))] : []),
            ...this.deprecation(member.comment),
            ...(member.code ? this.code(member.code) : []),
            ...this.markup(member.comment?.summary),
            ...this.tags(member.comment),
            ...member.signatures.flatMap(signature => this.signature(signature)),
            ...this.definedIn(member.source),
        ];
    }

    links(label: string, links: Link[]): BlockContent[] {
        return links.length > 0
            ? [
                  paragraph(
                      strong(`${label}:`),
                      text(' '),
                      ...links.flatMap((link, index) => [...(index > 0 ? [text(', ')] : []), this.link(link)]),
                  ),
              ]
            : [];
    }

    /** An error class's troubleshooting entries by page, as the page lists them */
    troubleshooting(pages: TroubleshootingLinks[] | undefined): RootContent[] {
        if (!pages || pages.length === 0) {
            return [];
        }
        const item = (...children: BlockContent[]): ListItem => ({ type: 'listItem', spread: false, children });
        return [
            { type: 'heading', depth: 2, children: [text('Troubleshooting')] },
            paragraph(text(troubleshootingIntro)),
            this.list(
                pages.map(page =>
                    item(
                        paragraph({ type: 'link', url: this.url(page.href), children: [text(page.page)] }),
                        this.list(
                            page.entries.map(entry =>
                                item(
                                    paragraph({
                                        type: 'link',
                                        url: this.url(`${page.href}#${entry.id}`),
                                        children: entry.title.map(node =>
                                            typeof node === 'string' ? text(node) : code(plainText([node])),
                                        ),
                                    }),
                                ),
                            ),
                        ),
                    ),
                ),
            ),
        ];
    }

    item(page: ItemPage): RootContent[] {
        const badges = page.flags.filter(flag => flag === 'abstract' || flag === 'deprecated');
        return [
            { type: 'heading', depth: 1, children: [text(page.name)] },
            paragraph(
                text(`${page.kind.charAt(0).toUpperCase()}${page.kind.slice(1)} in `),
                { type: 'link', url: this.url(page.module.route), children: [code(page.module.importPath)] },
                ...(badges.length > 0 ? [text(` (${badges.join(', ')})`)] : []),
            ),
            ...this.deprecation(page.comment),
            ...(page.code ? this.code(page.code) : []),
            ...page.signatures.flatMap(signature => this.signature(signature, page.signatures.length > 1)),
            ...this.markup(page.comment?.summary),
            ...this.tags(page.comment),
            ...this.links(
                'Extends',
                page.hierarchy.extends.map(parts => ({
                    text: parts.map(part => part.t).join(''),
                    href: parts.find(part => part.h)?.h,
                })),
            ),
            ...this.links(
                'Implements',
                page.hierarchy.implements.map(parts => ({
                    text: parts.map(part => part.t).join(''),
                    href: parts.find(part => part.h)?.h,
                })),
            ),
            ...this.links('Extended by', page.hierarchy.extendedBy),
            ...this.links('Implemented by', page.hierarchy.implementedBy),
            ...this.definedIn(page.source),
            ...this.troubleshooting(page.troubleshooting),
            ...page.sections.flatMap((section): RootContent[] => [
                { type: 'heading', depth: 2, children: [text(section.title)] },
                ...section.members.flatMap(member => this.member(member)),
            ]),
        ];
    }

    overview(page: OverviewPage): RootContent[] {
        const item = page.catalogueEntry;
        const engines = Object.entries(item.engines);
        const compatibility = Object.entries(item.compatibility);
        return [
            { type: 'heading', depth: 1, children: [text(page.module.importPath)] },
            paragraph(text(page.module.label === 'Overview' ? 'Module of the ' : `${page.module.label} of the `), {
                type: 'link',
                url: this.url('/api/'),
                children: [text('Serenity/JS API')],
            }),
            paragraph(text(item.description)),
            this.list([
                { type: 'listItem', children: [paragraph(text('Version: '), code(page.version))] },
                ...(engines.length > 0
                    ? [
                          {
                              type: 'listItem' as const,
                              children: [
                                  paragraph(
                                      text('Engines: '),
                                      ...engines.flatMap(([engine, range], index) => [
                                          ...(index > 0 ? [text(', ')] : []),
                                          code(`${engine} ${range}`),
                                      ]),
                                  ),
                              ],
                          },
                      ]
                    : []),
                {
                    type: 'listItem',
                    children: [
                        paragraph(
                            text(
                                `Works with: ${compatibility.map(([name, entry]) => compatibilityPhrase(name, entry)).join('; ') || 'no external tools needed'}`,
                            ),
                        ),
                    ],
                },
            ]),
            {
                type: 'code',
                lang: 'sh',
                meta: 'title="Install"',
                value: `npm install --save-dev ${page.module.packageName}`,
            },
            ...(page.module.importPath !== page.module.packageName
                ? [
                      {
                          type: 'code' as const,
                          lang: 'ts',
                          meta: 'title="Import"',
                          value: `import { … } from '${page.module.importPath}'`,
                      },
                  ]
                : []),
            ...page.categories.flatMap((category): RootContent[] => [
                { type: 'heading', depth: 2, children: [text(category.title)] },
                this.list(
                    category.items.map(entry =>
                        this.describedItem(
                            [
                                { type: 'link', url: this.url(entry.href), children: [code(entry.name)] },
                                text(` ${entry.kind}${entry.deprecated ? ' (deprecated)' : ''}`),
                            ],
                            entry.summary,
                        ),
                    ),
                ),
            ]),
            ...page.declarations.flatMap((declaration): RootContent[] => [
                {
                    type: 'heading',
                    depth: 3,
                    children: [code(declaration.name), text(declaration.kind === 'type' ? ' type alias' : ' variable')],
                },
                ...this.deprecation(declaration.comment),
                ...this.code(declaration.code),
                ...this.markup(declaration.comment?.summary),
                ...this.tags(declaration.comment),
                ...this.definedIn(declaration.source),
            ]),
            ...(page.readme.length > 0
                ? [
                      { type: 'heading' as const, depth: 2 as const, children: [text('About this module')] },
                      ...this.markup(page.readme),
                  ]
                : []),
        ];
    }
}

function toHast(node: MarkupNode): HastContent {
    if (typeof node === 'string') {
        return { type: 'text', value: node };
    }
    const [tagName, properties, ...children] = node;
    if (tagName === 'aside') {
        // an admonition: a blockquote that starts with its label, as the handbook's twins write them
        const label =
            properties?.dataTitle ??
            (properties?.dataAdmonition ?? 'note').replace(/^./, letter => letter.toUpperCase());
        return element('blockquote', {}, [
            element('p', {}, [element('strong', {}, [{ type: 'text', value: label }])]),
            ...children.map(toHast),
        ]);
    }
    const hastProperties: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(properties ?? {})) {
        hastProperties[name] = name === 'className' ? value.split(' ') : value;
    }
    return element(tagName, hastProperties, children.map(toHast));
}

function element(tagName: string, properties: HastElement['properties'], children: HastContent[]): HastElement {
    return { type: 'element', tagName, properties, children };
}

/** The Markdown twin of an API page */
export function apiPageToMarkdown(page: ApiPage, siteUrl: string): string {
    const writer = new Writer(siteUrl);
    const children = page.type === 'item' ? writer.item(page) : writer.overview(page);
    return markdownTools().stringify({ type: 'root', children });
}

/** A declaration or signature on one line, shortened to `max` characters */
export function oneLine(parts: Part[], max = 240): string {
    const line = parts
        .map(part => part.t)
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * `/api/<package>/llms.txt`: every class, function, interface and enum of a package's entry points, and the type
 * aliases and variables their overviews document, each with its one-line signature and what it is for.
 */
export function packageLlmsTxt(
    packageName: string,
    description: string,
    overviews: OverviewPage[],
    items: ItemPage[],
    siteUrl: string,
): string {
    const lines = [`# ${packageName}`, '', `> ${description}`, ''];
    lines.push(
        `Each entry links to the Markdown twin of its page in the Serenity/JS API reference, version ${overviews[0]?.version ?? ''}, followed by its signature and summary.`,
        '',
    );
    for (const overview of overviews) {
        lines.push(
            `## ${overview.module.importPath}`,
            '',
            `- [Overview](${twinLinkOf(overview.route, siteUrl)}): ${overview.description}`,
        );
        for (const item of items.filter(candidate => candidate.module.route === overview.route)) {
            const signature = item.code ?? item.signatures[0]?.code ?? [];
            lines.push(
                `- [${item.name}](${twinLinkOf(item.route, siteUrl)}): \`${oneLine(signature).replace(/`/g, "'")}\`${item.description ? ` — ${item.description}` : ''}`,
            );
        }
        for (const declaration of overview.declarations) {
            const summary = plainText(declaration.comment?.summary.slice(0, 1) ?? [])
                .replace(/\s+/g, ' ')
                .trim();
            lines.push(
                `- [${declaration.name}](${twinLinkOf(`${overview.route}#${declaration.name}`, siteUrl)}): \`${oneLine(declaration.code).replace(/`/g, "'")}\`${summary ? ` — ${summary}` : ''}`,
            );
        }
        lines.push('');
    }
    return lines.join('\n');
}
