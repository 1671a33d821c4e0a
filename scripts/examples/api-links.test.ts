import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { frameworkBlocksOf } from './api-links';

const block = (language: string, lines: string[]) =>
    `<div class="language-${language} theme-code-block"><pre><code>${lines
        .map(line => `<span class="token-line">${line}<br></span>`)
        .join('')}</code></pre><button>Copy</button></div>`;

describe('frameworkBlocksOf', () => {
    it('counts the API links of the TypeScript blocks that import from the framework, and only theirs', () => {
        const html = [
            block('ts', [
                `import { <a href="/api/assertions/class/Ensure/">Ensure</a> } from '@serenity-js/assertions'`,
                `<a href="/api/assertions/class/Ensure/#that">Ensure</a>.that(1, 1)`,
            ]),
            block('typescript', [`import { Actor } from "@serenity-js/core"`]),
            block('ts', [`const answer = 42`]),
            block('js', [`const { actorCalled } = require('@serenity-js/core')`]),
            `<p>import { Ensure } from '@serenity-js/assertions'</p>`,
        ].join('\n');
        assert.deepEqual(frameworkBlocksOf(html), [
            { firstLine: `import { Ensure } from '@serenity-js/assertions'`, apiLinks: 2 },
            { firstLine: `import { Actor } from "@serenity-js/core"`, apiLinks: 0 },
        ]);
    });
});
