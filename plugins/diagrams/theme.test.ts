import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { contrastRatio } from '../../shared/colour-contrast';
import { colourModes, mermaidConfig, palettes } from './theme';

describe('diagrams: colours', () => {
    for (const mode of colourModes) {
        const p = palettes[mode];

        it(`${mode}: text meets WCAG AA (4.5:1) on every fill`, () => {
            for (const fill of [p.background, p.nodeFill, p.groupFill, p.noteFill]) {
                assert.ok(contrastRatio(p.text, fill) >= 4.5, `${p.text} on ${fill}: ${contrastRatio(p.text, fill)}`);
            }
        });

        it(`${mode}: lines and borders stand out from the background (3:1, WCAG's non-text contrast)`, () => {
            for (const colour of [p.line, p.nodeBorder, p.groupBorder, p.noteBorder]) {
                assert.ok(
                    contrastRatio(colour, p.background) >= 3,
                    `${colour} on ${p.background}: ${contrastRatio(colour, p.background)}`,
                );
            }
        });

        it(`${mode}: every colour Mermaid is given comes from the palette`, () => {
            const variables = mermaidConfig(mode).themeVariables as Record<string, unknown>;
            const colours = Object.values(variables).filter(
                (value): value is string => typeof value === 'string' && value.startsWith('#'),
            );
            assert.ok(colours.length > 20);
            assert.deepEqual(
                colours.filter(colour => !Object.values(p).includes(colour)),
                [],
            );
        });
    }

    it("draws on the page's own background in each mode", () => {
        const css = readFileSync(path.join(__dirname, '..', '..', 'src', 'css', 'custom.css'), 'utf8');
        const darkBackground = css.match(/\[data-theme='dark'\]\s*\{[^}]*--ifm-background-color:\s*(#[0-9a-f]+)/i)?.[1];
        assert.equal(palettes.dark.background, darkBackground);
        // Infima's light background is white
        assert.equal(palettes.light.background, '#ffffff');
    });
});
