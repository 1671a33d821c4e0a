import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { withoutIndexDocs } from './docs';
import { flattenRedirects, htmlSpellingOf, isExternal, legacyRedirects, partitionRedirects } from './redirects';
import { contrastRatio, prism, withContrast } from './prism';
import { hasFullGitHistory } from './site';

describe('legacy redirects', () => {
    const flat = flattenRedirects(legacyRedirects);

    it('redirect each legacy path once, never to itself', () => {
        assert.ok(flat.length > 0);
        const repeated = flat.map(({ from }) => from).filter((from, index, all) => all.indexOf(from) !== index);
        assert.deepEqual(repeated, [], 'a legacy path is redirected more than once');
        assert.deepEqual(
            flat.filter(({ from, to }) => from === to || `${from}/` === to),
            [],
            'a legacy path redirects to itself',
        );
    });

    it('keep external targets and targets with an anchor verbatim, apart from the others', () => {
        const { internal, verbatim } = partitionRedirects(legacyRedirects);
        assert.deepEqual(
            verbatim.map(({ to }) => to),
            [
                ...Array(3).fill('/handbook/#why-choose-serenityjs'),
                ...['3.24.0', '3.21.0', '3.15.0', '3.3.0', '3.2.0'].map(
                    version => `https://github.com/serenity-js/serenity-js/releases/tag/v${version}`,
                ),
            ],
        );
        assert.ok(internal.every(({ to }) => to.startsWith('/') && !to.includes('#')));
        assert.ok(isExternal('https://github.com/'));
        assert.ok(!isExternal('/handbook/'));
    });

    it('point at site paths with a trailing slash (or an anchor on one)', () => {
        for (const { to } of flat.filter(({ to }) => !isExternal(to))) {
            assert.match(to, /\/(#[\w-]+)?$/, to);
        }
    });

    it('give every page its legacy .html spelling', () => {
        assert.equal(htmlSpellingOf('/handbook/installation/'), '/handbook/installation.html');
        assert.equal(htmlSpellingOf('/blog/'), '/blog.html');
        assert.equal(htmlSpellingOf('/'), undefined);
        assert.equal(htmlSpellingOf('/contributing.html/'), undefined);
    });
});

describe('handbook sidebar', () => {
    it("lists a folder's index page only as its category link", () => {
        const items = withoutIndexDocs([
            { type: 'doc', id: 'tutorials/index' },
            { type: 'doc', id: 'tutorials/your-first-web-scenario' },
            {
                type: 'category',
                label: 'Nested',
                items: [
                    { type: 'doc', id: 'tutorials/nested/index' },
                    { type: 'doc', id: 'tutorials/nested/page' },
                ],
            },
        ] as never);
        assert.deepEqual(JSON.parse(JSON.stringify(items)), [
            { type: 'doc', id: 'tutorials/your-first-web-scenario' },
            { type: 'category', label: 'Nested', items: [{ type: 'doc', id: 'tutorials/nested/page' }] },
        ]);
    });
});

describe('code highlighting themes', () => {
    it('give every token at least 4.5:1 contrast with the code block background', () => {
        for (const theme of [prism.theme, prism.darkTheme]) {
            const background = theme.plain.backgroundColor!;
            for (const { style } of theme.styles) {
                if (style.color) {
                    assert.ok(contrastRatio(style.color, background) >= 4.5, `${style.color} on ${background}`);
                }
            }
        }
    });

    it('leave colours that already meet the ratio unchanged', () => {
        assert.equal(withContrast('#000000', '#ffffff'), '#000000');
        assert.notEqual(withContrast('#e3116c', '#f6f8fa'), '#e3116c');
        assert.ok(contrastRatio(withContrast('#999988', '#f6f8fa'), '#f6f8fa') >= 4.5);
        assert.ok(contrastRatio(withContrast('rgb(98, 114, 164)', '#282A36'), '#282A36') >= 4.5);
    });
});

describe('git history check', () => {
    it('accepts a complete history and refuses a shallow clone or a missing repository', () => {
        assert.equal(
            hasFullGitHistory('.', () => 'false\n'),
            true,
        );
        assert.equal(
            hasFullGitHistory('.', () => 'true\n'),
            false,
        );
        assert.equal(
            hasFullGitHistory('.', () => {
                throw new Error('not a git repository');
            }),
            false,
        );
    });
});
