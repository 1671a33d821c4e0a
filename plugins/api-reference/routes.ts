/**
 * Where each part of the API reference lives. URLs are a public contract: the framework's doc comments
 * link to them (`https://serenity-js.org/api/core/class/Actor/`), so these rules keep the current
 * site's spelling, odd names (`default`, `export=`) included.
 */
import { siteOrigins } from '../../shared/site';
import { moduleSlug as packageSlug } from '../module-catalogue/catalogue';
import { siteRelativeUrl } from '../remark-site-links';
import { ReflectionKind } from './typedoc-json';

export type ItemKind = 'class' | 'function' | 'interface' | 'enum';
/** Declarations documented on their module's overview page, each under an anchor of its own */
export type OverviewKind = 'type' | 'variable';

export const basePath = '/api/';

/** `@serenity-js/core` + `events` → `core-events` */
export function moduleSlug(packageName: string, subpath = ''): string {
    return subpath ? `${packageSlug(packageName)}-${subpath}` : packageSlug(packageName);
}

/** `@serenity-js/core` + `events` → `@serenity-js/core/events` */
export function importPath(packageName: string, subpath: string): string {
    return subpath ? `${packageName}/${subpath}` : packageName;
}

export function moduleRoute(slug: string): string {
    return `${basePath}${slug}/`;
}

export function itemRoute(slug: string, kind: ItemKind, name: string): string {
    return `${basePath}${slug}/${kind}/${name}/`;
}

export function overviewAnchorRoute(slug: string, name: string): string {
    return `${moduleRoute(slug)}#${name}`;
}

/**
 * How a top-level declaration is documented. A variable whose type is a plain function type
 * (`export const equals = Expectation.define(…)`) is called like a function, so it gets a function page.
 */
export function kindOf(reflection: VariableLike): ItemKind | OverviewKind | undefined {
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

type VariableLike = {
    kind: number;
    type?: { type: string; declaration?: { signatures?: unknown[] }; target?: unknown };
};

export function isFunctionValued(reflection: VariableLike): boolean {
    if (reflection.kind !== ReflectionKind.Variable || !reflection.type) {
        return false;
    }
    if (reflection.type.type === 'reflection') {
        return Boolean(reflection.type.declaration?.signatures?.length);
    }
    const target =
        reflection.type.type === 'reference'
            ? (reflection.type.target as { packageName?: string; qualifiedName?: string } | undefined)
            : undefined;
    return Boolean(
        target && typeof target === 'object' && callableTypes.includes(`${target.packageName}:${target.qualifiedName}`),
    );
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

/** "Defined in" link to the framework's repository, from TypeDoc's source reference (`core/src/screenplay/Actor.ts`) */
export function sourceUrl(source: { fileName: string; line: number }): string {
    const file = source.fileName.replace(/^(?:.*\/)?node_modules\/@serenity-js\//, '');
    return `https://github.com/serenity-js/serenity-js/blob/main/packages/${file}#L${source.line}`;
}
