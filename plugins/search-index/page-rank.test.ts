import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { LinkCounter } from './page-rank';

describe('LinkCounter', () => {
    it('counts links from other pages to a page and to its sections, not links within a page, to files or elsewhere', () => {
        const links = new LinkCounter('https://serenity-js.org');
        links.add('/handbook/design/assertions/', '/api/assertions/class/Ensure/#that');
        links.add('/handbook/web-testing/', '../../api/assertions/class/Ensure/');
        links.add('/handbook/design/assertions/', 'https://serenity-js.org/api/assertions/class/Ensure/');
        links.add('/api/assertions/class/Ensure/', '#that');
        links.add('/handbook/', 'https://github.com/serenity-js/serenity-js');
        links.add('/handbook/', '/images/diagram.png');

        const rank = (url: string, type: 'lvl1' | 'lvl3') =>
            links.rankOf({ url: `https://serenity-js.org${url}`, anchor: null, type });
        assert.equal(rank('/api/assertions/class/Ensure/', 'lvl1'), 3);
        assert.equal(rank('/api/assertions/class/Ensure/#that', 'lvl3'), 1);
        assert.equal(rank('/api/assertions/class/Ensure/', 'lvl3'), 0, 'only a title record stands for the page');
    });
});
