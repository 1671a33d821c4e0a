/**
 * How a card's title fits its box: the largest font size at which the title, wrapped at its spaces, fits the box's
 * width and height; failing that, the largest at which it fits with long words broken where they join words
 * (`PlaywrightBrowsingSession|WithBrowser`, `core/events`). Widths are measured with the font the card is drawn
 * with, so the box the card records is the box it shows. Pure: the measuring function is passed in.
 */

/** The width, in pixels, of `text` set in the title font at `fontSize` */
export type MeasureText = (text: string, fontSize: number) => number;

export interface TitleBox {
    width: number;
    height: number;
}

export interface TitleLayout {
    lines: string[];
    fontSize: number;
    lineHeight: number;
    /** The measured box of the lines as set: the widest line, and the lines' total height */
    box: TitleBox;
    /** Whether a word had to be broken inside to fit */
    brokenWords: boolean;
}

/** Font sizes tried, largest first; the line height is 1.15 of each */
export const titleFontSizes = [72, 64, 56, 50, 44, 38, 32] as const;
const lineHeightRatio = 1.15;

/**
 * Where a long word may break: before a capital that follows a lower-case letter or digit, and after `.`, `/`, `-`,
 * `_` or `:`. The pieces joined again give the word back.
 */
export function wordPieces(word: string): string[] {
    return word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[./_:-])(?=.)/u).filter(piece => piece !== '');
}

/** Every character on its own: the last resort for a piece wider than the box */
const characters = (piece: string): string[] => [...piece];

function wrap(
    words: string[],
    fontSize: number,
    maxWidth: number,
    measure: MeasureText,
    breakWords: boolean,
): { lines: string[]; broken: boolean } | undefined {
    const lines: string[] = [];
    let broken = false;
    let current = '';
    const fits = (text: string) => measure(text, fontSize) <= maxWidth;

    for (const word of words) {
        const candidate = current === '' ? word : `${current} ${word}`;
        if (fits(candidate)) {
            current = candidate;
            continue;
        }
        if (current !== '') {
            lines.push(current);
            current = '';
        }
        if (fits(word)) {
            current = word;
            continue;
        }
        if (!breakWords) {
            return undefined;
        }
        broken = true;
        for (const piece of wordPieces(word).flatMap(piece => (fits(piece) ? [piece] : characters(piece)))) {
            if (fits(current + piece)) {
                current += piece;
            } else {
                lines.push(current);
                current = piece;
            }
        }
    }
    if (current !== '') {
        lines.push(current);
    }
    return { lines, broken };
}

/**
 * The title set in the box: whole words at the largest size that fits, else broken words at the largest size that
 * fits. A title that does not fit even so is an error naming it, not a clipped card.
 */
export function layOutTitle(title: string, box: TitleBox, measure: MeasureText): TitleLayout {
    const words = title.trim().split(/\s+/u);
    for (const breakWords of [false, true]) {
        for (const fontSize of titleFontSizes) {
            const lineHeight = Math.round(fontSize * lineHeightRatio);
            const wrapped = wrap(words, fontSize, box.width, measure, breakWords);
            if (wrapped && wrapped.lines.length * lineHeight <= box.height) {
                return {
                    lines: wrapped.lines,
                    fontSize,
                    lineHeight,
                    box: {
                        width: Math.ceil(Math.max(...wrapped.lines.map(line => measure(line, fontSize)))),
                        height: wrapped.lines.length * lineHeight,
                    },
                    brokenWords: wrapped.broken,
                };
            }
        }
    }
    throw new Error(
        `[social-cards] The title "${title}" does not fit a card (${box.width}×${box.height} px) even at ${titleFontSizes.at(-1)} px; shorten the page's title.`,
    );
}
