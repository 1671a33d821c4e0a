/**
 * The reports show when the tests ran. So that a rerun of `npm run screenshots` shows the same dates, and
 * no picture shows the maintainer's clock, every date in a captured page is moved by the same offset: the
 * run appears to have started at 10:00 UTC on the release date of the installed `@serenity-js/core`.
 * Durations and the order of events stay as they were. All formats are read and written in UTC (the
 * script runs Java, Node.js and Chromium with the UTC time zone).
 */

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const two = (n: number) => String(n).padStart(2, '0');

interface DateFormat {
    pattern: RegExp;
    parse(match: RegExpExecArray): Date;
    format(date: Date, match: RegExpExecArray): string;
}

const utc = (year: number, month: number, day: number, hours: number, minutes: number, seconds: number) =>
    new Date(Date.UTC(year, month, day, hours, minutes, seconds));

const formats: DateFormat[] = [
    {
        // Serenity BDD's "Report generated 23-11-2026 21:14:24" (seconds are left out on some pages)
        pattern: /\b(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})(:(\d{2}))?\b/g,
        parse: m => utc(+m[3], +m[2] - 1, +m[1], +m[4], +m[5], +(m[7] ?? 0)),
        format: (d, m) =>
            `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}${m[6] ? `:${two(d.getUTCSeconds())}` : ''}`,
    },
    {
        // HTTP's Date header, as in "Mon, 23 Nov 2026 21:16:17 GMT"
        pattern:
            /\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT\b/g,
        parse: m => utc(+m[4], months.indexOf(m[3]), +m[2], +m[5], +m[6], +m[7]),
        format: d =>
            `${weekdays[d.getUTCDay()]}, ${two(d.getUTCDate())} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} GMT`,
    },
    {
        // Serenity BDD's "Tests Started: Nov 23, 2026 21:14:12"
        pattern:
            /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}), (\d{4})(\s+)(\d{2}):(\d{2}):(\d{2})\b/g,
        parse: m => utc(+m[3], months.indexOf(m[1]), +m[2], +m[5], +m[6], +m[7]),
        format: (d, m) =>
            `${months[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}${m[4]}${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`,
    },
    {
        // Playwright's HTML report in the en-US locale: "11/23/2026, 9:14:12 PM"
        pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{4}), (\d{1,2}):(\d{2}):(\d{2}) (AM|PM)\b/g,
        parse: m => utc(+m[3], +m[1] - 1, +m[2], (+m[4] % 12) + (m[7] === 'PM' ? 12 : 0), +m[5], +m[6]),
        format: d => {
            const hours = d.getUTCHours();
            return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}, ${hours % 12 === 0 ? 12 : hours % 12}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
        },
    },
];

/** Moves every date and time the text shows, in the formats the reports use, by `offsetMs`. */
export function shiftDates(text: string, offsetMs: number): string {
    return formats.reduce(
        (shifted, { pattern, parse, format }) =>
            shifted.replace(pattern, (...args) => {
                const match = args.slice(0, -2) as unknown as RegExpExecArray;
                return format(new Date(parse(match).getTime() + offsetMs), match);
            }),
        text,
    );
}

/** 10:00 UTC on the day the CHANGELOG of a package gives for `version`. */
export function releaseMorning(changelog: string, version: string): Date {
    const escaped = version.replace(/\./g, '\\.');
    const heading = new RegExp(`^##\\s+\\[?${escaped}\\]?(?:\\([^)]*\\))?\\s+\\((\\d{4}-\\d{2}-\\d{2})\\)`, 'm').exec(
        changelog,
    );
    if (!heading) {
        throw new Error(`The CHANGELOG has no heading with a date for version ${version}`);
    }
    return new Date(`${heading[1]}T10:00:00Z`);
}
