import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { format, resolveConfig } from 'prettier';

/**
 * Ejected theme files may differ from the theme's own only inside `start: <reason>` / `end` fences (and
 * their two-line header), so a Docusaurus upgrade is a mechanical re-apply of the fenced edits. Both sides
 * are compared as Prettier formats them, since our copy is formatted like the rest of the tree.
 */
const themes = path.join(__dirname, '..', '..', 'node_modules', '@docusaurus');
const ejected: Array<{ file: string; theme: string }> = [
    { file: 'SearchBar/index.tsx', theme: 'theme-search-algolia' },
    { file: 'SearchBar/styles.css', theme: 'theme-search-algolia' },
    { file: 'SearchPage/index.tsx', theme: 'theme-search-algolia' },
    { file: 'SearchPage/styles.module.css', theme: 'theme-search-algolia' },
    { file: 'BlogListPage/index.tsx', theme: 'theme-classic' },
    { file: 'BlogPostItem/Footer/ReadMoreLink/index.tsx', theme: 'theme-classic' },
    { file: 'Tabs/index.tsx', theme: 'theme-classic' },
    { file: 'Tabs/styles.module.css', theme: 'theme-classic' },
    { file: 'CodeBlock/index.tsx', theme: 'theme-classic' },
];

const start = /^(?:\/\/|\{?\s*\/\*)\s*start: .+/;
const end = /^(?:\/\/|\{?\s*\/\*)\s*end\b/;

type Segment = { fenced: false; lines: string[] } | { fenced: true };

/** Our file as a sequence of the theme's lines and fenced edits */
export function segmentsOf(source: string): Segment[] {
    const segments: Segment[] = [];
    let depth = 0;
    for (const line of source.split('\n').map(text => text.trim())) {
        if (start.test(line)) {
            if (depth++ === 0) {
                segments.push({ fenced: true });
            }
        } else if (end.test(line)) {
            depth--;
            assert.ok(depth >= 0, `an "end" without its "start"`);
        } else if (depth === 0 && line !== '') {
            const last = segments.at(-1);
            if (last && !last.fenced) {
                last.lines.push(line);
            } else {
                segments.push({ fenced: false, lines: [line] });
            }
        }
    }
    assert.equal(depth, 0, 'every fence is closed');
    return segments;
}

/**
 * Checks that `upstream` is our unfenced lines, in order, with other lines only where a fence stands:
 * a fence may replace any run of the theme's lines (or none), but an unfenced change, an unfenced
 * insertion and an unfenced deletion each fail, naming the line.
 */
export function assertOnlyFencedChanges(ours: Segment[], upstream: string[]): void {
    const matchesAt = (lines: string[], at: number) => lines.every((line, index) => upstream[at + index] === line);
    let next = 0;
    let afterFence = false;
    for (const segment of ours) {
        if (segment.fenced) {
            afterFence = true;
            continue;
        }
        // a run of unfenced lines is the theme's lines, contiguous: right where the last run ended, or, after a
        // fence (which may replace any number of the theme's lines), at the first place the whole run matches
        let at = matchesAt(segment.lines, next) ? next : -1;
        for (let candidate = next + 1; at === -1 && afterFence && candidate < upstream.length; candidate++) {
            at = matchesAt(segment.lines, candidate) ? candidate : -1;
        }
        if (at === -1) {
            const from: number = afterFence ? Math.max(next, upstream.indexOf(segment.lines[0], next)) : next;
            const differs = segment.lines.findIndex((line, index) => upstream[from + index] !== line);
            const theirs: string | undefined = upstream[from + differs];
            assert.fail(
                `an unfenced change: "${segment.lines[differs]}" where the theme has ${theirs === undefined ? 'nothing more' : `"${theirs}"`}`,
            );
        }
        next = at + segment.lines.length;
        afterFence = false;
    }
    if (next < upstream.length && !afterFence) {
        assert.fail(`the theme's lines from "${upstream[next]}" on are missing outside any fence`);
    }
}

/** The installed version of a theme: an ejected file must say it was ejected from this one */
function installedVersion(theme: string): string {
    return (JSON.parse(readFileSync(path.join(themes, theme, 'package.json'), 'utf8')) as { version: string }).version;
}

async function formatted(file: string): Promise<string[]> {
    const source = readFileSync(file, 'utf8');
    const options = await resolveConfig(path.join(__dirname, path.basename(file)));
    const text = await format(source, { ...options, filepath: file });
    return text
        .split('\n')
        .map(line => line.trim())
        .filter(Boolean);
}

describe('ejected theme files', () => {
    for (const { file, theme } of ejected) {
        it(`${file} changes the ${theme} file only inside fenced edits`, async () => {
            const mine = readFileSync(path.join(__dirname, file), 'utf8');
            if (file.endsWith('.tsx')) {
                const version = installedVersion(theme);
                const ejectedFrom = /^\/\/ Ejected from @docusaurus\/([\w-]+) (\S+) .*\n\/\/ .+\n/.exec(mine);
                assert.ok(
                    ejectedFrom,
                    `src/theme/${file} starts with "// Ejected from @docusaurus/${theme} <version> …"`,
                );
                assert.equal(
                    `${ejectedFrom[1]} ${ejectedFrom[2]}`,
                    `${theme} ${version}`,
                    `src/theme/${file} was ejected from @docusaurus/${ejectedFrom[1]} ${ejectedFrom[2]}, and ${version} is installed: re-eject it (npx docusaurus swizzle --eject) and re-apply its fenced edits (UPGRADING.md)`,
                );
            }
            const body = file.endsWith('.tsx') ? mine.split('\n').slice(2).join('\n') : mine;
            assertOnlyFencedChanges(segmentsOf(body), await formatted(path.join(themes, theme, 'src', 'theme', file)));
        });
    }
});

describe('the ejected-file guard', () => {
    const theme = ['a', 'b', 'c', 'd'];

    it('accepts a fence that replaces, adds or removes lines', () => {
        assertOnlyFencedChanges(segmentsOf('a\n// start: x\nB\n// end\nc\nd'), theme);
        assertOnlyFencedChanges(segmentsOf('a\nb\n// start: x\nnew\n// end\nc\nd'), theme);
        assertOnlyFencedChanges(segmentsOf('a\n// start: x\n// end\nd'), theme);
        assertOnlyFencedChanges(segmentsOf('a\nb\nc\n{/* start: x */}\n{/* end */}'), theme);
    });

    it('rejects a changed line outside the fences', () => {
        assert.throws(() => assertOnlyFencedChanges(segmentsOf('a\nB\nc\nd'), theme), /unfenced change/);
    });

    it('rejects a deleted line outside the fences', () => {
        assert.throws(() => assertOnlyFencedChanges(segmentsOf('a\nc\nd'), theme), /unfenced change/);
        assert.throws(() => assertOnlyFencedChanges(segmentsOf('a\nb\nc'), theme), /from "d" on are missing/);
    });

    it('rejects an unclosed fence', () => {
        assert.throws(() => segmentsOf('a\n// start: x\nb'), /every fence is closed/);
    });
});
