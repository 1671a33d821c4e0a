import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import { createSlugger } from '@docusaurus/utils';

import {
    descriptionOf,
    headingLevels,
    loadMarkdownProcessor,
    markdownToMarkup,
    type MarkupOptions,
    withAdmonitions,
} from './markup';
import { siteRelative } from './routes';

const options = (overrides: Partial<MarkupOptions> = {}): MarkupOptions => ({
    rewriteUrl: siteRelative,
    topHeadingLevel: 2,
    slugger: createSlugger(),
    ...overrides,
});

describe('doc comment markup', () => {
    before(loadMarkdownProcessor);

    it('makes links to the public site relative, so the build checks them', () => {
        assert.deepEqual(
            markdownToMarkup(
                'See [abilities](https://serenity-js.org/handbook/design/screenplay-pattern#abilities).',
                options(),
            ),
            [['p', null, 'See ', ['a', { href: '/handbook/design/screenplay-pattern/#abilities' }, 'abilities'], '.']],
        );
    });

    it('keeps text of unknown or unsafe markup, never the markup itself', () => {
        const markup = markdownToMarkup(
            '<script>alert(1)</script><span onclick="x()">text</span> <a href="javascript:alert(1)">link</a>',
            options(),
        );
        const json = JSON.stringify(markup);
        assert.doesNotMatch(json, /script|onclick|javascript:/);
        assert.match(json, /text/);
    });

    it('drops images from other hosts, and the links left empty without them', () => {
        const markup = markdownToMarkup(
            '[![npm](https://img.shields.io/npm/v/x.svg)](https://www.npmjs.com/package/x) ![diagram](/images/design/x.png)',
            options({ allowImage: src => !/^https?:/.test(src) }),
        );
        assert.deepEqual(markup, [['p', null, ' ', ['img', { src: '/images/design/x.png', alt: 'diagram' }]]]);
    });

    it('gives an image the site serves its width and height, and keeps sizes the comment gives', () => {
        const imageSize = (src: string) => (src.startsWith('/') ? { width: 1200, height: 789 } : undefined);
        assert.deepEqual(markdownToMarkup('![diagram](/images/design/x.png)', options({ imageSize })), [
            ['p', null, ['img', { src: '/images/design/x.png', alt: 'diagram', width: '1200', height: '789' }]],
        ]);
        assert.deepEqual(
            markdownToMarkup('<img src="/images/design/x.png" alt="small" width="300">', options({ imageSize })),
            [['img', { src: '/images/design/x.png', alt: 'small', width: '300' }]],
        );
        assert.deepEqual(markdownToMarkup('![badge](https://img.shields.io/x.svg)', options({ imageSize })), [
            ['p', null, ['img', { src: 'https://img.shields.io/x.svg', alt: 'badge' }]],
        ]);
    });

    it('shifts headings to the level of the page and gives them unique ids', () => {
        const headings: Array<{ id: string; text: string; level: number }> = [];
        markdownToMarkup('## Usage\n\ntext\n\n## Usage', options({ topHeadingLevel: 4, headings }));
        assert.deepEqual(headings, [
            { id: 'usage', text: 'Usage', level: 4 },
            { id: 'usage-1', text: 'Usage', level: 4 },
        ]);
    });

    it("keeps the page's outline: a comment's highest heading takes the page's level, and none skips a level", () => {
        const headings: Array<{ id: string; text: string; level: number }> = [];
        markdownToMarkup('### Setting up\n\n##### Details\n\n### Using', options({ topHeadingLevel: 2, headings }));
        assert.deepEqual(
            headings.map(({ text, level }) => [text, level]),
            [
                ['Setting up', 2],
                ['Details', 3],
                ['Using', 2],
            ],
        );
        assert.deepEqual(
            headingLevels(
                {
                    type: 'root',
                    children: [
                        { type: 'element', tagName: 'h1' },
                        { type: 'element', tagName: 'h3' },
                    ],
                },
                5,
            ),
            new Map([
                [1, 5],
                [3, 6],
            ]),
        );
    });

    it('turns Docusaurus admonitions into asides the page renders as admonitions', () => {
        assert.match(
            withAdmonitions(':::info Naming actors\nUse names.\n:::'),
            /^<aside data-admonition="info" data-title="Naming actors">\n\nUse names.\n\n<\/aside>$/,
        );
        const [aside] = markdownToMarkup(':::tip\nA *tip*.\n:::', options());
        assert.equal((aside as unknown[])[0], 'aside');
    });

    it('describes a page by the first sentences of its first paragraph', () => {
        const markup = markdownToMarkup(
            `**Actors** represent people. ${'More words follow here. '.repeat(20)}\n\nSecond paragraph.`,
            options(),
        );
        const description = descriptionOf(markup);
        assert.ok(description.startsWith('Actors represent people.'));
        assert.ok(description.length <= 200);
    });
});
