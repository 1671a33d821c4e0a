import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { pendingApiName, resolveApiLink } from './index';

const names = {
    Actor: ['/api/core/class/Actor/'],
    'core/Actor': ['/api/core/class/Actor/'],
    'Ensure.that': ['/api/assertions/class/Ensure/#that'],
    BrowseTheWebWithWebdriverIO: [
        '/api/webdriverio/class/BrowseTheWebWithWebdriverIO/',
        '/api/webdriverio-8/class/BrowseTheWebWithWebdriverIO/',
    ],
    'webdriverio-8/BrowseTheWebWithWebdriverIO': ['/api/webdriverio-8/class/BrowseTheWebWithWebdriverIO/'],
};

describe('resolveApiLink', () => {
    it('links a name to its page', () => {
        assert.deepEqual(resolveApiLink('api:Actor', names), { url: '/api/core/class/Actor/' });
    });

    it('while `npm start` generates the reference, leads every api: link to the page saying so, known or not', () => {
        const generating = { [pendingApiName]: ['/api/'] };
        assert.deepEqual(resolveApiLink('api:Actor', generating), { url: '/api/' });
        assert.deepEqual(resolveApiLink('api:NoSuchThing#member', generating), { url: '/api/' });
        assert.ok('error' in resolveApiLink('api:NoSuchThing', names), 'a generated reference still rejects it');
    });

    it('links a member to its anchor', () => {
        assert.deepEqual(resolveApiLink('api:Ensure.that', names), { url: '/api/assertions/class/Ensure/#that' });
    });

    it('keeps a fragment the writer adds', () => {
        assert.deepEqual(resolveApiLink('api:Actor#attemptsTo', names), { url: '/api/core/class/Actor/#attemptsTo' });
    });

    it('resolves a name qualified by module slug', () => {
        assert.deepEqual(resolveApiLink('api:webdriverio-8/BrowseTheWebWithWebdriverIO', names), {
            url: '/api/webdriverio-8/class/BrowseTheWebWithWebdriverIO/',
        });
    });

    it('rejects an ambiguous name, suggesting the qualified spellings', () => {
        const result = resolveApiLink('api:BrowseTheWebWithWebdriverIO', names);
        assert.ok('error' in result);
        assert.match(
            result.error,
            /ambiguous.*api:webdriverio\/BrowseTheWebWithWebdriverIO, api:webdriverio-8\/BrowseTheWebWithWebdriverIO/,
        );
    });

    it('rejects a name the reference does not document', () => {
        const result = resolveApiLink('api:Actr', names);
        assert.ok('error' in result);
        assert.match(result.error, /"api:Actr" names nothing/);
    });
});
