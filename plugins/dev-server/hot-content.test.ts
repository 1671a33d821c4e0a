import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { createRequire } from 'node:module';

import { createElement, type ReactElement, type ReactNode } from 'react';

import { contentUpdated, useNewestContent } from './hot-content';

// react-dom comes without its types here
const { renderToStaticMarkup } = createRequire(__filename)('react-dom/server') as {
    renderToStaticMarkup: (element: ReactElement) => string;
};

/** What the theme's DocItem renders: the MDX module's component as the child of MDXContent */
function Shown({ children }: { children: ReactNode }) {
    return createElement('article', null, useNewestContent(children));
}

const page = (content: (props: Record<string, unknown>) => ReactNode) =>
    renderToStaticMarkup(createElement(Shown, null, createElement(content, { id: 'p' })));

const toc = [{ value: 'Set-up', id: 'set-up', level: 2 }];
const frontMatter = { title: 'Installation' };

describe('dev-server: the newest content of an MDX module', () => {
    it('renders the content as loaded until the module is updated, then the update, in place of every earlier version', () => {
        const first = () => createElement('p', null, 'first');
        const second = () => createElement('p', null, 'second');
        const third = () => createElement('p', null, 'third');
        assert.equal(page(first), '<article><p>first</p></article>');

        assert.equal(contentUpdated({ default: first, toc, frontMatter }, { default: second, toc, frontMatter }), true);
        assert.equal(page(first), '<article><p>second</p></article>');

        // the elements on screen still hold the first component: the second update replaces it too
        assert.equal(contentUpdated({ default: second, toc, frontMatter }, { default: third, toc, frontMatter }), true);
        assert.equal(page(first), '<article><p>third</p></article>');
    });

    it('passes the props of the element on screen to the newer component', () => {
        const before = () => createElement('p', null, 'before');
        const after = (props: Record<string, unknown>) => createElement('p', null, `after ${String(props.id)}`);
        contentUpdated({ default: before, toc, frontMatter }, { default: after, toc, frontMatter });
        assert.equal(page(before), '<article><p>after p</p></article>');
    });

    it('refuses an update that changes the headings, the front matter or the title, which the page reads elsewhere', () => {
        const old = () => createElement('p', null, 'old');
        const updated = () => createElement('p', null, 'new');
        const headings = [...toc, { value: 'Next steps', id: 'next-steps', level: 2 }];
        assert.equal(
            contentUpdated({ default: old, toc, frontMatter }, { default: updated, toc: headings, frontMatter }),
            false,
        );
        assert.equal(
            contentUpdated(
                { default: old, toc, frontMatter },
                { default: updated, toc, frontMatter: { title: 'Set-up' } },
            ),
            false,
        );
        assert.equal(
            contentUpdated(
                { default: old, toc, frontMatter, contentTitle: 'Installation' },
                { default: updated, toc, frontMatter, contentTitle: 'Installing' },
            ),
            false,
        );
        assert.equal(page(old), '<article><p>old</p></article>');
    });

    it('renders through the same component before and after an update: React updates the page, it does not remount it', () => {
        const types: unknown[] = [];
        function Capturing({ children }: { children: ReactNode }) {
            const shown = useNewestContent(children);
            types.push((shown as ReactElement).type);
            return createElement('article', null, shown);
        }
        const before = () => createElement('p', null, 'before');
        const after = () => createElement('p', null, 'after');
        const render = () => renderToStaticMarkup(createElement(Capturing, null, createElement(before)));
        assert.equal(render(), '<article><p>before</p></article>');
        contentUpdated({ default: before, toc, frontMatter }, { default: after, toc, frontMatter });
        assert.equal(render(), '<article><p>after</p></article>');
        assert.equal(types.length, 2);
        assert.equal(types[0], types[1]);
    });

    it('leaves anything but a content element as it is', () => {
        const markup = renderToStaticMarkup(createElement(Shown, null, 'text'));
        assert.equal(markup, '<article>text</article>');
    });
});
