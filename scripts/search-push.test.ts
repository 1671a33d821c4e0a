import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import { searchIndexFiles } from '../plugins/search-index/shards';
import type { SearchRecord } from '../shared/search/records';
import { synonyms } from '../shared/search/synonyms';
import { taskVocabulary } from '../shared/search/tasks';
import { indexSettings, pushSearchIndex } from './search-push';

const records: SearchRecord[] = Array.from({ length: 3 }, (_, n) => ({
    objectID: `record-${n}`,
    url: `https://serenity-js.org/handbook/#s${n}`,
    url_without_anchor: 'https://serenity-js.org/handbook/',
    anchor: `s${n}`,
    type: 'lvl2',
    hierarchy: {
        lvl0: 'Handbook',
        lvl1: 'Handbook',
        lvl2: `Section ${n}`,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
    },
    content: null,
    weight: { pageRank: 0, level: 80, position: n },
    language: 'en',
    version: ['current'],
    docusaurus_tag: 'docs-default-current',
}));

async function builtSite(): Promise<string> {
    const buildDir = await mkdtemp(path.join(tmpdir(), 'search-push-'));
    await mkdir(path.join(buildDir, 'search-index'));
    const { files } = searchIndexFiles(records, { indexName: 'serenity-js', siteOrigin: 'https://serenity-js.org' });
    await Promise.all(files.map(file => writeFile(path.join(buildDir, 'search-index', file.name), file.bytes)));
    return buildDir;
}

interface Sent {
    method: string;
    host: string;
    path: string;
    apiKey: string | null;
    body: any;
    responseTimeout: number;
}

/** Answers like Algolia: tasks are published at once. */
function recordingAlgolia() {
    const sent: Sent[] = [];
    return {
        sent,
        requester: {
            async send(request: {
                url: string;
                method: string;
                headers: Record<string, string>;
                data?: string | Uint8Array;
                responseTimeout: number;
            }) {
                const url = new URL(request.url);
                sent.push({
                    method: request.method,
                    host: url.host,
                    path: url.pathname,
                    apiKey: url.searchParams.get('x-algolia-api-key') ?? request.headers['x-algolia-api-key'] ?? null,
                    body: request.data ? JSON.parse(String(request.data)) : undefined,
                    responseTimeout: request.responseTimeout,
                });
                const content = url.pathname.includes('/task/')
                    ? { status: 'published' }
                    : url.pathname.endsWith('/batch')
                      ? { taskID: 2, objectIDs: [] }
                      : { taskID: 1, updatedAt: '2026-01-01T00:00:00Z' };
                return { status: 200, content: JSON.stringify(content), isTimedOut: false };
            },
        },
    };
}

describe('npm run search:push', () => {
    it('says it skipped, and succeeds, without credentials', async () => {
        const lines: string[] = [];
        assert.equal(
            await pushSearchIndex({ buildDir: '/nonexistent', env: {}, log: line => lines.push(line) }),
            'skipped',
        );
        assert.match(lines.join('\n'), /skipped \(no credentials\)/);
        assert.equal(
            await pushSearchIndex({ buildDir: '/nonexistent', env: { ALGOLIA_APP_ID: 'APPID' }, log: () => undefined }),
            'skipped',
        );
    });

    it('sets the DocSearch settings, then replaces the records atomically through a temporary index, with the admin key', async () => {
        const buildDir = await builtSite();
        const { sent, requester } = recordingAlgolia();
        const lines: string[] = [];
        const result = await pushSearchIndex({
            buildDir,
            env: { ALGOLIA_APP_ID: 'APPID', ALGOLIA_ADMIN_KEY: 'admin-key', ALGOLIA_INDEX_NAME: 'serenity-js-docs' },
            log: line => lines.push(line),
            clientOptions: { requester },
        });
        assert.equal(result, 'pushed');

        const writes = sent.filter(request => request.method !== 'GET');
        assert.equal(writes[0]!.path, '/1/indexes/serenity-js-docs/settings');
        assert.deepEqual(writes[0]!.body.distinct, indexSettings.distinct);
        assert.deepEqual(writes[0]!.body.attributesForFaceting, indexSettings.attributesForFaceting);

        assert.equal(writes[1]!.path, '/1/indexes/serenity-js-docs/synonyms/batch');
        const synonymHits = writes[1]!.body as Array<{ type: string; input?: string; synonyms: string[] }>;
        assert.deepEqual(
            synonymHits.filter(hit => hit.type === 'synonym').map(hit => hit.synonyms),
            synonyms.groups,
            'the synonyms the embedded engine uses',
        );
        assert.deepEqual(
            synonymHits.filter(hit => hit.type === 'oneWaySynonym').map(hit => [hit.input, ...hit.synonyms]),
            taskVocabulary.flatMap(({ name, phrases }) => phrases.map(phrase => [phrase, name])),
            'the task vocabulary the embedded engine uses',
        );

        const operations = writes
            .slice(2)
            .map(request => `${request.path.replace(/_tmp_\d+/, '_tmp')} ${request.body?.operation ?? ''}`.trim());
        assert.deepEqual(operations, [
            '/1/indexes/serenity-js-docs/operation copy',
            '/1/indexes/serenity-js-docs_tmp/batch',
            '/1/indexes/serenity-js-docs/operation copy',
            '/1/indexes/serenity-js-docs_tmp/operation move',
        ]);
        const batch = writes.find(request => /_tmp_\d+\/batch$/.test(request.path))!;
        assert.deepEqual(
            batch.body.requests.map((request: { action: string; body: SearchRecord }) => [
                request.action,
                request.body.objectID,
            ]),
            records.map(record => ['addObject', record.objectID]),
        );
        assert.deepEqual([...new Set(sent.map(request => request.apiKey))], ['admin-key']);
        assert.ok(
            sent.every(request => /^appid(-dsn|-\d)?\.algolia(net)?\.(net|com)$/.test(request.host)),
            sent.map(request => request.host).join(),
        );
        assert.deepEqual(
            [...new Set(writes.map(request => request.responseTimeout))],
            [30_000],
            'write time-out: 30 s',
        );
        assert.match(lines.join('\n'), /sent 3 records to the Algolia index "serenity-js-docs"/);
    });

    it('asks for a build when there is none', async () => {
        await assert.rejects(
            pushSearchIndex({
                buildDir: '/nonexistent',
                env: { ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'k' },
                log: () => undefined,
            }),
            /run `npm run build` first/,
        );
    });
});
