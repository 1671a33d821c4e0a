import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';

import { renderingsState } from '../plugins/diagrams/renderings';
import { diagramContentDirs, diagramsCacheDir } from './remark';

const siteDir = path.resolve(__dirname, '..');

describe('diagrams: the committed renderings', () => {
    it('has both renderings of every diagram of the site and its test pages, and nothing else', async () => {
        const { missing, orphans } = await renderingsState(siteDir, diagramContentDirs(true), diagramsCacheDir);
        assert.deepEqual(
            missing.map(fence => `${fence.page}:${fence.line}`),
            [],
            'these diagrams have no committed rendering: run `npm run diagrams` and commit plugins/diagrams/renderings/',
        );
        assert.deepEqual(orphans, [], 'no diagram uses these renderings: run `npm run diagrams` to delete them');
    });
});
