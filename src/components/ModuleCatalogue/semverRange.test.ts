import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { describeRange } from './semverRange';

describe('describeRange', () => {
    it('explains caret, tilde and exact ranges in words', () => {
        assert.equal(describeRange('^1.2'), '1.2 or any newer minor or patch version');
        assert.equal(describeRange('~1.59.1'), '1.59.1 or any newer patch version');
        assert.equal(describeRange('1.15.2'), 'exactly 1.15.2');
        assert.equal(describeRange('^0.3.1'), '0.3.1 or any newer patch version');
        assert.equal(describeRange('>=18.12.0'), '18.12.0 or newer');
    });

    it('explains each alternative of a || range', () => {
        assert.equal(
            describeRange('^10.8.2 || ^11.0.1'),
            '10.8.2 or any newer minor or patch version, or 11.0.1 or any newer minor or patch version',
        );
    });

    it('falls back to quoting ranges it cannot put in words', () => {
        assert.equal(describeRange('1.x'), 'versions matching 1.x');
    });
});
