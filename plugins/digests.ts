/**
 * What the build's caches share (the code examples' analyses, the diagrams' renderings, the Markdown twins): content
 * digests, the check that the files an entry was made from are unchanged, and writing a cache file whole.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

/** The digest of a file's content, as a cache entry records it for each file it depends on */
export const contentDigest = (text: string): string => createHash('sha256').update(text).digest('hex');

/** One digest of several parts, each kept apart from the next (`'ab', 'c'` and `'a', 'bc'` differ) */
export function digestOf(...parts: string[]): string {
    const hash = createHash('sha256');
    for (const part of parts) {
        hash.update(part).update('\0');
    }
    return hash.digest('hex');
}

/**
 * Whether every file a cache entry recorded (path → `contentDigest` of its content then) still has that content.
 * A file that can no longer be read has changed.
 *
 * @param resolve turns a recorded path into one to read (the code examples record paths relative to the site)
 */
export function unchangedSince(dependencies: Record<string, string>, resolve = (file: string) => file): boolean {
    return Object.entries(dependencies).every(([file, digest]) => {
        try {
            return contentDigest(readFileSync(resolve(file), 'utf8')) === digest;
        } catch {
            return false;
        }
    });
}

/** Writes a file through a temporary one, so that a reader (or a build running beside) never sees half of it */
export function writeFileAtomically(file: string, content: string | Uint8Array): void {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, content);
    renameSync(temporary, file);
}
