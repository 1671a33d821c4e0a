import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { maxQuotedCharacters, missingResultsUrl, pageFeedbackUrl, pageProblemUrl, quoted } from './feedback';

const context = {
    url: 'https://serenity-js.org/handbook/design/assertions/',
    title: 'Assertions & expectations',
    heading: { text: 'Waiting for a condition', id: 'waiting-for-a-condition' },
    selection: 'Ensure.eventually retries\nuntil it passes',
};
const params = (url: string) => new URL(url).searchParams;

describe('feedback links', () => {
    it('"Was this page helpful?" fills in the page-feedback form: the answer, the section and the selection', () => {
        const url = pageFeedbackUrl(context, false);
        assert.match(url, /^https:\/\/github\.com\/serenity-js\/serenity-js\.org\/issues\/new\?/);
        const query = params(url);
        assert.equal(query.get('template'), 'page-feedback.yml');
        assert.equal(query.get('helpful'), 'No');
        assert.equal(query.get('url'), `${context.url}#waiting-for-a-condition`);
        assert.equal(query.get('section'), 'Waiting for a condition');
        assert.equal(query.get('quote'), '> Ensure.eventually retries\n> until it passes');
        assert.equal(query.get('title'), '[feedback] Not helpful: Assertions & expectations');
        assert.equal(params(pageFeedbackUrl(context, true)).get('helpful'), 'Yes');
    });

    it('"Report a problem" fills in the documentation-bug form, and leaves out what the reader did not give', () => {
        const query = params(pageProblemUrl(context));
        assert.equal(query.get('template'), 'documentation-bug.yml');
        assert.equal(query.get('url'), `${context.url}#waiting-for-a-condition`);
        assert.equal(
            query.get('problem'),
            'In the section "Waiting for a condition":\n\n> Ensure.eventually retries\n> until it passes',
        );
        const bare = params(pageProblemUrl({ url: context.url, title: 'Assertions' }));
        assert.equal(bare.get('url'), context.url);
        assert.equal(bare.has('problem'), false);
        assert.equal(bare.get('title'), '[docs] Assertions');
    });

    it('cuts a long selection on a word, so the link stays one GitHub accepts', () => {
        const long = `${'word '.repeat(maxQuotedCharacters)}end`;
        const quote = quoted(long)!;
        assert.ok(quote.length <= maxQuotedCharacters + 2, `${quote.length}`);
        assert.match(quote, /word…$/);
        assert.equal(quoted('  \n '), undefined);
    });

    it('"Let us know" carries the query to the content-request form', () => {
        const query = params(missingResultsUrl('switch back from iframe'));
        assert.equal(query.get('template'), 'content-request.yml');
        assert.equal(query.get('searched'), 'I searched the site for "switch back from iframe" and found no results.');
        assert.equal(query.get('title'), '[search] No results for "switch back from iframe"');
    });
});
