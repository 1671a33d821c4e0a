/**
 * Remark plugin: fills a code fence with code from a file of the repository, so that a page shows the
 * same code that a test runs. Write the fence empty, with the file's path relative to the page:
 *
 *     ```ts file=../../tests/tutorials/web/specs/todo-list.spec.ts region=first-scenario title="specs/todo-list.spec.ts"
 *     ```
 *
 * `region=name` shows only the lines between `// #region name` and `// #endregion name`. A missing file
 * or region fails the build, naming the page.
 */
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';

import { codeFromFile, fileReferenceIn } from './codeFromFile';

interface CodeNode extends Node {
    lang?: string | null;
    meta?: string | null;
    value: string;
}

export interface Options {
    /** How a file is read; by default from disk (the Markdown twins read through a function that notes each file) */
    read?: (file: string) => string;
}

export default function remarkCodeFromFile({ read }: Options = {}) {
    return (tree: Node, file: { path?: string }) => {
        visit(tree, 'code', (node: CodeNode) => {
            const reference = fileReferenceIn(node.meta);
            if (!reference) {
                return;
            }
            const line = node.position?.start.line;
            if (!file.path) {
                throw new Error(
                    `remark-code-from-file: a code block with file=${reference.file} needs the path of its page to resolve it`,
                );
            }
            if (node.value.trim() !== '') {
                throw new Error(
                    `${file.path}:${line}: a code block with file=${reference.file} must be empty: its code comes from the file`,
                );
            }
            node.value = codeFromFile(file.path, line, reference, read).code;
            node.meta = reference.meta || null;
        });
    };
}
