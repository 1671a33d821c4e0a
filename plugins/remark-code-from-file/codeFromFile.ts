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

/**
 * The lines a reader should see: the whole source, or the lines between `#region name` and
 * `#endregion name`, without any region markers and without the indentation the lines share.
 * Throws when the region is missing, so a renamed region fails the build.
 */
export function shownLines(source: string, region?: string): string {
    const lines = source.replace(/\r\n/g, '\n').split('\n');
    let selected = lines;
    if (region) {
        const start = lines.findIndex(line => matchesMarker(line, 'region', region));
        const end = lines.findIndex((line, index) => index > start && matchesMarker(line, 'endregion', region));
        if (start === -1 || end === -1) {
            throw new Error(
                `has no region "${region}" (mark it with "// #region ${region}" and "// #endregion ${region}" lines)`,
            );
        }
        selected = lines.slice(start + 1, end);
    }
    return dedent(selected.filter(line => !regionMarker.test(line)))
        .join('\n')
        .replace(/^\n+|\s+$/g, '');
}

function matchesMarker(line: string, kind: 'region' | 'endregion', name: string): boolean {
    const marker = regionMarker.exec(line);
    return marker?.[1] === kind && marker[2] === name;
}

function dedent(lines: string[]): string[] {
    const indentOf = (line: string) => line.length - line.trimStart().length;
    const indents = lines.filter(line => line.trim() !== '').map(indentOf);
    const common = indents.length > 0 ? Math.min(...indents) : 0;
    return lines.map(line => line.slice(Math.min(common, indentOf(line))));
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
): { code: string; absolutePath: string } {
    const where = `${page}${line ? `:${line}` : ''}`;
    const absolutePath = path.resolve(path.dirname(page), reference.file);
    let source: string;
    try {
        source = read(absolutePath);
    } catch {
        throw new Error(`${where}: code block file=${reference.file} does not exist (looked for ${absolutePath})`);
    }
    try {
        return { code: shownLines(source, reference.region), absolutePath };
    } catch (error) {
        throw new Error(`${where}: code block file=${reference.file} ${(error as Error).message}`);
    }
}
