import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const srcDir = path.resolve(__dirname, '..');

describe('the site CSS', () => {
    it('selects no element by a part of its class attribute, which makes every class change restyle the page', () => {
        // `div[class^='x_'] a` invalidates every <a> whenever any element's class changes: on <html>, Helmet changes it
        // three times while a page starts (issue 27). Select by a class, a role or a data attribute instead.
        const found = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
            .filter(file => file.endsWith('.css'))
            .flatMap(file =>
                readFileSync(path.join(srcDir, file), 'utf8')
                    .split('\n')
                    .map((line, index) => ({ line, where: `src/${file}:${index + 1}` }))
                    .filter(({ line }) => /\[class\s*[\^*$~|]?=/.test(line) && !line.trim().startsWith('/*')),
            )
            .map(({ where, line }) => `${where}: ${line.trim()}`);
        assert.deepEqual(found, []);
    });
});
