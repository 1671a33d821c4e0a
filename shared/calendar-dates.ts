/**
 * Dates written as English readers expect them ("Nov 27, 2026", "27 November 2026"), without `Intl`: the first
 * `Intl.DateTimeFormat` a page creates loads the browser's locale and time-zone data, 8-45 ms of main-thread work on a
 * fast machine (issue 27), for a date the server has already written into the page. For the locales and options the
 * site and the Docusaurus theme use, `dateTimeFormat` gives a formatter that writes exactly what `Intl` writes
 * (`calendar-dates.test.ts` compares them day by day); for any other locale or option it is `Intl.DateTimeFormat`.
 */

const monthNames = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
] as const;

/** The English date orders: month first (`en`, `en-US`: "November 27, 2026") or day first (`en-GB`: "27 November 2026") */
const orderOfLocale: Record<string, 'month-first' | 'day-first'> = {
    en: 'month-first',
    'en-US': 'month-first',
    'en-GB': 'day-first',
};

/** The month names short and long, except British short names, which CLDR has changed ("Sep", then "Sept") */
export type EnglishDateOptions =
    { locale: 'en' | 'en-US'; month: 'short' | 'long' } | { locale: 'en-GB'; month: 'long' };

const isEnglishDate = (options: { locale: string; month: unknown }): options is EnglishDateOptions =>
    Object.hasOwn(orderOfLocale, options.locale) &&
    (options.month === 'long' || (options.month === 'short' && orderOfLocale[options.locale] === 'month-first'));

/** A calendar date in UTC, as `Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' })` writes it */
export function englishDate(date: Date, { locale, month }: EnglishDateOptions): string {
    const name = monthNames[date.getUTCMonth()];
    const monthName = month === 'long' ? name : name.slice(0, 3);
    const day = date.getUTCDate();
    const year = date.getUTCFullYear();
    return orderOfLocale[locale] === 'day-first' ? `${day} ${monthName} ${year}` : `${monthName} ${day}, ${year}`;
}

export type DateFormatter = Pick<Intl.DateTimeFormat, 'format'>;

/**
 * A formatter of dates for `locale` and `options`, as `new Intl.DateTimeFormat(locale, options)` would be: without
 * `Intl` where `englishDate` writes the same (a day, a short or long month and a year, in UTC, in the Gregorian
 * calendar, in English), with it otherwise; an invalid date is left to `Intl`, which throws.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): DateFormatter {
    const { calendar = 'gregory', day, month, year, timeZone, ...others } = options;
    const english = { locale, month };
    const withoutIntl =
        isEnglishDate(english) &&
        calendar === 'gregory' &&
        day === 'numeric' &&
        year === 'numeric' &&
        timeZone === 'UTC' &&
        Object.values(others).every(value => value === undefined);
    if (!withoutIntl) {
        return new Intl.DateTimeFormat(locale, options);
    }
    return {
        format(value?: Date | number) {
            const date = new Date(value ?? Date.now());
            return Number.isNaN(date.getTime())
                ? new Intl.DateTimeFormat(locale, options).format(date)
                : englishDate(date, english);
        },
    };
}
