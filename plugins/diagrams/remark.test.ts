import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';

import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

import { type DiagramRenderer, DiagramNotDrawnError, DiagramSyntaxError, type RenderedDiagram } from './render';
import remarkDiagrams, { type WhenNotDrawn } from './remark';

const page = path.join(process.cwd(), 'handbook', 'example.mdx');

async function transform(
    mdx: string,
    renderer: Pick<DiagramRenderer, 'render'>,
    whenNotDrawn: WhenNotDrawn = 'fail',
): Promise<string> {
    const file = await unified()
        .use(remarkParse)
        .use(remarkMdx)
        .use(remarkDiagrams, { cacheDir: '/nowhere', renderer, whenNotDrawn })
        .use(remarkStringify)
        .process({ path: page, value: mdx });
    return String(file);
}

const fakeRenderer = (rendered: Partial<RenderedDiagram> = {}) => ({
    sources: [] as string[],
    async render(source: string): Promise<RenderedDiagram> {
        this.sources.push(source);
        if (source.includes('changed')) {
            throw new DiagramNotDrawnError();
        }
        if (source.includes('oops')) {
            throw new DiagramSyntaxError('Parse error on line 2:\nA --> oops\n------^\nExpecting something');
        }
        return {
            files: { light: '/cache/key-light.diagram-svg', dark: '/cache/key-dark.diagram-svg' },
            width: 320,
            height: 200,
            ...rendered,
        };
    },
});

const diagram = (meta: string, ...lines: string[]) => ['```mermaid' + meta, ...lines, '```'].join('\n');

describe('diagrams: remark plugin', () => {
    it('replaces a fence with a <Diagram> of its two renderings, its size and its text alternative', async () => {
        const renderer = fakeRenderer();
        const output = await transform(
            ['# Title', '', diagram(' alt="A leads to B."', 'flowchart LR', '    A --> B'), '', 'After.'].join('\n'),
            renderer,
        );
        assert.deepEqual(renderer.sources, ['flowchart LR\n    A --> B']);
        assert.match(
            output,
            /<Diagram alt="A leads to B\." width=\{320\} height=\{200\} light=\{require\("\/cache\/key-light\.diagram-svg"\)\} dark=\{require\("\/cache\/key-dark\.diagram-svg"\)\} \/>/,
        );
        assert.ok(!output.includes('```'));
        assert.ok(output.includes('After.'));
    });

    it('leaves other code blocks alone', async () => {
        const renderer = fakeRenderer();
        const output = await transform('```ts\nconst mermaid = 1;\n```', renderer);
        assert.deepEqual(renderer.sources, []);
        assert.ok(output.includes('```ts'));
    });

    it('fails on a diagram without a text alternative, naming the page and the line', async () => {
        await assert.rejects(
            transform(['Intro.', '', diagram('', 'flowchart LR', '    A --> B')].join('\n'), fakeRenderer()),
            /^Error: handbook\/example\.mdx:3: a Mermaid diagram needs a text alternative/,
        );
    });

    it("fails on a syntax error, naming the page and the diagram's line in it", async () => {
        await assert.rejects(
            transform(['Intro.', '', diagram(' alt="x"', 'flowchart LR', '    A --> oops')].join('\n'), fakeRenderer()),
            /^Error: handbook\/example\.mdx:5: Mermaid cannot read this diagram:\nParse error on line 2/,
        );
    });
});

describe('diagrams: a changed diagram on a machine without a browser', () => {
    const page = [
        'Intro.',
        '',
        diagram(' alt="What changed."', 'flowchart LR', '    A --> changed'),
        '',
        'After.',
    ].join('\n');

    it('fails the production build, naming the page, the line and how to get a browser', async () => {
        await assert.rejects(
            transform(page, fakeRenderer(), 'fail'),
            /^Error: handbook\/example\.mdx:3: This diagram has no rendering in plugins\/diagrams\/renderings\/ yet, and drawing one needs Chromium\. Run `bash scripts\/ensure-chromium\.sh`/,
        );
    });

    it('shows its source with a note in the dev server, and draws the others', async () => {
        const output = await transform(
            [page, '', diagram(' alt="Unchanged."', 'flowchart LR', '    A --> B')].join('\n'),
            fakeRenderer(),
            'show-source',
        );
        assert.match(output, /\*Diagram not drawn \(What changed\.\): it changed, and drawing it needs Chromium\./);
        assert.match(output, /```text\nflowchart LR\n {4}A --> changed\n```/);
        assert.match(output, /<Diagram alt="Unchanged\."/);
        assert.ok(output.includes('After.'));
    });
});
