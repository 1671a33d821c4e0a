import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

import { blockKey, type BlocksFile } from '../code-examples/page-data';
import remarkTypeAwareCode from './index';

const siteDir = mkdtempSync(path.join(tmpdir(), 'remark-type-aware-code-'));
after(() => rmSync(siteDir, { recursive: true, force: true }));

const compiled = `import { Ensure } from '@serenity-js/assertions'`;
const tokens: BlocksFile[string]['blocks'][string] = {
    k: blockKey(compiled),
    l: ['1f2e3d'],
    h: ['/api/assertions/class/Ensure/'],
    t: [[0, 9, 0]],
    p: [],
};
const blocksFile = path.join(siteDir, 'blocks.json');
writeFileSync(
    blocksFile,
    JSON.stringify({
        [path.join(siteDir, 'handbook/page.mdx')]: {
            quickInfo: '/assets/quick-info/1.json',
            blocks: { [blockKey(compiled)]: tokens },
        },
    } satisfies BlocksFile),
);

function render(mdx: string, page = 'handbook/page.mdx'): string {
    return String(
        unified()
            .use(remarkParse)
            .use(remarkMdx)
            .use(remarkTypeAwareCode, { blocksFile, component: '@site/src/components/TypeAwareCode' })
            .use(remarkStringify)
            .processSync({ path: path.join(siteDir, page), value: mdx }),
    );
}

describe('remark-type-aware-code', () => {
    const page = [
        '# Page',
        '',
        '```ts title="spec.ts"',
        compiled,
        '```',
        '',
        '```ts no-check',
        'Ensure.that(',
        '```',
    ].join('\n');

    it('wraps a block the build compiled, with its identifiers and the URL of the page’s quick info', () => {
        const output = render(page);
        assert.match(output, /^import TypeAwareCode from "@site\/src\/components\/TypeAwareCode";/);
        assert.ok(
            output.includes(
                `<TypeAwareCode tokens="${JSON.stringify(tokens).replace(/"/g, '&#x22;')}" quickInfo="/assets/quick-info/1.json">`,
            ),
            output,
        );
        assert.ok(output.includes('```ts title="spec.ts"\n  ' + compiled), 'the block itself, inside');
    });

    it('leaves blocks the build did not compile as they are: no-check, edited since, other pages', () => {
        const output = render(page);
        assert.equal(output.match(/<TypeAwareCode /g)?.length, 1);
        assert.ok(output.includes('```ts no-check\nEnsure.that(\n```'));
        assert.equal(render(page.replace('Ensure }', 'Ensure, that }')).includes('TypeAwareCode'), false);
        assert.equal(render(page, 'handbook/other.mdx').includes('TypeAwareCode'), false);
    });

    it('leaves other languages alone, even with the same text', () => {
        assert.equal(render(['```js', compiled, '```'].join('\n')).includes('TypeAwareCode'), false);
    });
});
