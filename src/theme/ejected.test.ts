import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

/**
 * Ejected theme files may differ from the theme's own only inside `start: <reason>` / `end` fences (and
 * their two-line header), so a Docusaurus upgrade is a mechanical re-apply of the fenced edits.
 */
const theme = path.join(__dirname, '..', '..', 'node_modules', '@docusaurus', 'theme-search-algolia', 'src', 'theme');
const ejected = [ 'SearchBar/index.tsx', 'SearchPage/index.tsx', 'SearchBar/styles.css', 'SearchPage/styles.module.css' ];

const start = /^(\/\/|\{\/\*) start: .+/;
const end = /^(\/\/|\{\/\*) end\b/;

function outsideFences(source: string): string[] {
    const kept: string[] = [];
    let depth = 0;
    for (const line of source.split('\n').map(text => text.trim())) {
        if (start.test(line)) {
            depth++;
        }
        else if (end.test(line)) {
            depth--;
        }
        else if (depth === 0 && line !== '') {
            kept.push(line);
        }
    }
    assert.equal(depth, 0, 'every fence is closed');
    return kept;
}

describe('ejected theme files', () => {
    for (const ours of ejected) {
        it(`${ ours } changes the theme's file only inside fenced edits`, () => {
            const mine = readFileSync(path.join(__dirname, ours), 'utf8');
            const upstream = readFileSync(path.join(theme, ours), 'utf8').split('\n').map(text => text.trim()).filter(Boolean);
            const lines = outsideFences(mine);
            if (ours.endsWith('.tsx')) {
                assert.match(mine, /^\/\/ Ejected from @docusaurus\/theme-search-algolia 3\.7\.0 .*\n\/\/ .+\n/);
                lines.splice(0, 2);
            }
            // what is left is the theme's file, in order, less the lines a fenced edit replaced
            let next = 0;
            for (const line of lines) {
                const found = upstream.indexOf(line, next);
                assert.notEqual(found, -1, `an unfenced change: ${ line }`);
                next = found + 1;
            }
        });
    }
});
