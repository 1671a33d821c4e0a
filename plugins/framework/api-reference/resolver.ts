/**
 * Step 2 of the API reference: resolving what the models refer to. A type reference becomes a link to the
 * page of the declaration it names — in the same package by id, in another by symbol, to MDN, Node.js or
 * TypeScript docs for well-known standard types (external-types.ts), otherwise no link at all. A doc comment
 * becomes markup with its `{@link}`s resolved and its links to the public site made site-relative. Every
 * link into the API reference is remembered for step 4, and every `{@link}` that resolves to nothing is a
 * problem, named with the package, file and declaration.
 */
import type { Slugger } from '@docusaurus/utils';

import type { Link, MarkupNode, RenderedComment } from '../../../shared/api-reference';
import type { DeclarationIndex } from './declaration-index';
import { externalTypeUrl } from './external-types';
import { type Heading, type ImageSize, markdownToMarkup, type MarkupOptions } from './markup';
import { siteRelative } from './routes';
import type { ReferenceResolver } from './type-parts';
import type { Comment, CommentDisplayPart, ReflectionSymbolId, SomeType } from './typedoc-model';

export interface CommentContext {
    packageName: string;
    /** Where the comment is, for problems: `@serenity-js/core packages/core/src/x.ts:10 (Actor.whoCan)` */
    where: string;
    slugger: Slugger;
    /** The level a comment's `#` heading becomes */
    topHeadingLevel: number;
    /** Collects the headings of the comment, when the page lists them in its table of contents */
    headings?: Heading[];
}

/** A link found in a doc comment or README that points into the site, to be checked once every page is known */
export interface FoundLink {
    url: string;
    where: string;
}

export interface Resolver {
    /** Resolves type references found in a package's declarations */
    typeLinks(packageName: string): ReferenceResolver;
    /** A named type as a link to its page, or as text when it has none */
    linkTo(type: SomeType | undefined, packageName: string): Link | undefined;
    /** Doc comment text as markup, its links resolved */
    markup(parts: CommentDisplayPart[] | undefined, context: CommentContext): MarkupNode[];
    /** A doc comment: its summary, the block tags a page shows, deprecation and modifiers */
    comment(comment: Comment | undefined, context: CommentContext): RenderedComment | undefined;
    /** Markdown (a README) as markup, its links to the public site made site-relative and remembered */
    markdown(markdown: string, options: Omit<MarkupOptions, 'rewriteUrl'>, where: string): MarkupNode[];
    /** Every link into the site that the resolved comments and READMEs contain */
    readonly links: readonly FoundLink[];
    /** `{@link}`s that resolve to nothing */
    readonly problems: readonly string[];
}

/** Block tags a page shows elsewhere (parameters, returns, deprecation) or not at all */
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

export interface ResolverOptions {
    /** The size of an image a comment or README shows from the site, for its `width` and `height` */
    imageSize?: (src: string) => ImageSize | undefined;
}

export function createResolver(index: DeclarationIndex, { imageSize }: ResolverOptions = {}): Resolver {
    const links: FoundLink[] = [];
    const problems: string[] = [];

    const symbolLink = (symbol: ReflectionSymbolId): string | undefined =>
        index.hrefOfSymbol(symbol) ?? externalTypeUrl(symbol.packageName, symbol.qualifiedName, symbol.packagePath);

    const typeLinks =
        (packageName: string): ReferenceResolver =>
        type => {
            if (typeof type.target === 'number') {
                return index.hrefOf(packageName, type.target);
            }
            if (typeof type.target === 'object') {
                return symbolLink(type.target);
            }
            return type.externalUrl && /^https:\/\//.test(type.externalUrl) ? type.externalUrl : undefined;
        };

    /** A link to the public site, made site-relative and remembered for checking; other URLs are kept */
    const siteLink =
        (where: string) =>
        (url: string): string | undefined => {
            const relative = siteRelative(url);
            if (relative) {
                links.push({ url: relative, where });
            }
            return relative;
        };

    const toMarkdown = (parts: CommentDisplayPart[] | undefined, context: CommentContext): string =>
        (parts ?? [])
            .map(part => {
                if (part.kind !== 'inline-tag' || !/^@link(code|plain)?$/.test(part.tag)) {
                    return part.text;
                }
                const href =
                    typeof part.target === 'number'
                        ? index.hrefOf(context.packageName, part.target)
                        : typeof part.target === 'string'
                          ? (siteRelative(part.target) ?? part.target)
                          : part.target
                            ? symbolLink(part.target)
                            : undefined;
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
            rewriteUrl: siteLink(context.where),
            imageSize,
        });

    return {
        typeLinks,
        linkTo(type, packageName) {
            if (type?.type !== 'reference') {
                return undefined;
            }
            const href = typeLinks(packageName)(type);
            return { text: type.name, ...(href ? { href } : {}) };
        },
        markup,
        comment(comment, context) {
            if (!comment) {
                return undefined;
            }
            const inner = { ...context, headings: undefined };
            const deprecated = comment.blockTags?.find(tag => tag.tag === '@deprecated');
            return {
                summary: markup(comment.summary, context),
                tags: (comment.blockTags ?? [])
                    .filter(tag => !hiddenTags.has(tag.tag))
                    .map(tag => ({ tag: tag.tag.slice(1), content: markup(tag.content, inner) })),
                ...(deprecated ? { deprecated: markup(deprecated.content, inner) } : {}),
                modifiers: (comment.modifierTags ?? []).map(tag => tag.slice(1)),
            };
        },
        markdown(markdown, options, where) {
            return markdownToMarkup(markdown, { imageSize, ...options, rewriteUrl: siteLink(where) });
        },
        links,
        problems,
    };
}
