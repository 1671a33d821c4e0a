/**
 * Brings plugins/diagrams/renderings/ in line with the site's diagrams: draws the missing renderings in Chromium
 * and deletes the files no diagram uses. Run it after adding or changing a ```mermaid fence, then commit the folder.
 *
 *   npm run diagrams
 */
import { rmSync } from 'node:fs';
import path from 'node:path';

import { diagramContentDirs, diagramsCacheDir } from '../config/remark';
import { renderDiagram, textAlternativeOf } from '../plugins/diagrams/remark';
import { rendererFor } from '../plugins/diagrams/render';
import { renderingsState } from '../plugins/diagrams/renderings';

const siteDir = path.resolve(__dirname, '..');

async function main() {
    const contentDirs = diagramContentDirs(true);
    const { missing, orphans } = await renderingsState(siteDir, contentDirs, diagramsCacheDir);
    const renderer = rendererFor(diagramsCacheDir);
    try {
        for (const fence of missing) {
            textAlternativeOf(fence.meta, fence.page, fence.line);
            await renderDiagram(renderer, fence.source, fence.page, fence.line, 'fail');
            console.log(`drew ${fence.page}:${fence.line}`);
        }
    } finally {
        await renderer.close();
    }
    for (const orphan of orphans) {
        rmSync(path.join(diagramsCacheDir, orphan));
        console.log(`deleted ${orphan}, which no diagram uses`);
    }
    console.log(
        `${missing.length} rendering(s) drawn, ${orphans.length} file(s) deleted: commit ${path.relative(siteDir, diagramsCacheDir)}/`,
    );
}

main().catch(error => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
});
