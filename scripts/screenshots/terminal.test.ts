import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { terminalPage } from './terminal';

const esc = '\u001B';

describe('terminalPage', () => {
    const page = terminalPage({
        title: 'tiny-todo-tests — npx playwright test',
        output: `${esc}[31m✗ <failed>${esc}[39m`,
    });

    it('shows the output in colour, HTML-escaped', () => {
        assert.match(page, /<pre><span class="ansi-fg-red">✗ &lt;failed&gt;<\/span><\/pre>/);
        assert.match(page, /\.ansi-fg-red \{ color: #[0-9a-f]{6} \}/);
    });

    it('puts the title in the title bar', () => {
        assert.match(page, /<span>tiny-todo-tests — npx playwright test<\/span>/);
    });

    it('is 100 columns wide unless told otherwise, whatever the output', () => {
        assert.match(page, /width: 100ch;/);
        assert.match(terminalPage({ title: 't', output: 'x'.repeat(120), columns: 80 }), /width: 80ch;/);
    });
});
