/**
 * What a card says about a page, read from the page's built HTML (its title, the area its route is in, an API item's
 * kind and package, a post's date and authors), and the head tags that announce the card, written into that HTML.
 * Pure: strings in, strings out.
 */
import { englishDate } from '../../shared/calendar-dates';

/** A page's card, as drawn and as the manifest records it */
export interface CardText {
    /** The page's own title, without the site's suffix */
    title: string;
    /** The area of the site: Handbook, API, News, Releases, Community; empty on the home and legal pages */
    area: string;
    /** What the card says under the title: `class · @serenity-js/core`, `26 April 2026 · Serenity/JS team` */
    detail: string;
}

/** The entry points of the API reference, to name the package of `/api/<slug>/…` (api-docs/modules.ts) */
export interface ApiPackageNames {
    name: string;
    subpaths: string[];
}

const areas: Array<[prefix: string, area: string]> = [
    ['/handbook/', 'Handbook'],
    ['/api/', 'API'],
    ['/blog/', 'News'],
    ['/releases/', 'Releases'],
    ['/community/', 'Community'],
];

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
    return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/giu, (whole, name: string) => {
        if (name.startsWith('#x') || name.startsWith('#X')) {
            return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
        }
        if (name.startsWith('#')) {
            return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
        }
        return entities[name.toLowerCase()] ?? whole;
    });
}

const escapeAttribute = (text: string) =>
    text.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/** The attributes of one start tag, as minified or hand-written HTML spells them (quoted or not) */
export function attributesOf(tag: string): Record<string, string> {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of tag
        .replace(/^<\w+|\/?>$/gu, '')
        .matchAll(/([^\s=]+)(?:=("[^"]*"|'[^']*'|[^\s>]+))?/gu)) {
        attributes[name.toLowerCase()] = decodeEntities((value ?? '').replace(/^["']|["']$/gu, ''));
    }
    return attributes;
}

/** The `<meta>` tags of a page's head, by their `property` or `name` (the first of each) */
export function metaOf(html: string): Map<string, string> {
    const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
    const meta = new Map<string, string>();
    for (const [tag] of head.matchAll(/<meta\s[^>]*>/giu)) {
        const attributes = attributesOf(tag);
        const key = attributes.property ?? attributes.name;
        if (key && !meta.has(key)) {
            meta.set(key, attributes.content ?? '');
        }
    }
    return meta;
}

/** A blog post's date and its authors' names, from its structured data (`BlogPosting`) */
function postDetail(html: string): string | undefined {
    for (const [, json] of html.matchAll(
        /<script[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/giu,
    )) {
        let data: { '@type'?: string; datePublished?: string; author?: unknown };
        try {
            data = JSON.parse(json) as typeof data;
        } catch {
            continue;
        }
        if (data['@type'] !== 'BlogPosting' || !data.datePublished) {
            continue;
        }
        const authors = ([] as unknown[])
            .concat(data.author ?? [])
            .map(author => (author as { name?: string }).name)
            .filter((name): name is string => Boolean(name));
        return [englishDate(new Date(data.datePublished), { locale: 'en-GB', month: 'long' }), authors.join(', ')]
            .filter(Boolean)
            .join(' · ');
    }
    return undefined;
}

/** `class · @serenity-js/core` for `/api/core/class/Actor/`, `package · @serenity-js/core/events` for `/api/core-events/` */
export function apiDetail(route: string, packages: ApiPackageNames[]): string {
    const [, , slug = '', kind] = route.split('/');
    const entryPoints = packages.flatMap(({ name, subpaths }) =>
        subpaths.map(subpath => {
            const unscoped = name.replace(/^@[^/]+\//u, '');
            return {
                slug: subpath ? `${unscoped}-${subpath}` : unscoped,
                importPath: subpath ? `${name}/${subpath}` : name,
            };
        }),
    );
    const entryPoint = entryPoints.find(candidate => candidate.slug === slug);
    if (!entryPoint) {
        return slug === '' ? '' : 'package';
    }
    return `${kind && kind !== '' ? kind : 'package'} · ${entryPoint.importPath}`;
}

/** The page's title without the site's suffixes (`Actor | API | Serenity/JS` → `Actor`) */
export function pageTitleOf(ogTitle: string, siteTitle: string): string {
    const title = ogTitle.replace(
        new RegExp(`(?: \\| (?:API|${siteTitle.replace(/[/\\^$.*+?()[\]{}|]/gu, '\\$&')}))+$`, 'u'),
        '',
    );
    return title.trim() === '' ? siteTitle : title.trim();
}

export function cardTextOf(route: string, html: string, siteTitle: string, packages: ApiPackageNames[]): CardText {
    const meta = metaOf(html);
    const titleTag = /<title[^>]*>([^<]*)<\/title>/iu.exec(html)?.[1];
    const ogTitle = meta.get('og:title') ?? (titleTag ? decodeEntities(titleTag) : '');
    const area = areas.find(([prefix]) => route.startsWith(prefix))?.[1] ?? '';
    const detail = area === 'API' ? apiDetail(route, packages) : area === 'News' ? (postDetail(html) ?? '') : '';
    return { title: pageTitleOf(ogTitle, siteTitle), area, detail };
}

/** The card's address beside the page (`/handbook/installation/` → `/cards/handbook/installation.png`) */
export function cardPathOf(route: string): string {
    const trimmed = route.split(/[?#]/u)[0].replace(/\/+$/u, '');
    return `/cards${trimmed === '' ? '/index' : trimmed}.png`;
}

/**
 * The page's HTML announcing its card: `og:image` and `twitter:image` point at it where they showed the site's default
 * image (a page whose front matter names an `image:` keeps it), followed by the card's size and text alternative.
 * `undefined` when the page keeps its own image.
 */
export function withCardTags(
    html: string,
    card: { url: string; width: number; height: number; alt: string },
    defaultImageUrl: string,
): string | undefined {
    const meta = metaOf(html);
    if (meta.get('og:image') !== defaultImageUrl || meta.has('og:image:width')) {
        return undefined;
    }
    let replaced = 0;
    const rewritten = html.replace(/<meta\s[^>]*>/giu, tag => {
        const attributes = attributesOf(tag);
        const key = attributes.property ?? attributes.name;
        if ((key !== 'og:image' && key !== 'twitter:image') || attributes.content !== defaultImageUrl) {
            return tag;
        }
        replaced += 1;
        const image = `<meta data-rh=true ${key === 'og:image' ? 'property' : 'name'}=${key} content="${escapeAttribute(card.url)}">`;
        return key === 'og:image'
            ? `${image}<meta property=og:image:width content=${card.width}><meta property=og:image:height content=${card.height}><meta property=og:image:alt content="${escapeAttribute(card.alt)}">`
            : `${image}<meta name=twitter:image:alt content="${escapeAttribute(card.alt)}">`;
    });
    return replaced > 0 ? rewritten : undefined;
}
