import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under `folder`, at any depth, as paths relative to it with `/` between folders. A `folder` that is a
 * file is listed as itself (`''`); one that does not exist lists nothing.
 *
 * Names, then a `stat` each: Node 20's `readdirSync` with both `recursive` and `withFileTypes` can leave files out.
 */
export function filesUnder(folder: string): string[] {
    let names: string[];
    try {
        names = readdirSync(folder, { recursive: true, encoding: 'utf8' });
    } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOTDIR') {
            return [''];
        }
        if (code === 'ENOENT') {
            return [];
        }
        throw error;
    }
    return names
        .filter(name => statSync(path.join(folder, name)).isFile())
        .map(name => name.split(path.sep).join('/'))
        .sort();
}
