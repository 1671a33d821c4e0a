import { type ReportImageManifest, variantFileName } from '../../shared/report-images';

/**
 * Which widths to write each picture at, and how hard to compress them. File names and the manifest's
 * shape are shared with the component that shows the pictures: `shared/report-images.ts`.
 */

/**
 * The widths to produce from a source `sourceWidth` pixels wide: the requested ones, or else the width it
 * is shown at (`displayWidth` CSS pixels) and twice that for high-density screens. A width the source
 * cannot fill is replaced by the source's own width; nothing is ever enlarged, and no width appears twice.
 */
export function variantWidths(sourceWidth: number, displayWidth: number, requested?: number[]): number[] {
    const wanted = requested ?? [displayWidth, displayWidth * 2];
    return [...new Set(wanted.map(width => Math.min(Math.round(width), sourceWidth)))].sort((a, b) => a - b);
}

/** The height of a variant `width` pixels wide of a source, keeping its proportions. */
export function heightAt(width: number, source: { width: number; height: number }): number {
    return Math.round((source.height * width) / source.width);
}

/**
 * The WebP quality of a variant: lossy compression is hard to see on a high-density screen, which is
 * the only kind that downloads a variant much wider than the picture is shown, so those get less.
 */
export function webpQuality(width: number, displayWidth: number): number {
    return width >= 1.75 * displayWidth ? 74 : 84;
}

/** The files a manifest lists, by file name; anything else in the folder is left over from an earlier run. */
export function filesOf(manifest: ReportImageManifest): Set<string> {
    return new Set(
        Object.entries(manifest).flatMap(([name, entry]) => entry.widths.map(width => variantFileName(name, width))),
    );
}
