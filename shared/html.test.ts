import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { escapeHtml, fromHtmlSafe, htmlSafe } from './html';

describe('escapeHtml', () => {
    it('escapes all five special characters, so text is safe as content and as a quoted attribute', () => {
        assert.equal(
            escapeHtml(`<a href="x" title='y'>Tips & Tricks</a>`),
            '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tips &amp; Tricks&lt;/a&gt;',
        );
    });
});

describe('htmlSafe', () => {
    it('escapes markup but leaves & as it is (the DocSearch scraper rule), and reverses', () => {
        assert.equal(
            htmlSafe('<img src="x" onerror=\'y\'> Tips & Tricks'),
            '&lt;img src=&quot;x&quot; onerror=&#39;y&#39;&gt; Tips & Tricks',
        );
        assert.equal(fromHtmlSafe(htmlSafe('a <b> "c" \'d\' & e')), 'a <b> "c" \'d\' & e');
    });
});
