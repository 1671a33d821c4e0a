/**
 * How the site searches, chosen at build time. With ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and
 * ALGOLIA_INDEX_NAME set, the DocSearch modal and the search page talk to that hosted Algolia index;
 * otherwise (the default) they search the index the build wrote into the site itself, in the browser.
 * The admin key (ALGOLIA_ADMIN_KEY) is read only by `npm run search:push`, never here.
 */
import path from 'node:path';

import { manifestPath } from '../shared/search/records';
import type { SearchSettings } from '../shared/search/settings';

export interface AlgoliaSettings {
    appId: string;
    apiKey: string;
    indexName: string;
    insights: boolean;
}

/** Where the API reference's search records go, from plugins/framework to plugins/search-index */
export const apiSearchRecordsFile = path.join(__dirname, '..', '.docusaurus', 'api-reference', 'search-records.json');

/** The index name when none is configured: it also names the reader's recent and favourite searches. */
export const defaultIndexName = 'serenity-js';

/** Placeholders that satisfy the theme's validation and the client's own checks; no request uses them. */
export const embeddedCredentials = { appId: 'EMBEDDED', apiKey: 'embedded' } as const;

const variables = {
    appId: 'ALGOLIA_APP_ID',
    apiKey: 'ALGOLIA_SEARCH_API_KEY',
    indexName: 'ALGOLIA_INDEX_NAME',
} as const;

export function searchFromEnvironment(env: NodeJS.ProcessEnv = process.env): {
    settings: SearchSettings;
    algolia: AlgoliaSettings;
} {
    const given = Object.values(variables).some(name => env[name] !== undefined);
    if (!given) {
        return {
            settings: { mode: 'embedded', manifestPath },
            // insights need Algolia's servers and a script from a CDN: never in embedded mode
            algolia: { ...embeddedCredentials, indexName: defaultIndexName, insights: false },
        };
    }
    // a hosted configuration that is half there fails the build, with the client's own wording
    const value = (option: keyof typeof variables): string => {
        const name = variables[option];
        const given = env[name]?.trim();
        if (!given) {
            throw new Error(
                `\`${option}\` is missing. Set ${name} (or unset all of ${Object.values(variables).join(', ')} to use the embedded search).`,
            );
        }
        return given;
    };
    return {
        settings: { mode: 'hosted', manifestPath },
        algolia: {
            appId: value('appId'),
            apiKey: value('apiKey'),
            indexName: value('indexName'),
            insights: env.ALGOLIA_INSIGHTS === 'true',
        },
    };
}
