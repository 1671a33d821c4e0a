/**
 * Remark plugin: the set-up lines a code example hides (`// hide-next-line`, `// hide-start` … `// hide-end`) leave
 * the page's code block, so that what the block shows, what its copy button copies and what the page's Markdown
 * twin holds are the same code. The build compiles the example from the page's source, hidden lines included,
 * before this runs (plugins/code-examples), and remark-type-aware-code has found the block by its full code.
 */
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';

import { type MagicComment, renderedLines } from '../code-examples/rendered-lines';

export interface Options {
    /** The magic comment whose lines the page hides, as `prism.magicComments` configures it */
    hidden: MagicComment;
}

interface CodeNode extends Node {
    lang?: string | null;
    meta?: string | null;
    value: string;
}

/** The languages whose magic comments `renderedLines` reads as the theme does: `//` and block comments */
const languages = new Set(['js', 'javascript', 'ts', 'typescript', 'jsx', 'tsx']);

/** A line range in the fence's meta (`{1,3-4}`): the theme then applies it and reads no magic comment */
const lineRange = /\{[\d,-]+\}/;

/**
 * The code without the lines the theme would hide and the comments that hide them, nor the blank lines that
 * would open the block; every other line, magic comments that highlight included, as it was
 */
export function withoutHiddenLines(code: string, lang: string, meta: string, hidden: MagicComment): string {
    if (!languages.has(lang) || lineRange.test(meta)) {
        return code;
    }
    const rendered = renderedLines(code, { lang, meta, magicComments: [hidden] });
    const shown = code
        .replace(/\n$/, '')
        .split('\n')
        .filter((_, index) => {
            const line = rendered[index];
            return line !== undefined && !line.classNames.includes(hidden.className);
        });
    while (shown[0] === '') {
        shown.shift();
    }
    return shown.length === rendered.length ? code : shown.join('\n');
}

export default function remarkHiddenLines(options: Options) {
    if (!options?.hidden?.className) {
        throw new Error('remark-hidden-lines: option "hidden" (a magic comment with its className) is required');
    }
    return (tree: Node) => {
        visit(tree, 'code', (node: CodeNode) => {
            node.value = withoutHiddenLines(
                node.value,
                node.lang?.toLowerCase() ?? '',
                node.meta ?? '',
                options.hidden,
            );
        });
    };
}
