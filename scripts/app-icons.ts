/**
 * `node --import tsx scripts/app-icons.ts`: draws the web app manifest's 512 px icons (static/icons/site.webmanifest)
 * from the site's mark, static/icons/app-icon.svg (the logo's square, as in static/images/serenity-js-logo-*.svg):
 * - `android-chrome-512x512.png`, the mark as it is, rounded corners and all ("any");
 * - `maskable-512x512.png`, the mark's colours to the edges and its letters inside the central 80 % circle, which
 *   every launcher's mask keeps ("maskable").
 * Run it after changing the mark, and commit the PNGs: the build only copies them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { Resvg } from '@resvg/resvg-js';

const iconsDir = path.resolve(__dirname, '..', 'static', 'icons');
const size = 512;

function png(svg: string): Buffer {
    return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

const mark = readFileSync(path.join(iconsDir, 'app-icon.svg'), 'utf8');
// the mark's 52 × 52 square drawn on a full square of its own yellow, its letters at 64 % so they stay within the safe circle
const maskable = mark
    .replace(/<rect [^>]*\/>/, '<rect x="-100" y="-100" width="300" height="300" fill="#fcd30a"/>')
    .replace(/viewBox="2 6 52 52"/, 'viewBox="-12.625 -8.625 81.25 81.25"');

for (const [file, svg] of [
    ['android-chrome-512x512.png', mark],
    ['maskable-512x512.png', maskable],
] as const) {
    writeFileSync(path.join(iconsDir, file), png(svg));
    console.info(`static/icons/${file}`);
}
