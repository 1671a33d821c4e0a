import type { ThemeConfig } from '@docusaurus/preset-classic';
import { type PrismTheme, themes } from 'prism-react-renderer';

import { contrastRatio, luminance, parseColour, type Rgb, toHex } from '../shared/colour-contrast';

export { contrastRatio };

type Prism = NonNullable<ThemeConfig['prism']>;

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

/**
 * Set-up lines an example needs to compile (imports, declarations) but a reader doesn't need to see. The example
 * checker compiles them; plugins/remark-hidden-lines takes them out of the page's block, so the block, its copy
 * button and the page's Markdown twin all give the code the reader sees.
 */
export const hiddenLines = {
    className: hiddenLineClassName,
    line: 'hide-next-line',
    block: { start: 'hide-start', end: 'hide-end' },
};

export const prism = {
    theme: accessibleTheme(themes.github),
    darkTheme: accessibleTheme(themes.dracula),
    // Every language the pages use, in the order their components build on each other, and the ones that enhance
    // them as prism-react-renderer's own set did (regex literals, CSS in HTML, js-extras). plugins/code-highlighting
    // drops the package's bundled languages from the site's code, so this list is all a code block loads;
    // `prism-languages.test.ts` keeps it to what the pages need, highlighting each of their blocks as before.
    additionalLanguages: [
        'markup',
        'regex',
        'clike',
        'javascript',
        'css',
        'yaml',
        'markdown',
        'typescript',
        'js-extras',
        'jsx',
        'tsx',
        'json',
        'bash',
        'diff',
        'docker',
        'gherkin',
        'groovy',
        'properties',
    ],
    magicComments: [
        // Docusaurus' default, kept
        {
            className: 'theme-code-block-highlighted-line',
            line: 'highlight-next-line',
            block: { start: 'highlight-start', end: 'highlight-end' },
        },
        hiddenLines,
    ],
} satisfies Prism;
