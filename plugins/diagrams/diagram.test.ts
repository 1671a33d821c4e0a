import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { briefly, diagramAttributes, pageLineOf, renderingKey, standaloneSvg, svgSize } from './diagram';

describe('diagrams: helpers', () => {
    describe('diagramAttributes', () => {
        it('reads the text alternative, in double or single quotes', () => {
            assert.deepEqual(diagramAttributes('alt="Actors perform tasks."'), { alt: 'Actors perform tasks.' });
            assert.deepEqual(diagramAttributes("title=x alt='It\"s fine'"), { alt: 'It"s fine' });
        });

        it('has no text alternative when the fence has none, or an empty one', () => {
            assert.deepEqual(diagramAttributes(undefined), { alt: undefined });
            assert.deepEqual(diagramAttributes('title="x"'), { alt: undefined });
            assert.deepEqual(diagramAttributes('alt="  "'), { alt: undefined });
            assert.deepEqual(diagramAttributes('data-alt="x"'), { alt: undefined });
        });
    });

    describe('pageLineOf', () => {
        it("counts Mermaid's line numbers from the line after the fence", () => {
            assert.equal(pageLineOf('Parse error on line 3:\n...', 54), 57);
            assert.equal(pageLineOf('Lexical error on line 1. Unrecognized text.', 10), 11);
        });

        it('points at the fence when Mermaid names no line', () => {
            assert.equal(
                pageLineOf('No diagram type detected matching given configuration for text: nonsense', 54),
                54,
            );
        });
    });

    it("keeps the useful start of Mermaid's message and shortens its list of expected tokens", () => {
        const message = briefly(
            `Parse error on line 3:\n...--> B\n--------^\nExpecting ${"'SQE', ".repeat(40)}got 'EOF'`,
        );
        assert.equal(message.split('\n').length, 3);
        assert.ok(message.startsWith('Parse error on line 3:'));
    });

    describe('svgSize', () => {
        it('is the viewBox, rounded up to whole pixels', () => {
            assert.deepEqual(svgSize('<svg id="d" viewBox="0 0 360.5 494.25" width="100%">'), {
                width: 361,
                height: 495,
            });
            assert.deepEqual(svgSize('<svg viewBox="-8 -8 100 50">'), { width: 100, height: 50 });
        });

        it('fails on a picture without a viewBox', () => {
            assert.throws(() => svgSize('<svg width="10">'), /no viewBox/);
        });
    });

    it('stores a picture at its own size, on the background of its colour mode', () => {
        const svg = standaloneSvg(
            '<svg id="d" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 360.5px;" viewBox="0 0 360.5 494"><g></g></svg>',
            '#22272e',
        );
        assert.equal(
            svg,
            '<svg id="d" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360.5 494" width="361" height="494" style="background-color: #22272e"><g></g></svg>',
        );
    });

    it('keys a rendering by the source, the renderer and its configuration', () => {
        const key = renderingKey('flowchart LR\n  A --> B', '1', { theme: 'base' });
        assert.match(key, /^[0-9a-f]{20}$/);
        assert.equal(renderingKey('flowchart LR\r\n  A --> B\n', '1', { theme: 'base' }), key);
        assert.notEqual(renderingKey('flowchart LR\n  A --> C', '1', { theme: 'base' }), key);
        assert.notEqual(renderingKey('flowchart LR\n  A --> B', '2', { theme: 'base' }), key);
        assert.notEqual(renderingKey('flowchart LR\n  A --> B', '1', { theme: 'dark' }), key);
    });
});
