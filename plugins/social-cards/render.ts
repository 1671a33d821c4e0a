/**
 * Draws a card without a browser: Satori lays the card out as SVG (with the text as glyph outlines), resvg turns the
 * SVG into a PNG. The card is opaque and dark-on-light nowhere, so it reads the same in a light or a dark preview:
 * white and pale-blue text on the brand's deep blue (contrast 12:1 and 7:1), with a light frame line that marks its
 * edge on dark backgrounds. Fonts: Inter from the npm registry (@fontsource/inter), as WOFF, which Satori reads.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { Resvg } from '@resvg/resvg-js';
import opentype from '@shuding/opentype.js';
import satori from 'satori';

import { contentDigest, digestOf } from '../digests';
import { layOutTitle, type MeasureText, type TitleLayout } from './layout';
import type { CardText } from './page';

export const cardSize = { width: 1200, height: 630 } as const;
const padding = 72;
const frameWidth = 6;
/** Satori sizes boxes as CSS's `content-box` does: the size given is inside the frame and the padding */
const inset = padding + frameWidth;
/** The title's box: the card's width inside the frame and padding, and the height between the area line and the footer */
export const titleBox = { width: cardSize.width - 2 * inset, height: 300 } as const;

const colours = {
    background: '#082a6e',
    frame: '#6f9bff',
    title: '#ffffff',
    secondary: '#c9d8ff',
    accent: '#7fe0c3',
} as const;

const require = createRequire(__filename);
const fontFile = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

interface Fonts {
    regular: Buffer;
    bold: Buffer;
    measure: MeasureText;
    /** Changes when the fonts or the drawing (this file, layout.ts) change: part of every card's cache key */
    version: string;
}

let loaded: Fonts | undefined;

export function fonts(): Fonts {
    if (!loaded) {
        const regular = readFileSync(fontFile(400));
        const bold = readFileSync(fontFile(700));
        const font = opentype.parse(bold.buffer.slice(bold.byteOffset, bold.byteOffset + bold.byteLength));
        const drawing = ['render.ts', 'layout.ts'].map(file => readFileSync(require.resolve(`./${file}`), 'utf8'));
        loaded = {
            regular,
            bold,
            measure: (text, fontSize) => font.getAdvanceWidth(text, fontSize, { kerning: true }),
            version: digestOf(
                contentDigest(regular.toString('base64')),
                contentDigest(bold.toString('base64')),
                ...drawing,
            ),
        };
    }
    return loaded;
}

interface Node {
    type: string;
    props: { style?: Record<string, unknown>; children?: Node | string | Array<Node | string> };
}
const element = (
    type: string,
    style: Record<string, unknown>,
    children: Node | string | Array<Node | string> = [],
): Node => ({
    type,
    props: { style, children },
});

function cardTree(text: CardText, title: TitleLayout): Node {
    return element(
        'div',
        {
            width: cardSize.width - 2 * inset,
            height: cardSize.height - 2 * inset,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            padding,
            backgroundColor: colours.background,
            border: `${frameWidth}px solid ${colours.frame}`,
            fontFamily: 'Inter',
            color: colours.title,
        },
        [
            element('div', { display: 'flex', flexDirection: 'column' }, [
                element(
                    'div',
                    {
                        display: 'flex',
                        fontSize: 32,
                        fontWeight: 700,
                        color: colours.accent,
                        letterSpacing: 1,
                        height: 44,
                    },
                    text.area.toUpperCase(),
                ),
                element(
                    'div',
                    { display: 'flex', flexDirection: 'column', marginTop: 24, height: titleBox.height },
                    title.lines.map(line =>
                        element(
                            'div',
                            {
                                display: 'flex',
                                fontSize: title.fontSize,
                                lineHeight: `${title.lineHeight}px`,
                                height: title.lineHeight,
                                fontWeight: 700,
                                whiteSpace: 'pre',
                            },
                            line,
                        ),
                    ),
                ),
            ]),
            element(
                'div',
                {
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'flex-end',
                    fontSize: 30,
                    color: colours.secondary,
                },
                [
                    element('div', { display: 'flex', maxWidth: 760 }, text.detail),
                    element(
                        'div',
                        { display: 'flex', fontSize: 40, fontWeight: 700, color: colours.title },
                        'Serenity/JS',
                    ),
                ],
            ),
        ],
    );
}

/** The card of a page as a PNG, and the layout of its title */
export async function renderCard(text: CardText): Promise<{ png: Buffer; title: TitleLayout }> {
    const { regular, bold, measure } = fonts();
    const title = layOutTitle(text.title, titleBox, measure);
    const svg = await satori(cardTree(text, title) as never, {
        ...cardSize,
        fonts: [
            { name: 'Inter', data: regular, weight: 400, style: 'normal' },
            { name: 'Inter', data: bold, weight: 700, style: 'normal' },
        ],
    });
    const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
    return { png, title };
}
