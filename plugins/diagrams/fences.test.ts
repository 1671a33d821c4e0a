import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { diagramFences } from './fences';

describe('diagrams: finding the fences', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'diagram-fences-'));
    after(() => rmSync(site, { recursive: true, force: true }));
    mkdirSync(path.join(site, 'handbook', 'design'), { recursive: true });
    mkdirSync(path.join(site, 'blog'), { recursive: true });
    writeFileSync(
        path.join(site, 'handbook', 'design', 'patterns.mdx'),
        [
            '---',
            'title: Patterns',
            '---',
            '',
            'import Tabs from "@theme/Tabs";',
            '',
            '## Two boxes {#boxes}',
            '',
            '```mermaid alt="A to B."',
            'flowchart LR',
            '    A --> B',
            '```',
            '',
            '1. A step with a diagram in it:',
            '',
            '   ```mermaid alt="C to D."',
            '   flowchart TB',
            '       C --> D',
            '   ```',
            '',
            '```ts',
            "const mermaid = 'not a diagram';",
            '```',
        ].join('\n'),
    );
    writeFileSync(path.join(site, 'blog', 'post.md'), '# Post\n\n~~~mermaid\nsequenceDiagram\n    A->>B: hi\n~~~\n');
    writeFileSync(path.join(site, 'handbook', 'plain.mdx'), 'No diagrams here.\n');

    it('finds each diagram with its page, line, meta and source, as the MDX compiler sees them, on a page with heading ids too', async () => {
        const fences = await diagramFences(site, ['handbook', 'blog', 'no-such-folder']);
        assert.deepEqual(
            fences.sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line),
            [
                { page: 'blog/post.md', line: 3, meta: undefined, source: 'sequenceDiagram\n    A->>B: hi' },
                {
                    page: 'handbook/design/patterns.mdx',
                    line: 9,
                    meta: 'alt="A to B."',
                    source: 'flowchart LR\n    A --> B',
                },
                {
                    page: 'handbook/design/patterns.mdx',
                    line: 16,
                    meta: 'alt="C to D."',
                    source: 'flowchart TB\n    C --> D',
                },
            ],
        );
    });

    it('names a page it cannot read, whose diagrams would be drawn while the site is bundled', async t => {
        const broken = mkdtempSync(path.join(tmpdir(), 'diagram-fences-broken-'));
        t.after(() => rmSync(broken, { recursive: true, force: true }));
        writeFileSync(
            path.join(broken, 'page.mdx'),
            '# Page\n\n{not javascript\n\n```mermaid alt="A."\nflowchart LR\n  A\n```\n',
        );
        const warn = t.mock.method(console, 'warn', () => undefined);
        assert.deepEqual(await diagramFences(broken, ['.']), []);
        assert.match(
            String(warn.mock.calls[0]?.arguments[0]),
            /page\.mdx: could not look for diagrams ahead of the bundler/,
        );
    });
});
