import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { failedTests, parseOptions } from './e2e-stability';

describe('e2e stability script', () => {
    it('reads the runs, the load and the arguments it passes on to Playwright', () => {
        assert.deepEqual(parseOptions(['--runs', '5', '--load', '2', 'tests/e2e/search.spec.ts']), {
            runs: 5,
            load: 2,
            args: ['tests/e2e/search.spec.ts'],
        });
        assert.deepEqual(parseOptions([]), { runs: 3, load: 0, args: [] });
        assert.throws(() => parseOptions(['--runs', '0']), /--runs takes a whole number, not 0/);
    });

    it('lists the tests of a JSON report that did not pass, with their describe blocks', () => {
        const spec = (title: string, line: number, ...statuses: string[]) => ({
            title,
            file: 'search.spec.ts',
            line,
            tests: [{ results: statuses.map(status => ({ status })) }],
        });
        const report = {
            suites: [
                {
                    title: 'search.spec.ts',
                    file: 'search.spec.ts',
                    specs: [],
                    suites: [
                        {
                            title: 'Search modal',
                            file: 'search.spec.ts',
                            specs: [
                                spec('opens', 10, 'passed'),
                                spec('remembers', 20, 'failed'),
                                spec('skipped', 30, 'skipped'),
                                spec('times out', 40, 'timedOut'),
                            ],
                        },
                    ],
                },
            ],
        };
        assert.deepEqual(failedTests(report), [
            'search.spec.ts:20 › Search modal › remembers',
            'search.spec.ts:40 › Search modal › times out',
        ]);
    });
});
