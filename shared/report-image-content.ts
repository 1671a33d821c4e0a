import sharp from 'sharp';

/**
 * Whether a report picture shows something: the share of its pixels that stand out from its most common colour
 * (the page or terminal behind the content). A picture of a report is mostly text and boxes; a frame that is
 * nearly all background, such as a screenshot of an empty page, shows the reader nothing.
 */

/** Below this share of pixels that stand out from the background, a picture is nearly blank */
export const minimumContentShare = 0.02;

/** How far a pixel's channel may be from the background's and still count as background (out of 255) */
const backgroundTolerance = 24;

/**
 * @param pixels   raw pixels, `channels` bytes each (RGB or RGBA; alpha is ignored)
 * @returns the share (0–1) of pixels that differ visibly from the picture's most common colour
 */
export function contentShare(pixels: Uint8Array, channels: number): number {
    const count = Math.floor(pixels.length / channels);
    if (count === 0) {
        return 0;
    }
    // the most common colour, counted at 4 bits a channel so that compression noise doesn't split it
    const histogram = new Map<number, number>();
    for (let i = 0; i < count * channels; i += channels) {
        const key = ((pixels[i] >> 4) << 8) | ((pixels[i + 1] >> 4) << 4) | (pixels[i + 2] >> 4);
        histogram.set(key, (histogram.get(key) ?? 0) + 1);
    }
    const [background] = [...histogram.entries()].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
    const sum = [0, 0, 0];
    let inBucket = 0;
    for (let i = 0; i < count * channels; i += channels) {
        if ((((pixels[i] >> 4) << 8) | ((pixels[i + 1] >> 4) << 4) | (pixels[i + 2] >> 4)) === background) {
            sum[0] += pixels[i];
            sum[1] += pixels[i + 1];
            sum[2] += pixels[i + 2];
            inBucket++;
        }
    }
    const colour = sum.map(total => total / inBucket);
    let standingOut = 0;
    for (let i = 0; i < count * channels; i += channels) {
        if (
            Math.abs(pixels[i] - colour[0]) > backgroundTolerance ||
            Math.abs(pixels[i + 1] - colour[1]) > backgroundTolerance ||
            Math.abs(pixels[i + 2] - colour[2]) > backgroundTolerance
        ) {
            standingOut++;
        }
    }
    return standingOut / count;
}

/** The content share of a picture file or buffer, any format sharp reads */
export async function contentShareOf(input: string | Buffer): Promise<number> {
    const { data, info } = await sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return contentShare(data, info.channels);
}

/** Throws, naming the picture, when it is nearly blank */
export function assertShowsSomething(name: string, share: number): void {
    if (share < minimumContentShare) {
        throw new Error(
            `${name} is nearly blank: ${(share * 100).toFixed(1)}% of its pixels stand out from the background ` +
                `(at least ${minimumContentShare * 100}% expected); photograph something that shows what its caption says`,
        );
    }
}

/**
 * The part of a photo of a page that holds the page's content: from the page's top left corner to `margin` pixels
 * past the content's right and bottom edges. The background is the colour of the top left pixel.
 */
export async function pageContentOf(png: Buffer, margin: number): Promise<Buffer> {
    const { width = 0, height = 0 } = await sharp(png).metadata();
    const { info } = await sharp(png).trim({ threshold: backgroundTolerance }).toBuffer({ resolveWithObject: true });
    const right = -(info.trimOffsetLeft ?? 0) + info.width + margin;
    const bottom = -(info.trimOffsetTop ?? 0) + info.height + margin;
    return sharp(png)
        .extract({ left: 0, top: 0, width: Math.min(width, right), height: Math.min(height, bottom) })
        .png()
        .toBuffer();
}
