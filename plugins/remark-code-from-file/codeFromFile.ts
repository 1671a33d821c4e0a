/**
 * Pure helpers behind remark-code-from-file, shared with the code-example check (scripts/examples):
 * which file a code fence shows, and which lines of it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface FileReference {
    /** The `file=` path as written, relative to the page */
    file: string;
    /** The `region=` name, if any */
    region?: string;
    /** The rest of the fence's meta, e.g. `title="specs/todo.spec.ts"` */
    meta: string;
}

const fileAttribute = /(?:^|\s)file=(?:"([^"]+)"|(\S+))/;
const regionAttribute = /(?:^|\s)region=(?:"([^"]+)"|(\S+))/;

/** `file=… region=… title="…"` → the file, the region and the meta left for the theme; undefined without `file=`. */
export function fileReferenceIn(meta: string | null | undefined): FileReference | undefined {
    const file = meta?.match(fileAttribute);
    if (!meta || !file) {
        return undefined;
    }
    const region = meta.match(regionAttribute);
    return {
        file: file[1] ?? file[2],
        region: region ? (region[1] ?? region[2]) : undefined,
        meta: meta.replace(fileAttribute, ' ').replace(regionAttribute, ' ').replace(/\s+/g, ' ').trim(),
    };
}

// `// #region name`, `# #region name`, `<!-- #region name -->`, `/* #region name */`, `{/* #region name */}`
const regionMarker = /^\s*(?:\/\/|#|<!--|\/\*|\{\/\*)\s*#(region|endregion)\b\s*([\w.-]*)/;

/** Where a shown line comes from: its 0-based line in the file, and how many characters of indentation were removed */
export interface LineOrigin {
    line: number;
    indent: number;
}

/**
 * The lines a reader should see: the whole source, or the lines between `#region name` and
 * `#endregion name`, without any region markers and without the indentation the lines share.
 * Throws when the region is missing, so a renamed region fails the build.
 */
export function shownLines(source: string, region?: string): string {
    return shownRegion(source, region).code;
}

/**
 * {@link shownLines}, with the origin of every line shown, so that what is known about a position in the
 * file (a type, a compiler error) can be placed on the page.
 */
export function shownRegion(source: string, region?: string): { code: string; origins: LineOrigin[] } {
    const lines = source.replace(/\r\n/g, '\n').split('\n');
    let [first, last] = [0, lines.length];
    if (region) {
        const start = lines.findIndex(line => matchesMarker(line, 'region', region));
        const end = lines.findIndex((line, index) => index > start && matchesMarker(line, 'endregion', region));
        if (start === -1 || end === -1) {
            throw new Error(
                `has no region "${region}" (mark it with "// #region ${region}" and "// #endregion ${region}" lines)`,
            );
        }
        [first, last] = [start + 1, end];
    }
    const kept = lines
        .map((text, line) => ({ text, line }))
        .slice(first, last)
        .filter(({ text }) => !regionMarker.test(text));
    const indents = kept.filter(({ text }) => text.trim() !== '').map(({ text }) => indentOf(text));
    const common = indents.length > 0 ? Math.min(...indents) : 0;
    const shown = kept.map(({ text, line }) => {
        const indent = Math.min(common, indentOf(text));
        return { text: text.slice(indent), line, indent };
    });
    // no leading empty lines, no trailing white space
    while (shown.length > 0 && shown[0].text === '') {
        shown.shift();
    }
    while (shown.length > 0 && shown[shown.length - 1].text.trim() === '') {
        shown.pop();
    }
    if (shown.length > 0) {
        shown[shown.length - 1].text = shown[shown.length - 1].text.trimEnd();
    }
    return {
        code: shown.map(({ text }) => text).join('\n'),
        origins: shown.map(({ line, indent }) => ({ line, indent })),
    };
}

function matchesMarker(line: string, kind: 'region' | 'endregion', name: string): boolean {
    const marker = regionMarker.exec(line);
    return marker?.[1] === kind && marker[2] === name;
}

function indentOf(line: string): number {
    return line.length - line.trimStart().length;
}

/**
 * Reads the code a `file=` fence of `page` (an absolute path) shows. Throws an error that names the page,
 * the line of the fence and the missing file or region.
 */
export function codeFromFile(
    page: string,
    line: number | undefined,
    reference: FileReference,
    read: (file: string) => string = file => readFileSync(file, 'utf8'),
): { code: string; absolutePath: string; origins: LineOrigin[] } {
    const where = `${page}${line ? `:${line}` : ''}`;
    const absolutePath = path.resolve(path.dirname(page), reference.file);
    let source: string;
    try {
        source = read(absolutePath);
    } catch {
        throw new Error(`${where}: code block file=${reference.file} does not exist (looked for ${absolutePath})`);
    }
    try {
        return { ...shownRegion(source, reference.region), absolutePath };
    } catch (error) {
        throw new Error(`${where}: code block file=${reference.file} ${(error as Error).message}`);
    }
}
