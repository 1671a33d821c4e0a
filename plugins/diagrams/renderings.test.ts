import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { renderingFiles } from './render';
import { renderingsState } from './renderings';

describe('diagrams: the renderings folder', () => {
    describe('renderingsState', () => {
        const site = mkdtempSync(path.join(tmpdir(), 'renderings-'));
        const dir = path.join(site, 'renderings');
        after(() => rmSync(site, { recursive: true, force: true }));

        it('lists a diagram without renderings as missing, and a file no diagram uses as an orphan', async () => {
            mkdirSync(path.join(site, 'docs'), { recursive: true });
            mkdirSync(dir, { recursive: true });
            const drawn = 'flowchart LR\n    A --> B';
            const changed = 'flowchart LR\n    A --> C';
            writeFileSync(
                path.join(site, 'docs', 'page.mdx'),
                ['```mermaid alt="x"', drawn, '```', '', '```mermaid alt="y"', changed, '```', ''].join('\n'),
            );
            const { files, meta } = renderingFiles(dir, drawn);
            for (const file of [files.light, files.dark, meta]) {
                writeFileSync(file, '');
            }
            writeFileSync(path.join(dir, 'stale-light.diagram-svg'), '');

            const state = await renderingsState(site, ['docs'], dir);
            assert.deepEqual(
                state.missing.map(fence => fence.source),
                [changed],
            );
            assert.deepEqual(state.orphans, ['stale-light.diagram-svg']);
        });
    });
});
