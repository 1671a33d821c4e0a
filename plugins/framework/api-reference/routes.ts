/**
 * Where each part of the API reference lives. URLs are a public contract: the framework's doc comments
 * link to them (`https://serenity-js.org/api/core/class/Actor/`), so these rules keep the current
 * site's spelling, odd names (`default`, `export=`) included.
 */
import type { ItemKind, OverviewKind } from '../../../shared/api-reference';
import { moduleRoute } from '../../../shared/catalogue';
import { frameworkSourceUrl, siteOrigins } from '../../../shared/site';
import { siteRelativeUrl } from '../../remark-site-links';
import { type Declaration, ReflectionKind, type SourceReference } from './typedoc-model';

/** `@serenity-js/core` + `events` → `@serenity-js/core/events` */
export function importPath(packageName: string, subpath: string): string {
    return subpath ? `${packageName}/${subpath}` : packageName;
}

export function itemRoute(slug: string, kind: ItemKind, name: string): string {
    return `${moduleRoute(slug)}${kind}/${name}/`;
}

export function overviewAnchorRoute(slug: string, name: string): string {
    return `${moduleRoute(slug)}#${name}`;
}

/**
 * How a top-level declaration is documented. A variable whose type is a plain function type
 * (`export const equals = Expectation.define(…)`) is called like a function, so it gets a function page.
 */
export function kindOf(reflection: Declaration): ItemKind | OverviewKind | undefined {
    switch (reflection.kind) {
        case ReflectionKind.Class:
            return 'class';
        case ReflectionKind.Function:
            return 'function';
        case ReflectionKind.Interface:
            return 'interface';
        case ReflectionKind.Enum:
            return 'enum';
        case ReflectionKind.TypeAlias:
            return 'type';
        case ReflectionKind.Variable:
            return isFunctionValued(reflection) ? 'function' : 'variable';
        default:
            return undefined;
    }
}

/**
 * Third-party types that are callable, so a variable of that type is used as a function: Playwright
 * Test's `test`/`it` and `expect`, which `@serenity-js/playwright-test` re-exports with its fixtures.
 */
export const callableTypes = [
    'playwright:TestType',
    'playwright:Expect',
    '@playwright/test:TestType',
    '@playwright/test:Expect',
];

export function isFunctionValued(reflection: Declaration): boolean {
    if (reflection.kind !== ReflectionKind.Variable || !reflection.type) {
        return false;
    }
    if (reflection.type.type === 'reflection') {
        return Boolean(reflection.type.declaration.signatures?.length);
    }
    const target = reflection.type.type === 'reference' ? reflection.type.target : undefined;
    return typeof target === 'object' && callableTypes.includes(`${target.packageName}:${target.qualifiedName}`);
}

export function hasOwnPage(kind: ItemKind | OverviewKind): kind is ItemKind {
    return kind !== 'type' && kind !== 'variable';
}

/**
 * Links in doc comments to the public site become site-relative, so the build checks them.
 * `https://serenity-js.org/handbook/x` → `/handbook/x/` (the site's canonical, trailing-slash form);
 * the framework's sources also contain `https://serenity-js.orgapi/…`, missing its slash.
 */
export function siteRelative(url: string): string | undefined {
    const spelledRight = url.replace(/^(https?:\/\/(?:www\.)?serenity-js\.org)(api\/)/, '$1/$2');
    const relative = siteRelativeUrl(spelledRight, siteOrigins);
    if (relative === spelledRight) {
        return undefined;
    }
    const [, rawPathname = '/', query = '', hash = ''] = relative.match(/^([^?#]*)(\?[^#]*)?(#.*)?$/) ?? [];
    // legacy spellings of a page: `handbook/reporting/index.html`, `handbook/reporting.html`
    const pathname = rawPathname.replace(/(^|\/)index\.html\/?$/, '$1').replace(/\.html\/?$/, '/');
    const withSlash = pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname) ? pathname : `${pathname}/`;
    return `${withSlash}${query}${hash}`;
}

/**
 * Where a declaration is defined, from TypeDoc's source reference — relative to the folder that holds the
 * `@serenity-js` packages, so `core/src/screenplay/Actor.ts` — as a file of the package and a link to that
 * file in the framework's repository at the pinned release's tag. Only a package's own TypeScript sources
 * have such a file: a member inherited from a third-party library (`../tiny-types/lib/TinyType.d.ts`) or from
 * another package's compiled types (`core/lib/…d.ts`) gets no source, its "Inherited from" link leads on.
 */
export function sourceOf(
    source: SourceReference | undefined,
    version: string,
    packageSlugs: ReadonlySet<string>,
): { file: string; line: number; url: string } | undefined {
    const match = source && /^([a-z0-9-]+)\/(src\/.+\.ts)$/.exec(source.fileName);
    if (!source || !match || !packageSlugs.has(match[1])) {
        return undefined;
    }
    return {
        file: match[2],
        line: source.line,
        url: frameworkSourceUrl(version, `packages/${source.fileName}`, source.line),
    };
}
