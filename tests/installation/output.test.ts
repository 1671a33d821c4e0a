import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { expectedOutputOf, matchesSpec, outputAsShown, runnerSpecsInText, satisfies } from './output';

describe('outputAsShown', () => {
    it('drops colours and trailing spaces, and shows the project where the page says it is', () => {
        const printed =
            '\u001b[32m✓ Execution successful\u001b[39m (80ms)   \n/home/ci/site/tests/installation/mocha/spec/setup.spec.ts\n\n';
        assert.equal(
            outputAsShown(printed, '/home/ci/site/tests/installation/mocha'),
            '✓ Execution successful (80ms)\n/path/to/my-serenity-project/spec/setup.spec.ts',
        );
    });
});

describe('expectedOutputOf', () => {
    it('ignores timings, whatever their unit', () => {
        assert.equal(
            expectedOutputOf('✓ Alice ensures that 4 does equal 4 (10ms)\nReal time: 3s 344ms\nTotal: 2m 0s 5ms'),
            '✓ Alice ensures that 4 does equal 4 (…)\nReal time: …\nTotal: …',
        );
    });

    it('keeps everything else, so a changed line fails the check', () => {
        assert.notEqual(expectedOutputOf('Scenarios:  1'), expectedOutputOf('Scenarios:  2'));
    });
});

describe('runnerSpecsInText', () => {
    it('finds the runner and compiler versions an install command asks for, and nothing else', () => {
        const page = [
            '```sh npm2yarn',
            'npm install --save-dev mocha@11 @types/mocha @serenity-js/mocha@3.42.2 typescript@5',
            '```',
            'Run `npm install mocha@10` to see',
            'npm install --save-dev @playwright/test@1.59 @serenity-js/playwright-test',
        ].join('\n');
        assert.deepEqual(runnerSpecsInText('page.mdx', page), [
            { file: 'page.mdx', line: 2, runner: 'mocha', spec: '11' },
            { file: 'page.mdx', line: 2, runner: 'typescript', spec: '5' },
            { file: 'page.mdx', line: 5, runner: '@playwright/test', spec: '1.59' },
        ]);
    });
});

describe('satisfies', () => {
    it('reads caret, tilde and exact alternatives as npm does', () => {
        assert.equal(satisfies('11.8.0', '^10.8.2 || ^11.0.1'), true);
        assert.equal(satisfies('12.0.3', '^10.8.2 || ^11.0.1'), false);
        assert.equal(satisfies('10.8.1', '^10.8.2 || ^11.0.1'), false);
        assert.equal(satisfies('1.59.4', '~1.59.1'), true);
        assert.equal(satisfies('1.60.0', '~1.59.1'), false);
        assert.equal(satisfies('0.3.1', '^0.2.0'), false);
        assert.equal(satisfies('3.42.2', '3.42.2'), true);
    });

    it('refuses a range it cannot read rather than guessing', () => {
        assert.throws(() => satisfies('9.27.0', '>=9.27.0'), /Unsupported version range ">=9.27.0"/);
    });
});

describe('matchesSpec', () => {
    it('matches a version to the major or minor an install command names', () => {
        assert.equal(matchesSpec('11.8.0', '11'), true);
        assert.equal(matchesSpec('1.59.1', '1.59'), true);
        assert.equal(matchesSpec('1.590.0', '1.59'), false);
        assert.equal(matchesSpec('5.13.0', '6'), false);
    });
});
