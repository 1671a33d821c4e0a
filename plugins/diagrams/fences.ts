/**
 * The ```mermaid fences of the site's MDX files, found the way the MDX compiler finds them (remark with MDX
 * syntax, after Docusaurus's preprocessing), so that what is drawn ahead of the bundler is exactly what the remark
 * plugin will ask for.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Node } from 'unist';

import { preprocessMdx } from '../mdx-preprocess';
import { filesUnder } from '../files';

export interface DiagramFence {
    /** the page, relative to the site */
    page: string;
    /** the fence's opening line */
    line: number;
    meta: string | undefined;
    source: string;
}

interface CodeNode extends Node {
    lang?: string | null;
    meta?: string | null;
    value: string;
}

const mayHaveDiagram = /^\s*(?:`{3,}|~{3,})\s*mermaid\b/m;

function markdownFiles(dir: string): string[] {
    return filesUnder(dir)
        .filter(file => /\.mdx?$/.test(file))
        .map(file => path.join(dir, file));
}

/** Every diagram fence in the MDX and Markdown files under these folders */
/** The fences found in each page, with the text they were found in */
const parsedPages = new Map<string, { text: string; fences: DiagramFence[] }>();

export async function diagramFences(siteDir: string, contentDirs: string[]): Promise<DiagramFence[]> {
    // the unified packages are ESM only
    const [{ unified }, { default: remarkParse }, { default: remarkMdx }, { visit }] = await Promise.all([
        import('unified'),
        import('remark-parse'),
        import('remark-mdx'),
        import('unist-util-visit'),
    ]);
    const fences: DiagramFence[] = [];
    for (const file of contentDirs.flatMap(dir => markdownFiles(path.join(siteDir, dir)))) {
        const text = readFileSync(file, 'utf8');
        if (!mayHaveDiagram.test(text)) {
            continue;
        }
        // the development server asks again after each edit: a page as it was is not parsed again
        const known = parsedPages.get(file);
        if (known?.text === text) {
            fences.push(...known.fences);
            continue;
        }
        const found = fences.length;
        const processor = file.endsWith('.mdx')
            ? unified().use(remarkParse).use(remarkMdx)
            : unified().use(remarkParse);
        let tree: Node;
        try {
            tree = processor.parse(file.endsWith('.mdx') ? preprocessMdx(text) : text);
        } catch (error) {
            // the MDX compiler reports what is wrong with the page itself; if it reads the page after all, its
            // diagrams are drawn while the site is bundled, which costs memory at the build's peak: say so
            console.warn(
                `[diagrams] ${path.relative(siteDir, file)}: could not look for diagrams ahead of the bundler (${(error as Error).message}); any will be drawn while the site is bundled`,
            );
            continue;
        }
        visit(tree, 'code', (node: CodeNode) => {
            if (node.lang === 'mermaid') {
                fences.push({
                    page: path.relative(siteDir, file),
                    line: node.position?.start.line ?? 1,
                    meta: node.meta ?? undefined,
                    source: node.value,
                });
            }
        });
        parsedPages.set(file, { text, fences: fences.slice(found) });
    }
    return fences;
}
