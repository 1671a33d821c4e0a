/**
 * How the site searches, as the build decided it (config/search.ts reads the environment) and as the
 * search UIs read it from `siteConfig.customFields.search`.
 */

export type SearchMode = 'embedded' | 'hosted';

/** What the browser needs to know (JSON only). */
export interface SearchSettings {
    mode: SearchMode;
    /** Site-relative path of the embedded index's manifest. */
    manifestPath: string;
}
