/**
 * Where the pictures of reports are and what they are called: `npm run screenshots` (scripts/screenshots)
 * writes each picture to `static/images/reports/<name>-<width>.webp` at a few widths, and lists them in
 * `src/components/ReportImage/reportImages.json`, which `<ReportImage>` reads to give the browser a
 * `srcset`, and the `<img>` its `width` and `height`.
 *
 * Browser-safe: no Node.js imports.
 */
export const reportImagesUrlPath = '/images/reports';

export interface ReportImageEntry {
    /** what the picture shows, which decides its frame: a terminal window has its own, a page gets a border */
    kind: 'terminal' | 'page';
    /** the size a page shows the picture at, in CSS pixels: the `<img>`'s `width` and `height` */
    width: number;
    height: number;
    /** the widths of the files, from the narrowest to the widest */
    widths: number[];
}

export type ReportImageManifest = Record<string, ReportImageEntry>;

const namePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function variantFileName(name: string, width: number): string {
    if (!namePattern.test(name)) {
        throw new Error(`An image name should be lower-case words joined by hyphens, not "${name}"`);
    }
    if (!Number.isInteger(width) || width <= 0) {
        throw new Error(`An image width should be a positive whole number of pixels, not ${width}`);
    }
    return `${name}-${width}.webp`;
}

/** The path the site serves a variant at, such as `/images/reports/console-web-scenario-764.webp`. */
export function variantSrc(name: string, width: number): string {
    return `${reportImagesUrlPath}/${variantFileName(name, width)}`;
}
