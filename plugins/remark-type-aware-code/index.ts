/**
 * Remark plugin: a TypeScript code block that plugins/code-examples compiled becomes type-aware. The block is
 * wrapped in `<TypeAwareCode>` (src/components/TypeAwareCode), which gets the block's identifiers and API links
 * (rendered in the page's HTML, where the build checks the links) and the URL of the page's quick info (fetched on
 * the first hover, focus or tap). Blocks the build did not compile (`no-check`, other languages, a page edited
 * since the build loaded) stay as they are.
 */
import type { Node, Parent } from 'unist';
import { SKIP, visit } from 'unist-util-visit';

import { generatedJson } from '../generated-json';
import type { BlockTokens } from '../../shared/type-aware-code';
import { blockKey, type BlocksFile } from '../code-examples/page-data';

export interface Options {
    /** What plugins/code-examples wrote: by page (its absolute path), its quick info's URL and its blocks' identifiers */
    blocksFile: string;
    /** The component that makes a block type-aware, as a module path webpack resolves */
    component: string;
}

interface CodeNode extends Node {
    lang?: string | null;
    value: string;
}

const typescript = new Set(['ts', 'tsx', 'typescript']);
const componentName = 'TypeAwareCode';

/** An ECMAScript string literal as estree spells it */
const literal = (value: string) => ({ type: 'Literal', value, raw: JSON.stringify(value) });

/** `import TypeAwareCode from '<component>'`, as MDX wants it: with its estree */
export function componentImport(component: string): Node {
    return {
        type: 'mdxjsEsm',
        value: `import ${componentName} from ${JSON.stringify(component)};`,
        data: {
            estree: {
                type: 'Program',
                sourceType: 'module',
                body: [
                    {
                        type: 'ImportDeclaration',
                        specifiers: [
                            { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: componentName } },
                        ],
                        source: literal(component),
                        attributes: [],
                    },
                ],
            },
        },
    } as Node;
}

/** `<TypeAwareCode tokens="…" quickInfo="…">` around the code block */
export function typeAwareBlock(code: CodeNode, tokens: BlockTokens, quickInfo: string): Node {
    return {
        type: 'mdxJsxFlowElement',
        name: componentName,
        attributes: [
            { type: 'mdxJsxAttribute', name: 'tokens', value: JSON.stringify(tokens) },
            { type: 'mdxJsxAttribute', name: 'quickInfo', value: quickInfo },
        ],
        children: [code],
    } as Node;
}

function pagesFrom(file: string): BlocksFile {
    return generatedJson<BlocksFile>(
        'remark-type-aware-code',
        file,
        'plugins/code-examples writes it when the site loads, so it must be enabled',
    );
}

export default function remarkTypeAwareCode(options: Options) {
    if (!options?.blocksFile || !options.component) {
        throw new Error('remark-type-aware-code: options "blocksFile" and "component" are required');
    }
    return (tree: Node, file: { path?: string }) => {
        const page = file.path && pagesFrom(options.blocksFile)[file.path];
        if (!page) {
            return;
        }
        let typeAware = 0;
        visit(tree, 'code', (node: CodeNode, index, parent: Parent | undefined) => {
            const tokens = page.blocks[blockKey(node.value)];
            if (!parent || index === undefined || !typescript.has(node.lang?.toLowerCase() ?? '') || !tokens) {
                return undefined;
            }
            parent.children[index] = typeAwareBlock(node, tokens, page.quickInfo);
            typeAware++;
            return [SKIP, index + 1] as const;
        });
        if (typeAware > 0) {
            (tree as Parent).children.unshift(componentImport(options.component));
        }
    };
}
