/**
 * What writing the twins cost, per writer (this plugin, plugins/framework for the API reference), kept in the
 * build's generated files so that `npm run bench:build` can report it without timing the build twice.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface TwinStats {
    /** Markdown twins of pages written */
    twins: number;
    /** Their size, in bytes */
    twinBytes: number;
    /** The llms.txt files written, by path in the build, with their size in bytes */
    indexes: Record<string, number>;
    /** Time spent, from reading the sources to the last file written */
    milliseconds: number;
    /** Twins taken from the cache of earlier builds (plugins/markdown-twins/cache.ts) rather than converted */
    fromCache?: number;
}

const folder = (generatedFilesDir: string) => path.join(generatedFilesDir, 'markdown-twins');

export async function recordTwinStats(generatedFilesDir: string, writer: string, stats: TwinStats): Promise<void> {
    await fs.mkdir(folder(generatedFilesDir), { recursive: true });
    await fs.writeFile(path.join(folder(generatedFilesDir), `${writer}.json`), JSON.stringify(stats));
}

/** The stats every writer recorded in the last build, by writer */
export async function readTwinStats(generatedFilesDir: string): Promise<Record<string, TwinStats>> {
    const files = await fs.readdir(folder(generatedFilesDir)).catch(() => []);
    const entries = await Promise.all(
        files
            .filter(file => file.endsWith('.json'))
            .map(async file => [
                path.basename(file, '.json'),
                JSON.parse(await fs.readFile(path.join(folder(generatedFilesDir), file), 'utf8')) as TwinStats,
            ]),
    );
    return Object.fromEntries(entries);
}
