/**
 * How long the API reference's signatures are on a built site (issue 29's figures): how many lines of code the API
 * pages show over `maxSignatureLength` characters, and the longest ones. The build fails on such a line unless the
 * framework declares it that long (plugins/framework/api-reference/signature-length.ts); this prints the figures.
 *
 *   npm run build && node --import tsx scripts/api-signature-lengths.ts                 # build/
 *   node --import tsx scripts/api-signature-lengths.ts /tmp/before-build build          # two builds
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { maxSignatureLength, shownCode } from '../plugins/framework/api-reference/signature-length';
import type { ApiPage } from '../shared/api-reference';
import { filesUnder } from '../plugins/files';

function pageFiles(dir: string): string[] {
    return filesUnder(dir)
        .filter(file => file.endsWith('.json'))
        .map(file => path.join(dir, file));
}

for (const buildDir of process.argv.length > 2 ? process.argv.slice(2) : ['build']) {
    const lines = pageFiles(path.join(buildDir, 'assets', 'api-pages')).flatMap(file =>
        shownCode(JSON.parse(readFileSync(file, 'utf8')) as ApiPage).map(({ member, code }) => ({
            member,
            length: code.map(part => part.t).join('').length,
        })),
    );
    const longest = lines.sort((a, b) => b.length - a.length);
    console.log(
        `${buildDir}: ${lines.length} lines of code on API pages, ${longest.filter(line => line.length > maxSignatureLength).length} over ${maxSignatureLength} characters; the longest:`,
    );
    for (const { member, length } of longest.slice(0, 8)) {
        console.log(`  ${String(length).padStart(5)}  ${member}`);
    }
}
