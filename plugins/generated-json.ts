/**
 * Reading a JSON file that another plugin writes while the site loads (the API names, the code examples' blocks):
 * read again only when it changes, which `docusaurus start` makes happen as the reader edits.
 */
import { readFileSync, statSync } from 'node:fs';

const cache = new Map<string, { mtimeMs: number; data: unknown }>();

/** The content of `file`; a missing file fails naming the reader, the file and `missing`: what writes it */
export function generatedJson<T>(reader: string, file: string, missing: string): T {
    let mtimeMs: number;
    try {
        mtimeMs = statSync(file).mtimeMs;
    } catch {
        throw new Error(`${reader}: ${file} does not exist; ${missing}`);
    }
    let entry = cache.get(file);
    if (entry?.mtimeMs !== mtimeMs) {
        entry = { mtimeMs, data: JSON.parse(readFileSync(file, 'utf8')) };
        cache.set(file, entry);
    }
    return entry.data as T;
}
