import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';

import { pastedErrorCases, pastedMessageOf, searchBoxLength } from './pasted-errors';

describe('pasted error messages', () => {
    it('fills each interpolation with a run-time value and prefixes the class, as Node.js prints an error', () => {
        const message = pastedMessageOf(
            { errorClass: 'LogicError', message: "d`Couldn't find a page which ${ description }`", fixedText: '' },
            1,
        );
        assert.equal(message, `LogicError: Couldn't find a page which 42`);
    });

    it('reads plain string messages, and keeps the first 64 characters, as the search box does', () => {
        const long = pastedMessageOf(
            { errorClass: 'ConfigurationError', message: `'${'word '.repeat(30)}'`, fixedText: '' },
            0,
        );
        assert.ok(long.startsWith('ConfigurationError: word word'));
        assert.ok(long.length <= searchBoxLength);
    });

    it('falls back to the fixed text when the message is a variable', () => {
        assert.equal(
            pastedMessageOf({ errorClass: 'AssertionError', message: 'message', fixedText: 'to eventually' }, 0),
            'AssertionError: to eventually',
        );
    });

    it('makes a case for every error the troubleshooting pages cover, answered by those pages', () => {
        const cases = pastedErrorCases(path.resolve(__dirname, '..', '..'));
        assert.ok(cases.length >= 50, `${cases.length} cases`);
        for (const { query, accept } of cases) {
            assert.ok(query.length <= searchBoxLength, query);
            assert.ok(
                accept.length > 0 && accept.every(url => /^\/handbook\/troubleshooting\/([\w-]+\/)?$/.test(url)),
                accept.join(),
            );
        }
    });
});
