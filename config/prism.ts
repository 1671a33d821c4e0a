import type { ThemeConfig } from '@docusaurus/preset-classic';
import { type PrismTheme, themes } from 'prism-react-renderer';

type Prism = NonNullable<ThemeConfig['prism']>;

type Rgb = [number, number, number];

function parseColour(colour: string): Rgb {
    const hex = colour.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
    if (hex) {
        const full = hex.length === 3 ? [...hex].map(digit => digit + digit).join('') : hex;
        return [0, 2, 4].map(offset => parseInt(full.slice(offset, offset + 2), 16)) as Rgb;
    }
    const rgb = colour.match(/^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/i);
    if (rgb) {
        return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
    }
    throw new Error(`Unsupported colour "${colour}" in a Prism theme`);
}

const toHex = ([r, g, b]: Rgb) =>
    `#${[r, g, b].map(channel => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
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

/**
 * The colour, moved towards black on a light background (or white on a dark one) in small steps
 * until it reaches the given contrast ratio with the background. Hue is kept as far as possible.
 */
export function withContrast(colour: string, background: string, ratio = 4.5): string {
    const target: Rgb = luminance(parseColour(background)) > 0.5 ? [0, 0, 0] : [255, 255, 255];
    const start = parseColour(colour);
    for (let step = 0; step <= 100; step++) {
        const mixed = start.map((channel, index) => channel + ((target[index] - channel) * step) / 100) as Rgb;
        if (contrastRatio(toHex(mixed), background) >= ratio) {
            return step === 0 ? colour : toHex(mixed);
        }
    }
    return toHex(target);
}

/**
 * The given theme with every token colour adjusted to meet WCAG AA (4.5:1) against the code block
 * background: the stock GitHub theme's strings and keywords fall just short of it.
 */
export function accessibleTheme(theme: PrismTheme): PrismTheme {
    const background = theme.plain.backgroundColor ?? '#ffffff';
    return {
        plain: { ...theme.plain, color: theme.plain.color && withContrast(theme.plain.color, background) },
        styles: theme.styles.map(style => ({
            ...style,
            style: {
                ...style.style,
                ...(style.style.color ? { color: withContrast(style.style.color, background) } : {}),
            },
        })),
    };
}

/** The class of the set-up lines an example hides (`// hide-next-line`, `// hide-start` … `// hide-end`) */
export const hiddenLineClassName = 'code-block-hidden-line';

export const prism = {
    theme: accessibleTheme(themes.github),
    darkTheme: accessibleTheme(themes.dracula),
    additionalLanguages: ['bash', 'diff', 'docker', 'gherkin', 'groovy', 'java', 'json', 'properties', 'yaml'],
    magicComments: [
        // Docusaurus' default, kept
        {
            className: 'theme-code-block-highlighted-line',
            line: 'highlight-next-line',
            block: { start: 'highlight-start', end: 'highlight-end' },
        },
        // Set-up lines an example needs to compile (imports, declarations) but a reader doesn't need to see.
        // The example checker compiles them; the page hides them; the copy button copies them, so what a
        // reader pastes is complete.
        {
            className: hiddenLineClassName,
            line: 'hide-next-line',
            block: { start: 'hide-start', end: 'hide-end' },
        },
    ],
} satisfies Prism;
