import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { releaseMorning, shiftDates } from './dates';

const hour = 60 * 60 * 1000;

describe('shiftDates', () => {
    it('moves Serenity BDD\'s "report generated" stamp, with or without seconds', () => {
        assert.equal(
            shiftDates('Report generated 23-11-2026 21:14:24', -2 * hour),
            'Report generated 23-11-2026 19:14:24',
        );
        assert.equal(shiftDates('Report generated 23-11-2026 21:14', 3 * hour), 'Report generated 24-11-2026 00:14');
    });

    it("moves the start of the run in Serenity BDD's key statistics, keeping the line break between date and time", () => {
        assert.equal(shiftDates('Nov 23, 2026\n        21:14:12', -24 * hour), 'Nov 22, 2026\n        21:14:12');
        assert.equal(shiftDates('Mar 1, 2026 00:00:05', -10_000), 'Feb 28, 2026 23:59:55');
    });

    it("moves the start time in Playwright's HTML report (en-US), through noon and midnight", () => {
        assert.equal(shiftDates('11/23/2026, 9:14:12 PM', -9 * hour), '11/23/2026, 12:14:12 PM');
        assert.equal(shiftDates('11/23/2026, 9:14:12 PM', 3 * hour), '11/24/2026, 12:14:12 AM');
        assert.equal(shiftDates('1/2/2026, 12:30:00 AM', hour), '1/2/2026, 1:30:00 AM');
    });

    it('moves the Date header of an HTTP response, weekday included', () => {
        assert.equal(
            shiftDates('date: Mon, 23 Nov 2026 21:16:17 GMT', -211 * 24 * hour),
            'date: Sun, 26 Apr 2026 21:16:17 GMT',
        );
    });

    it('leaves durations, versions and other numbers alone', () => {
        const text = 'Total time: 4s 76ms, Chromium 156.0.8078.79, 3 total (1s 922ms), todo-list.spec.ts:32';
        assert.equal(shiftDates(text, 5 * hour), text);
    });
});

describe('releaseMorning', () => {
    const changelog = [
        '# Change Log',
        '',
        '## [3.42.2](https://github.com/serenity-js/serenity-js/compare/v3.42.1...v3.42.2) (2026-04-26)',
        '',
        '## [3.42.1](https://github.com/serenity-js/serenity-js/compare/v3.42.0...v3.42.1) (2026-04-08)',
    ].join('\n');

    it('is 10:00 UTC on the day the CHANGELOG gives for the version', () => {
        assert.equal(releaseMorning(changelog, '3.42.1').toISOString(), '2026-04-08T10:00:00.000Z');
        assert.equal(releaseMorning(changelog, '3.42.2').toISOString(), '2026-04-26T10:00:00.000Z');
    });

    it('fails for a version the CHANGELOG does not list', () => {
        assert.throws(() => releaseMorning(changelog, '3.4.2'), /no heading with a date for version 3\.4\.2/);
    });
});
