/**
 * WCAG 2.1 colour contrast, for the colours the site chooses in code (the code blocks' Prism themes in
 * config/prism.ts, the diagrams' palettes in plugins/diagrams/theme.ts): `#rgb`, `#rrggbb` and `rgb(…)`.
 */
export type Rgb = [number, number, number];

export function parseColour(colour: string): Rgb {
    const hex = colour.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
    if (hex) {
        const full = hex.length === 3 ? [...hex].map(digit => digit + digit).join('') : hex;
        return [0, 2, 4].map(offset => parseInt(full.slice(offset, offset + 2), 16)) as Rgb;
    }
    const rgb = colour.match(/^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/i);
    if (rgb) {
        return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
    }
    throw new Error(`Unsupported colour "${colour}"`);
}

export const toHex = ([r, g, b]: Rgb) =>
    `#${[r, g, b].map(channel => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

export function luminance([r, g, b]: Rgb): number {
    const [R, G, B] = [r, g, b].map(channel => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

export function contrastRatio(foreground: string, background: string): number {
    const [lighter, darker] = [luminance(parseColour(foreground)), luminance(parseColour(background))].sort(
        (a, b) => b - a,
    );
    return (lighter + 0.05) / (darker + 0.05);
}
