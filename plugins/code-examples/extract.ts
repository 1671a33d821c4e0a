/**
 * Finds the code examples in the site's Markdown and MDX pages, so that they can be checked:
 * TypeScript blocks are compiled against the installed @serenity-js packages, JSON and YAML blocks
 * must parse. A block whose meta says `no-check` is a deliberate fragment: it is counted and listed,
 * never silently skipped. A block with `file=…` is empty in the page and shows (a region of) that file,
 * as plugins/remark-code-from-file does at build time: its code is read from there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { codeFromFile, fileReferenceIn, type LineOrigin } from '../remark-code-from-file/codeFromFile';

/** `other`: a `file=` block in another language (HTML, JavaScript…), read only to check that what it shows exists */
export type ExampleLanguage = 'typescript' | 'json' | 'yaml' | 'other';

export interface Example {
    /** Path of the page, relative to the site directory */
    file: string;
    /** 1-based line of the first line of code (just after the opening fence) */
    line: number;
    language: ExampleLanguage;
    /** The fence's language as written, lower-cased (`ts`, `tsx`, `typescript`…): the theme picks its comment syntax by it */
    lang: string;
    meta: string;
    code: string;
    skipped: boolean;
    /** For a `file=` block: the file it shows, relative to the site directory */
    shownFile?: string;
    /** For a `file=` block: where in that file each line the block shows comes from */
    origins?: LineOrigin[];
    /** Why the block's code could not be read (a `file=` block's file or region is missing) */
    problem?: string;
}

export interface ReadOptions {
    /** The site directory, against which `file` is resolved; defaults to the working directory */
    siteDir?: string;
    read?: (file: string) => string;
}

const languages: Record<string, ExampleLanguage> = {
    ts: 'typescript',
    typescript: 'typescript',
    tsx: 'typescript',
    json: 'json',
    yaml: 'yaml',
    yml: 'yaml',
};

/** The fenced code blocks of one page, in the order they appear. */
export function examplesIn(
    file: string,
    source: string,
    { siteDir = process.cwd(), read }: ReadOptions = {},
): Example[] {
    const examples: Example[] = [];
    const lines = source.split('\n');
    for (let index = 0; index < lines.length; index++) {
        const opening = lines[index].match(/^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/);
        if (!opening) {
            continue;
        }
        const [, indent, fence, language, meta] = opening;
        const body: string[] = [];
        let end = index + 1;
        while (end < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[end])) {
            body.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end]);
            end++;
        }
        const kind = languages[language.toLowerCase()];
        const reference = fileReferenceIn(meta);
        if (reference) {
            const example: Example = {
                file,
                line: index + 2,
                language: kind ?? 'other',
                lang: language.toLowerCase(),
                meta: meta.trim(),
                code: '',
                skipped: /\bno-check\b/.test(meta),
            };
            try {
                if (body.join('').trim() !== '') {
                    throw new Error(
                        `${file}:${index + 1}: a code block with file=${reference.file} must be empty: its code comes from the file`,
                    );
                }
                const { code, absolutePath, origins } = codeFromFile(
                    path.join(siteDir, file),
                    index + 1,
                    reference,
                    read,
                );
                example.code = code;
                example.shownFile = path.relative(siteDir, absolutePath);
                example.origins = origins;
            } catch (error) {
                example.problem = (error as Error).message.replace(`${path.join(siteDir, file)}:`, `${file}:`);
            }
            examples.push(example);
        } else if (kind) {
            examples.push({
                file,
                line: index + 2,
                language: kind,
                lang: language.toLowerCase(),
                meta: meta.trim(),
                code: body.join('\n'),
                skipped: /\bno-check\b/.test(meta),
            });
        }
        index = end;
    }
    return examples;
}

/** Every `.md` and `.mdx` page under the given folders of the site. */
export function pagesUnder(siteDir: string, folders: string[]): string[] {
    return folders
        .flatMap(folder => {
            const root = path.join(siteDir, folder);
            try {
                return readdirSync(root, { recursive: true, encoding: 'utf8' })
                    .filter(entry => /\.mdx?$/.test(entry))
                    .map(entry => path.join(folder, entry));
            } catch {
                return [];
            }
        })
        .sort();
}

export function examplesOfSite(siteDir: string, folders: string[]): Example[] {
    return pagesUnder(siteDir, folders).flatMap(file =>
        examplesIn(file, readFileSync(path.join(siteDir, file), 'utf8'), { siteDir }),
    );
}
