/**
 * Remark plugin: a ```mermaid fence becomes a picture drawn at build time, in a light and a dark rendering
 * that the colour mode switches between (`<Diagram>`, src/components/Diagram), so a page with a diagram runs
 * no diagram code at all. The fence says what the diagram shows, for readers who cannot see it:
 *
 *     ```mermaid alt="The actor performs tasks, which are made of interactions."
 *     flowchart LR
 *         Actor --> Tasks --> Interactions
 *     ```
 *
 * A fence without `alt` and a diagram Mermaid cannot parse fail the build, naming the page and the line. So does a
 * diagram that has no rendering in the repository yet when no browser is there to draw it; `npm start` shows
 * that one's source instead, with a note, so that a contributor without Chromium can still work on the page.
 */
import path from 'node:path';

import type { Code, Paragraph } from 'mdast';
import type { Node, Parent } from 'unist';
import { visit } from 'unist-util-visit';

import { briefly, diagramAttributes, pageLineOf } from './diagram';
import {
    type DiagramRenderer,
    DiagramNotDrawnError,
    DiagramSyntaxError,
    type RenderedDiagram,
    rendererFor,
} from './render';

interface CodeNode extends Node {
    lang?: string | null;
    meta?: string | null;
    value: string;
}

export interface Options {
    /** where renderings are kept between builds */
    cacheDir: string;
    /** renders diagrams; by default in Chromium, see render.ts */
    renderer?: Pick<DiagramRenderer, 'render'>;
    /**
     * What to do with a diagram that cannot be drawn for want of a browser: fail (the production build, by
     * default when NODE_ENV is "production") or show its source with a note (the dev server)
     */
    whenNotDrawn?: WhenNotDrawn;
}

export type WhenNotDrawn = 'fail' | 'show-source';

/** The production build fails on a diagram it cannot draw; the dev server shows its source */
export const defaultWhenNotDrawn = (): WhenNotDrawn => (process.env.NODE_ENV === 'production' ? 'fail' : 'show-source');

/** `require("…")`, as the estree MDX compiles a JSX attribute's expression from */
function requireExpression(file: string) {
    const literal = { type: 'Literal', value: file, raw: JSON.stringify(file) };
    const call = {
        type: 'CallExpression',
        callee: { type: 'Identifier', name: 'require' },
        arguments: [literal],
        optional: false,
    };
    return valueExpression(`require(${JSON.stringify(file)})`, call);
}

function numberExpression(value: number) {
    return valueExpression(String(value), { type: 'Literal', value, raw: String(value) });
}

function valueExpression(value: string, expression: unknown) {
    return {
        type: 'mdxJsxAttributeValueExpression',
        value,
        data: {
            estree: {
                type: 'Program',
                sourceType: 'module',
                comments: [],
                body: [{ type: 'ExpressionStatement', expression }],
            },
        },
    };
}

/** The fence's text alternative; fails, naming the page and the line, on a fence without one */
export function textAlternativeOf(meta: string | null | undefined, page: string, line: number): string {
    const { alt } = diagramAttributes(meta);
    if (!alt) {
        throw new Error(
            `${page}:${line}: a Mermaid diagram needs a text alternative: write what it shows in the fence, as \`\`\`mermaid alt="…"`,
        );
    }
    return alt;
}

/**
 * The diagram, drawn or from the renderings folder; a syntax error fails naming the page and the line it is on.
 * With no browser to draw a changed diagram: fails naming the page and the line, or, with `show-source`,
 * answers undefined.
 */
export async function renderDiagram(
    renderer: Pick<DiagramRenderer, 'render'>,
    source: string,
    page: string,
    fenceLine: number,
    whenNotDrawn: WhenNotDrawn = 'fail',
): Promise<RenderedDiagram | undefined> {
    try {
        return await renderer.render(source);
    } catch (error) {
        if (error instanceof DiagramNotDrawnError) {
            if (whenNotDrawn === 'show-source') {
                return undefined;
            }
            throw new Error(`${page}:${fenceLine}: ${error.message}`);
        }
        if (error instanceof DiagramSyntaxError) {
            throw new Error(
                `${page}:${pageLineOf(error.message, fenceLine)}: Mermaid cannot read this diagram:\n${briefly(error.message)}`,
            );
        }
        throw error;
    }
}

/** The `<Diagram>` element that replaces a fence */
export function diagramElement(diagram: RenderedDiagram, alt: string): Node {
    const attribute = (name: string, value: unknown) => ({ type: 'mdxJsxAttribute', name, value });
    return {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [
            attribute('alt', alt),
            attribute('width', numberExpression(diagram.width)),
            attribute('height', numberExpression(diagram.height)),
            // the bundler copies each rendering to build/assets/diagrams/ and gives its URL (see index.ts)
            attribute('light', requireExpression(diagram.files.light)),
            attribute('dark', requireExpression(diagram.files.dark)),
        ],
        children: [],
    } as Node;
}

/** What the dev server shows for a diagram it could not draw: a one-line note and the diagram's source */
export function notDrawnElements(source: string, alt: string): Node[] {
    const note: Paragraph = {
        type: 'paragraph',
        children: [
            {
                type: 'emphasis',
                children: [
                    {
                        type: 'text',
                        value: `Diagram not drawn (${alt}): it changed, and drawing it needs Chromium. Run bash scripts/ensure-chromium.sh or set CHROMIUM_PATH, then restart npm start. Its source:`,
                    },
                ],
            },
        ],
    };
    const code: Code = { type: 'code', lang: 'text', meta: null, value: source };
    return [note, code];
}

export default function remarkDiagrams({
    cacheDir,
    renderer = rendererFor(cacheDir),
    whenNotDrawn = defaultWhenNotDrawn(),
}: Options) {
    return async (tree: Node, file: { path?: string }) => {
        const fences: Array<{ node: CodeNode; parent: Parent }> = [];
        visit(tree, 'code', (node: CodeNode, _index, parent: Parent | undefined) => {
            if (node.lang === 'mermaid' && parent) {
                fences.push({ node, parent });
            }
        });
        const page = file.path ? path.relative(process.cwd(), file.path) : 'a page';
        for (const { node, parent } of fences) {
            const line = node.position?.start.line ?? 1;
            const alt = textAlternativeOf(node.meta, page, line);
            const diagram = await renderDiagram(renderer, node.value, page, line, whenNotDrawn);
            parent.children.splice(
                parent.children.indexOf(node),
                1,
                ...(diagram ? [diagramElement(diagram, alt)] : notDrawnElements(node.value, alt)),
            );
        }
    };
}
