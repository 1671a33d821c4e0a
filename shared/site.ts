/**
 * Facts about the site and where its sources live, for the configuration, the plugins and the pages alike.
 * Browser-safe: no Node.js imports.
 */

export const siteUrl = 'https://serenity-js.org';
/** Other spellings of the site's origin that links in pages and doc comments use */
export const siteOrigins = [siteUrl, 'https://www.serenity-js.org', 'http://serenity-js.org'];

export const organizationName = 'serenity-js';
export const projectName = 'serenity-js';

/** The logo, drawn for a dark and for a light background: the navbar is dark in both colour modes, the docs sidebar is not */
export const logo = {
    alt: 'Serenity/JS',
    onDarkBackground: '/images/serenity-js-logo-for-dark-backgrounds.svg',
    onLightBackground: '/images/serenity-js-logo-for-light-backgrounds.svg',
    /** the size it is shown at, in CSS pixels */
    width: 132,
    height: 32,
} as const;

/** Where the source of this website lives; edit links point here. */
export const siteRepositoryUrl = 'https://github.com/serenity-js/serenity-js.org';
export const editUrl = `${siteRepositoryUrl}/tree/main/`;

/** Where the framework's source lives. */
export const frameworkRepositoryUrl = 'https://github.com/serenity-js/serenity-js';

/**
 * A file of the framework's repository as it was at a release: `packages/core/src/screenplay/Actor.ts` of 3.42.2
 * is `…/blob/v3.42.2/packages/core/src/screenplay/Actor.ts`. A release tag never moves, so line numbers stay right.
 */
export function frameworkSourceUrl(version: string, file: string, line?: number): string {
    return `${frameworkRepositoryUrl}/blob/v${version}/${file}${line === undefined ? '' : `#L${line}`}`;
}

/** A folder of the framework's repository at a release: a package's sources */
export function frameworkTreeUrl(version: string, folder: string): string {
    return `${frameworkRepositoryUrl}/tree/v${version}/${folder}`;
}

export const description =
    'Serenity/JS is an open-source framework that helps teams write acceptance and regression tests ' +
    'that read like business scenarios, run against web, REST and mobile interfaces, and produce reports ' +
    'everyone on the team can trust.';
