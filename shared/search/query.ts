/**
 * What each word of a query is for. Readers type questions ("how do I clear the local storage", "why does Wait.until
 * not work") and paste error messages, whose quoted names, numbers, paths and markup differ from run to run. The
 * engine ranks by the words that carry the question's meaning; the rest may match, but count for little.
 */
import { normalise, stopWords, wordPattern } from './text';

/**
 * - `meaningful`: what the reader asks about: these decide which pages answer;
 * - `filler`: the words of the question itself (`how`, `does`, `not`, `working`), which any page could contain;
 * - `value`: a run-time value inside a pasted message (a quoted name, a number, a path, a URL, markup), which differs
 *   from one run to the next, so no page can be expected to contain it.
 */
export type WordRole = 'meaningful' | 'filler' | 'value';

export interface QueryWord {
    term: string;
    role: WordRole;
}

/** Words that make a question a question, or a complaint: they say nothing about the topic */
export const questionWords: ReadonlySet<string> = new Set([
    ...stopWords,
    ...(
        'am any anyone anything best cannot cant correct correctly could couldnt did didnt doesnt dont got has have ' +
        'help im isnt its ive possible please proper properly should some someone something way wont work worked ' +
        'working works would wouldnt'
    ).split(' '),
]);

/**
 * Spans of a pasted message that hold run-time values: text in quotes (an unclosed quote runs to the end, as a
 * message cut at the box's 64 characters leaves it), markup, URLs, file paths, and numbers with or without a unit.
 * An apostrophe inside a word (`don't`) is no quote.
 */
const valuePattern = new RegExp(
    [
        /(?<![\p{L}\p{N}])(["'`\u2018\u201C])(?:(?!\1)[^\n])*(?:\1(?![\p{L}\p{N}])|$)/u.source,
        /<[^<>]*>?/u.source,
        /\b[a-z][a-z0-9+.-]*:\/\/\S*/u.source,
        /(?:[A-Za-z]:)?(?:[.~]{0,2}[\\/][^\s\\/:]+){2,}\S*/u.source,
        /\b\d[\d.,:]*(?:ms|s|px|kb|mb)?\b/u.source,
    ].join('|'),
    'gu',
);

/** The words of a query, in order, each with its role (see WordRole) */
export function queryWords(query: string): QueryWord[] {
    const words: QueryWord[] = [];
    let last = 0;
    const add = (text: string, asValue: boolean) => {
        for (const [word] of text.matchAll(wordPattern)) {
            const term = normalise(word);
            words.push({ term, role: asValue ? 'value' : questionWords.has(term) ? 'filler' : 'meaningful' });
        }
    };
    for (const match of query.matchAll(valuePattern)) {
        add(query.slice(last, match.index), false);
        add(match[0], true);
        last = match.index + match[0].length;
    }
    add(query.slice(last), false);
    return words;
}
