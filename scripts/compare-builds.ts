/**
 * Compares two production builds as a reader and a crawler see them: which files exist (content-hashed
 * assets aside), and, page by page, the visible text, the element ids (anchors) and the link targets.
 * A refactoring should report nothing; a fix should report exactly what it fixes.
 *
 *   npm run build && cp -r build /tmp/before      # on the old commit
 *   npm run build                                 # on the new one
 *   npm run compare:builds -- /tmp/before build
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { load } from 'cheerio';
import { filesUnder } from '../plugins/files';

export interface PageFacts {
    text: string;
    ids: string[];
    links: string[];
}

/** Files of a build, without the content-hashed bundles and the search shards, whose names change with any edit */
export function comparableFiles(root: string): string[] {
    return filesUnder(root).filter(file => !/^(assets\/|search-index\/)/.test(file));
}

export function pageFacts(html: string): PageFacts {
    const $ = load(html);
    $('script, style, noscript, template').remove();
    const ids = $('[id]')
        .map((_, element) => $(element).attr('id'))
        .get()
        .sort();
    const links = $('a[href]')
        .map((_, element) => $(element).attr('href'))
        .get()
        .sort();
    const text = $('body').text().replace(/\s+/g, ' ').trim();
    return { text, ids, links };
}

function difference(a: string[], b: string[]): string[] {
    const counts = new Map<string, number>();
    for (const item of b) {
        counts.set(item, (counts.get(item) ?? 0) + 1);
    }
    return a.filter(item => {
        const left = counts.get(item) ?? 0;
        counts.set(item, left - 1);
        return left <= 0;
    });
}

/** Where two texts first differ, with a little context on each side */
export function firstDifference(a: string, b: string, context = 60): string {
    let index = 0;
    while (index < a.length && a[index] === b[index]) {
        index++;
    }
    const from = Math.max(0, index - context);
    return `  before: …${a.slice(from, index + context)}…\n  after:  …${b.slice(from, index + context)}…`;
}

export function compareBuilds(before: string, after: string): string[] {
    const report: string[] = [];
    const filesBefore = comparableFiles(before);
    const filesAfter = comparableFiles(after);
    for (const file of difference(filesBefore, filesAfter)) {
        report.push(`removed: ${file}`);
    }
    for (const file of difference(filesAfter, filesBefore)) {
        report.push(`added: ${file}`);
    }
    const common = new Set(filesAfter);
    for (const file of filesBefore.filter(name => common.has(name) && name.endsWith('.html'))) {
        const a = pageFacts(readFileSync(path.join(before, file), 'utf8'));
        const b = pageFacts(readFileSync(path.join(after, file), 'utf8'));
        if (a.text !== b.text) {
            report.push(`text of ${file} changed:\n${firstDifference(a.text, b.text)}`);
        }
        const idsGone = difference(a.ids, b.ids);
        const idsNew = difference(b.ids, a.ids);
        if (idsGone.length + idsNew.length > 0) {
            report.push(`ids of ${file}: ${[...idsGone.map(id => `-${id}`), ...idsNew.map(id => `+${id}`)].join(' ')}`);
        }
        const linksGone = difference(a.links, b.links);
        const linksNew = difference(b.links, a.links);
        if (linksGone.length + linksNew.length > 0) {
            report.push(
                `links of ${file}: ${[...linksGone.map(link => `-${link}`), ...linksNew.map(link => `+${link}`)].join(' ')}`,
            );
        }
    }
    return report;
}

if (process.argv[1] === __filename) {
    const [before, after = 'build'] = process.argv.slice(2);
    if (!before) {
        console.error('Usage: npm run compare:builds -- <build before> [<build after>]');
        process.exit(2);
    }
    const report = compareBuilds(path.resolve(before), path.resolve(after));
    console.log(report.length === 0 ? 'No difference a reader or a crawler would see.' : report.join('\n'));
    console.log(`\n${report.length} difference(s)`);
}
