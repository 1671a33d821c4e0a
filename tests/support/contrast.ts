import type { Locator } from '@playwright/test';

/**
 * Colour contrast as WCAG 2.1 defines it, computed from what the browser paints: an element's text colour
 * over the backgrounds behind it, composited up to the first opaque one.
 */
export interface Rgba {
    r: number;
    g: number;
    b: number;
    a: number;
}

/** `rgb(8, 54, 147)`, `rgba(255, 255, 255, 0.05)`, `rgb(8 54 147 / 50%)`, `#083693`, `#fff` */
export function parseColor(css: string): Rgba {
    const text = css.trim().toLowerCase();
    const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
    if (hex) {
        const full = hex.length === 3 ? [...hex].map(digit => digit + digit).join('') : hex;
        return {
            r: parseInt(full.slice(0, 2), 16),
            g: parseInt(full.slice(2, 4), 16),
            b: parseInt(full.slice(4, 6), 16),
            a: 1,
        };
    }
    if (text === 'transparent') {
        return { r: 0, g: 0, b: 0, a: 0 };
    }
    const parts = /^rgba?\((.*)\)$/
        .exec(text)?.[1]
        .split(/[\s,/]+/)
        .filter(Boolean);
    if (!parts || parts.length < 3) {
        throw new Error(`Not a colour this check understands: "${css}"`);
    }
    const [r, g, b] = parts.slice(0, 3).map(Number);
    const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? parseFloat(parts[3]) / 100 : Number(parts[3]);
    return { r, g, b, a: alpha };
}

/** `top` painted over `bottom` */
export function over(top: Rgba, bottom: Rgba): Rgba {
    const a = top.a + bottom.a * (1 - top.a);
    if (a === 0) {
        return { r: 0, g: 0, b: 0, a: 0 };
    }
    const mix = (upper: number, lower: number) => (upper * top.a + lower * bottom.a * (1 - top.a)) / a;
    return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

function relativeLuminance({ r, g, b }: Rgba): number {
    const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1 to 21, of a colour over an opaque background */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
    const opaque = over(background, { r: 255, g: 255, b: 255, a: 1 });
    const [lighter, darker] = [relativeLuminance(over(foreground, opaque)), relativeLuminance(opaque)].sort(
        (a, b) => b - a,
    );
    return (lighter + 0.05) / (darker + 0.05);
}

/** The backgrounds behind an element, from the element's own up to the first opaque one, composited */
export function backgroundOf(layers: string[]): Rgba {
    return layers
        .map(parseColor)
        .reverse()
        .reduce<Rgba>((below, layer) => over(layer, below), { r: 255, g: 255, b: 255, a: 1 });
}

/** The colours the page paints an element's text and background with */
export async function paintedColours(locator: Locator): Promise<{ text: Rgba; background: Rgba }> {
    const { color, layers } = await locator.evaluate(element => {
        const found: string[] = [];
        for (let node: Element | null = element; node; node = node.parentElement) {
            const background = getComputedStyle(node).backgroundColor;
            found.push(background);
            if (/^rgb\(/.test(background)) {
                break; // opaque: nothing behind it shows through
            }
        }
        return { color: getComputedStyle(element).color, layers: found };
    });
    return { text: parseColor(color), background: backgroundOf(layers) };
}

/** The contrast ratio of an element's text against what is painted behind it */
export async function textContrast(locator: Locator): Promise<number> {
    const { text, background } = await paintedColours(locator);
    return contrastRatio(text, background);
}
