/**
 * `siteConfig.customFields`: what docusaurus.config.ts computes at build time for the pages to show. Typed
 * once here, so the configuration is checked against it (`satisfies`) and readers never cast.
 */
import type { SearchSettings } from './search/settings';

export interface SiteCustomFields {
    /** The Node.js version the site was built with, e.g. `v20.20.2` */
    currentNodeVersion: string;
    description: string;
    search: SearchSettings;
}

export function customFieldsOf(siteConfig: { customFields?: Record<string, unknown> }): SiteCustomFields {
    return siteConfig.customFields as unknown as SiteCustomFields;
}
