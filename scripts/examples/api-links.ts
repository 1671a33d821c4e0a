/**
 * After `npm run build`: how many of the handbook's TypeScript blocks that import from `@serenity-js/*` link at
 * least one of their identifiers to the API reference, as a reader finds them in the built pages. Prints the
 * ratio and the blocks without a link; fails below 90%. Run with `npm run examples:api-links`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { load } from 'cheerio';
import { filesUnder } from '../../plugins/files';

export interface BlockLinks {
    /** The block's first line, to find it by */
    firstLine: string;
    /** How many of its identifiers link to an API page */
    apiLinks: number;
}

const importsFramework = /\b(?:from|import|require\()\s*['"]@serenity-js\//;

/** The TypeScript blocks of a built page that import from the framework, with how many API links each has */
export function frameworkBlocksOf(html: string): BlockLinks[] {
    const $ = load(html);
    return $('.theme-code-block')
        .filter((_, block) => /\blanguage-(?:ts|tsx|typescript)\b/.test($(block).attr('class') ?? ''))
        .map((_, block) => ({ code: $(block).find('pre'), block }))
        .get()
        .filter(({ code }) => importsFramework.test(code.text()))
        .map(({ code }) => ({
            firstLine: code.find('.token-line').first().text().trim(),
            apiLinks: code.find('a[href^="/api/"]').length,
        }));
}

function main() {
    const buildDir = path.join(__dirname, '..', '..', 'build');
    const handbook = path.join(buildDir, 'handbook');
    const pages = filesUnder(handbook).filter(file => path.basename(file) === 'index.html');
    const blocks = pages.flatMap(page =>
        frameworkBlocksOf(readFileSync(path.join(handbook, page), 'utf8')).map(block => ({
            ...block,
            page: `/handbook/${path.dirname(page)}/`.replace(/\/\.\/$/, '/'),
        })),
    );
    const linked = blocks.filter(block => block.apiLinks > 0);
    const ratio = blocks.length === 0 ? 0 : linked.length / blocks.length;
    console.info(
        `Handbook TypeScript blocks that import from @serenity-js/*: ${blocks.length}, with API links in their code: ${linked.length} (${(ratio * 100).toFixed(1)}%), ` +
            `${linked.reduce((total, block) => total + block.apiLinks, 0)} links in all`,
    );
    for (const block of blocks.filter(candidate => candidate.apiLinks === 0)) {
        console.info(`  no API link: ${block.page} "${block.firstLine}"`);
    }
    if (ratio < 0.9) {
        console.error('Fewer than 90% of them link to the API reference.');
        process.exit(1);
    }
}

if (require.main === module) {
    main();
}
