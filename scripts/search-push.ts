/**
 * `npm run search:push`, after `npm run build`: sends the build's search records (the very records the
 * embedded search uses, read back from build/search-index/) to a hosted Algolia index, with the index
 * settings of the DocSearch template, replacing the index's records atomically (Algolia's
 * `replaceAllObjects`: a temporary index is filled, then moved onto the live one).
 *
 * Needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (and ALGOLIA_INDEX_NAME, else the build's index name).
 * Without them it says so and exits 0, so an offline CI run passes. The admin key is read here only;
 * the site's build never reads it.
 *
 *   node --import tsx scripts/search-push.ts [buildDir]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { algoliasearch } from 'algoliasearch';

import { recordsFromIndexFiles } from '../plugins/search-index/shards';
import { manifestPath, type SearchManifest } from '../shared/search/records';
import { synonyms } from '../shared/search/synonyms';
import { taskVocabulary } from '../shared/search/tasks';

type ClientOptions = NonNullable<Parameters<typeof algoliasearch>[2]>;

/** The DocSearch crawler template's settings for Docusaurus v3, as the embedded engine emulates them. */
export const indexSettings = {
    attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
    attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
    attributesToHighlight: ['hierarchy', 'content'],
    attributesToSnippet: ['content:10'],
    camelCaseAttributes: ['hierarchy', 'content', 'api.name', 'api.members'],
    // an API declaration's name before everything (as the embedded engine ranks it), its members and signature last
    searchableAttributes: [
        'unordered(api.name)',
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
        'unordered(api.members)',
        'unordered(api.signature)',
    ],
    distinct: true,
    attributeForDistinct: 'url',
    customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
    highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
    highlightPostTag: '</span>',
    minWordSizefor1Typo: 3,
    minWordSizefor2Typos: 7,
    allowTyposOnNumericTokens: false,
    minProximity: 1,
    ignorePlurals: true,
    advancedSyntax: true,
    attributeCriteriaComputedByMinProximity: true,
    removeWordsIfNoResults: 'allOptional',
    // as the embedded engine: "how", "to", "a"… do not have to match (shared/search/text.ts)
    removeStopWords: ['en'],
    queryLanguages: ['en'],
    separatorsToIndex: '_',
} as const;

export interface PushOptions {
    buildDir: string;
    env?: NodeJS.ProcessEnv;
    log?: (message: string) => void;
    /** Tests pass a recording requester; nothing else should. */
    clientOptions?: ClientOptions;
}

export async function pushSearchIndex({
    buildDir,
    env = process.env,
    log = console.log,
    clientOptions,
}: PushOptions): Promise<'skipped' | 'pushed'> {
    const appId = env.ALGOLIA_APP_ID?.trim();
    const adminKey = env.ALGOLIA_ADMIN_KEY?.trim();
    if (!appId || !adminKey) {
        log(
            'search:push skipped (no credentials): set ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX_NAME to push the search index to Algolia.',
        );
        return 'skipped';
    }
    const dir = path.join(buildDir, path.dirname(manifestPath));
    let manifest: SearchManifest;
    try {
        manifest = JSON.parse(readFileSync(path.join(buildDir, manifestPath), 'utf8'));
    } catch {
        throw new Error(`No search index in ${dir}: run \`npm run build\` first.`);
    }
    const records = recordsFromIndexFiles(manifest, name => readFileSync(path.join(dir, name)));
    const indexName = env.ALGOLIA_INDEX_NAME?.trim() || manifest.indexName;

    const client = algoliasearch(appId, adminKey, clientOptions);
    await client.setSettings({
        indexName,
        indexSettings: { ...indexSettings, attributesToRetrieve: [...indexSettings.attributesToRetrieve] } as never,
    });
    // the words readers use for what the site calls something else, as the embedded engine knows them
    await client.saveSynonyms({
        indexName,
        synonymHit: [
            ...synonyms.groups.map((group, index) => ({
                objectID: `site-synonyms-${index}`,
                type: 'synonym' as const,
                synonyms: group,
            })),
            // and the readers' words for a task, which find the framework's name for it (one way: `Hover` is no phrase)
            ...taskVocabulary.flatMap(({ name, phrases }) =>
                phrases.map((phrase, index) => ({
                    objectID: `site-tasks-${name}-${index}`,
                    type: 'oneWaySynonym' as const,
                    input: phrase,
                    synonyms: [name],
                })),
            ),
        ],
        replaceExistingSynonyms: true,
    });
    await client.replaceAllObjects({
        indexName,
        objects: records as unknown as Array<Record<string, unknown>>,
        batchSize: 1000,
    });
    log(`search:push sent ${records.length} records to the Algolia index "${indexName}" (build ${manifest.build}).`);
    return 'pushed';
}

if (require.main === module) {
    pushSearchIndex({ buildDir: process.argv[2] ?? path.join(__dirname, '..', 'build') }).catch(error => {
        console.error(`search:push failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exitCode = 1;
    });
}
