import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import loader from './loader';

const { withoutIntlAtStart, rewrites } = loader as unknown as {
    withoutIntlAtStart: (source: string, file: string) => string;
    rewrites: Array<{ file: RegExp; what: string }>;
};

const docusaurus = path.resolve(__dirname, '..', '..', 'node_modules', '@docusaurus');
const installed = (file: string) => path.join(docusaurus, file);
const files = {
    docsClientUtils: installed('plugin-content-docs/lib/client/docsClientUtils.js'),
    reactUtils: installed('theme-common/lib/utils/reactUtils.js'),
    intlUtils: installed('theme-common/lib/utils/IntlUtils.js'),
};
const rewritten = (file: string) => withoutIntlAtStart(readFileSync(file, 'utf8'), file);

describe('intl-free-start: loader', () => {
    it('has one rewrite for each of the installed files, and no other', () => {
        for (const file of Object.values(files)) {
            assert.equal(rewrites.filter(({ file: test }) => test.test(file)).length, 1, file);
        }
        assert.equal(rewrites.length, Object.keys(files).length);
    });

    it('leaves no localeCompare and no Intl.DateTimeFormat in the files it rewrites', () => {
        for (const file of Object.values(files)) {
            const result = rewritten(file);
            assert.doesNotMatch(result, /localeCompare|new Intl\./, file);
        }
        assert.match(rewritten(files.intlUtils), /import \{ dateTimeFormat \} from '@site\/shared\/calendar-dates';/);
    });

    it('sorts the docs plugins as before: the longest of two paths one is the start of comes first', () => {
        const sort = rewritten(files.docsClientUtils).match(/\.sort\((\(a, b\) => .*?)\)\n/)?.[1];
        assert.ok(sort, 'the rewritten sort');
        const compare = new Function(`return ${sort}`)() as (
            a: [string, { path: string }],
            b: [string, { path: string }],
        ) => number;
        const plugins: Array<[string, { path: string }]> = [
            '/',
            '/community',
            '/handbook',
            '/handbook/design',
            '/releases',
        ].map(pluginPath => [pluginPath, { path: pluginPath }]);
        const order = [...plugins].sort(compare).map(([, { path: pluginPath }]) => pluginPath);
        assert.ok(order.indexOf('/handbook/design') < order.indexOf('/handbook'), order.join(' '));
        assert.equal(order.at(-1), '/');
        assert.deepEqual(
            order,
            [...plugins]
                .sort((a, b) => b[1].path.localeCompare(a[1].path))
                .map(([, { path: pluginPath }]) => pluginPath),
        );
    });

    it('fails naming the file and the text when a file no longer looks as it expects', () => {
        assert.throws(
            () => withoutIntlAtStart('export function useDateTimeFormat() {}', files.intlUtils),
            /intl-free-start: @docusaurus\/theme-common\/lib\/utils\/IntlUtils\.js no longer has `import useDocusaurusContext/,
        );
    });
});
