import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { compareVersions, describeRange, rangeAlternatives, supportedVersionsPhrase, unionOfRanges } from './semver';

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

describe('rangeAlternatives', () => {
    it('splits a range into its alternatives, each an operator and a version', () => {
        assert.deepEqual(rangeAlternatives('^20 || >= v22.1 ||  1.x'), [
            { operator: '^', version: '20', text: '^20' },
            { operator: '>=', version: '22.1', text: '>= v22.1' },
            { operator: '', version: '1.x', text: '1.x' },
        ]);
    });
});

describe('compareVersions', () => {
    it('orders by the numbers, missing parts counting as zero', () => {
        assert.ok(compareVersions('8.46.0', '9.27.0') < 0);
        assert.ok(compareVersions('10.8.2', '9.27.0') > 0);
        assert.equal(compareVersions('20', '20.0.0'), 0);
    });
});

describe('unionOfRanges', () => {
    it('keeps every alternative once, oldest first', () => {
        assert.equal(unionOfRanges(['^9.27.0', '^8.46.0', '^8.46.0']), '^8.46.0 || ^9.27.0');
        assert.equal(unionOfRanges(['^10.8.2 || ^11.0.1', '^11.0.1']), '^10.8.2 || ^11.0.1');
        assert.equal(unionOfRanges(['~1.59.1']), '~1.59.1');
        assert.equal(unionOfRanges(['^5.0.0 || ^7.0.0', '^6.0.0']), '^5.0.0 || ^6.0.0 || ^7.0.0');
    });
});

describe('supportedVersionsPhrase', () => {
    it('names the versions a range starts from, as a phrase', () => {
        assert.equal(supportedVersionsPhrase('^18.12 || ^20 || ^22'), '18.12, 20, and 22');
        assert.equal(supportedVersionsPhrase('^20 || ^22 || ^24', 'or'), '20, 22, or 24');
        assert.equal(supportedVersionsPhrase('>=18.12.0 || ^20'), '18.12.0 and 20');
        assert.equal(supportedVersionsPhrase('^22'), '22');
        assert.throws(() => supportedVersionsPhrase('latest'), /names no Node.js version/);
    });
});
