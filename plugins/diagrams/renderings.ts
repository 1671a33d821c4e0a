/**
 * The renderings folder against the site's diagrams: which diagrams have no rendering yet, and which files no
 * diagram uses any more. `npm run diagrams` acts on it; `renderings.test.ts` fails while either list is not empty.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { type DiagramFence, diagramFences } from './fences';
import { renderingFiles } from './render';

export interface RenderingsState {
    /** diagrams whose renderings are missing */
    missing: DiagramFence[];
    /** files of the folder that no diagram of the site uses */
    orphans: string[];
}

export async function renderingsState(siteDir: string, contentDirs: string[], dir: string): Promise<RenderingsState> {
    const fences = await diagramFences(siteDir, contentDirs);
    const used = new Set<string>();
    const missing: DiagramFence[] = [];
    for (const fence of fences) {
        const { files, meta } = renderingFiles(dir, fence.source);
        const all = [files.light, files.dark, meta];
        all.forEach(file => used.add(path.basename(file)));
        if (!all.every(file => existsSync(file))) {
            missing.push(fence);
        }
    }
    const present = existsSync(dir) ? readdirSync(dir) : [];
    const orphans = present.filter(name => name !== 'README.md' && !used.has(name));
    return { missing, orphans };
}
