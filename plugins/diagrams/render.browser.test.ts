import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { DiagramRenderer, DiagramSyntaxError } from './render';
import { palettes } from './theme';

// Launches Chromium: part of the browser stage (`npm run test:browser-units`), not of `npm run test:quick`
describe('diagrams: rendering in Chromium', () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'diagrams-'));
    const renderer = new DiagramRenderer(cacheDir);
    after(async () => {
        await renderer.close();
        rmSync(cacheDir, { recursive: true, force: true });
    });

    it('draws a light and a dark picture of the same size, each on its own background', async () => {
        const diagram = await renderer.render('flowchart TB\n    Actor -- performs --> Task');
        const light = readFileSync(diagram.files.light, 'utf8');
        const dark = readFileSync(diagram.files.dark, 'utf8');
        assert.ok(diagram.width > 50 && diagram.height > 50, `${diagram.width} × ${diagram.height}`);
        for (const [svg, background] of [
            [light, palettes.light.background],
            [dark, palettes.dark.background],
        ]) {
            assert.match(svg, new RegExp(`^<svg[^>]* width="${diagram.width}" height="${diagram.height}"`));
            assert.ok(svg.includes(`background-color: ${background}`));
            assert.ok(svg.includes('performs') && svg.includes('Actor'));
            // plain SVG text, which an <img> shows everywhere
            assert.ok(!svg.includes('<foreignObject'));
        }
        assert.ok(light.includes(palettes.light.text) && dark.includes(palettes.dark.text));
    });

    it('answers the same diagram from its cache', async () => {
        const first = await renderer.render('flowchart LR\n    A --> B');
        await renderer.close();
        const again = await renderer.render('flowchart LR\n    A --> B');
        assert.deepEqual(again, first);
    });

    it("reports Mermaid's syntax error with the line it is on", async () => {
        await assert.rejects(
            renderer.render('flowchart LR\n    A --> B\n    B --> ]C\n    C --> D'),
            (error: Error) => {
                assert.ok(error instanceof DiagramSyntaxError);
                assert.match(error.message, /line 3/);
                return true;
            },
        );
    });
});
