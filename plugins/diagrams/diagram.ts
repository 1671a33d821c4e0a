/**
 * Pure helpers of the diagram plugin: what a ```mermaid fence says, where in the page an error is, the size
 * of a rendered picture and how it is stored.
 */
import { createHash } from 'node:crypto';

/** Extension of the cached renderings: not `.svg`, so the theme's SVG loaders leave them to plugins/diagrams */
export const renderingExtension = '.diagram-svg';

/** The attributes of a ```mermaid fence's meta string: `alt="…"` is the diagram's text alternative */
export function diagramAttributes(meta: string | null | undefined): { alt?: string } {
    const alt = meta?.match(/(?:^|\s)alt=(?:"([^"]*)"|'([^']*)')/);
    return { alt: alt ? (alt[1] ?? alt[2]).trim() || undefined : undefined };
}

/**
 * The line of the page that a Mermaid syntax error points at: Mermaid counts lines from the diagram's
 * first line ("Parse error on line 3"), which is the line after the fence's opening line.
 */
export function pageLineOf(errorMessage: string, fenceLine: number): number {
    const line = errorMessage.match(/\bline (\d+)\b/i);
    return line ? fenceLine + Number(line[1]) : fenceLine;
}

/** The first lines of Mermaid's error message (its parser adds a long list of expected tokens) */
export function briefly(errorMessage: string): string {
    return errorMessage
        .split('\n')
        .slice(0, 3)
        .join('\n')
        .replace(/^Expecting .{120}.*$/m, line => `${line.slice(0, 120)}…`);
}

/** The intrinsic size of a rendered diagram, in CSS pixels, from its `viewBox` */
export function svgSize(svg: string): { width: number; height: number } {
    const viewBox = svg.match(/<svg\b[^>]*?\sviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/);
    if (!viewBox) {
        throw new Error('A rendered diagram has no viewBox');
    }
    return { width: Math.ceil(Number(viewBox[1])), height: Math.ceil(Number(viewBox[2])) };
}

/**
 * The picture as it is stored: sized to its `viewBox` (Mermaid may leave `width="100%"`), on the page's
 * own background so it reads the same opened on its own, and without the `max-width` Mermaid sets.
 */
export function standaloneSvg(svg: string, background: string): string {
    const { width, height } = svgSize(svg);
    return svg.replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
        const rest = attributes.replace(/\s(width|height)="[^"]*"/g, '').replace(/\sstyle="[^"]*"/, '');
        return `<svg${rest} width="${width}" height="${height}" style="background-color: ${background}">`;
    });
}

/** The cache key of one rendering: a change to the source, the renderer or its configuration misses the cache */
export function renderingKey(source: string, rendererVersion: string, config: unknown): string {
    return createHash('sha256')
        .update(JSON.stringify([rendererVersion, config, source.replace(/\r\n/g, '\n').trim()]))
        .digest('hex')
        .slice(0, 20);
}
