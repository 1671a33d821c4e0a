import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { dateTimeFormat, englishDate } from './calendar-dates';

const day = 24 * 60 * 60 * 1000;

/** Every day from 1969 to 2101, at a time of day that moves through the 24 hours */
const dates = Array.from({ length: 48_500 }, (_, n) => new Date(Date.UTC(1969, 0, 1) + n * day + ((n * 7919) % day)));

describe('calendar dates without Intl', () => {
    const cases = [
        { locale: 'en', month: 'short' },
        { locale: 'en', month: 'long' },
        { locale: 'en-US', month: 'short' },
        { locale: 'en-US', month: 'long' },
        { locale: 'en-GB', month: 'long' },
    ] as const;
    for (const options of cases) {
        const { locale, month } = options;
        it(`writes every date as Intl.DateTimeFormat does for ${locale}, ${month} month names, in UTC`, () => {
            const intl = new Intl.DateTimeFormat(locale, {
                day: 'numeric',
                month,
                year: 'numeric',
                timeZone: 'UTC',
            });
            for (const date of dates) {
                assert.equal(englishDate(date, options), intl.format(date), date.toISOString());
            }
        });
    }

    it('formats without Intl exactly the options of the Docusaurus theme (LastUpdated, blog post dates) and of the home page', () => {
        const options = [
            ['en', { calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }],
            ['en', { calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }],
            ['en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }],
        ] as const;
        for (const [locale, option] of options) {
            const formatter = dateTimeFormat(locale, option);
            assert.ok(!(formatter instanceof Intl.DateTimeFormat), `${locale} ${JSON.stringify(option)}`);
            const date = new Date('2024-08-29T23:30:00Z');
            assert.equal(formatter.format(date), new Intl.DateTimeFormat(locale, option).format(date));
            assert.equal(formatter.format(date.getTime()), new Intl.DateTimeFormat(locale, option).format(date));
        }
    });

    it('leaves to Intl what it does not write the same: another locale, calendar, time zone or field', () => {
        const others: Array<[string, Intl.DateTimeFormatOptions]> = [
            ['fr', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }],
            ['en', { calendar: 'japanese', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }],
            ['en', { day: 'numeric', month: 'long', year: 'numeric' }],
            ['en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }],
            ['en', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }],
            ['en', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }],
            ['en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }],
            ['en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }],
        ];
        for (const [locale, option] of others) {
            assert.ok(
                dateTimeFormat(locale, option) instanceof Intl.DateTimeFormat,
                `${locale} ${JSON.stringify(option)}`,
            );
        }
    });

    it('throws as Intl does on an invalid date', () => {
        const formatter = dateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
        assert.throws(() => formatter.format(Number.NaN), RangeError);
    });
});
