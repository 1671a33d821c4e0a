/**
 * Highlight and snippet results, built so that no markup can come from a page or a query: the stored
 * text is decoded, cut into segments, each segment re-escaped, and only the allow-listed tags are
 * inserted around matched words. The query itself is never copied into the output.
 */
import { fromHtmlSafe, htmlSafe } from '../../shared/html';
import { camelCaseParts, normalise, stem, wordPattern } from '../../shared/search/text';

export interface HighlightTags {
    pre: string;
    post: string;
}

/** Tag pairs a request may ask for; anything else is refused. */
export const allowedHighlightTags: readonly HighlightTags[] = [
    { pre: '<mark>', post: '</mark>' },
    { pre: '<em>', post: '</em>' },
    { pre: '<span class="algolia-docsearch-suggestion--highlight">', post: '</span>' },
];

/** The DocSearch index default, which the search page expects and renames to its own class. */
export const defaultHighlightTags = allowedHighlightTags[2];

export function isAllowedHighlightTags(tags: HighlightTags): boolean {
    return allowedHighlightTags.some(allowed => allowed.pre === tags.pre && allowed.post === tags.post);
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
    value: string;
    matchLevel: MatchLevel;
    matchedWords: string[];
    fullyHighlighted: boolean;
}

export interface SnippetResult {
    value: string;
    matchLevel: MatchLevel;
}

/** Which query words a normalised term of the text matches (none: not highlighted). */
export type TermMatcher = (term: string) => string[];

/**
 * One typo for words of 5 characters or more, two from 9: the engine's typo tolerance. (Algolia's
 * DocSearch settings allow them from 3 and 7; shorter words with typos cost more time than they find.)
 */
export function typosAllowed(word: string): number {
    return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/** Typing: the last query word is also a prefix, from this length on (shorter prefixes match too much to help). */
export const minimumPrefixLength = 2;

export function prefixAllowed(index: number, words: readonly string[]): boolean {
    return index === words.length - 1 && words[index].length >= minimumPrefixLength;
}

export function editDistance(a: string, b: string, limit: number): number {
    if (Math.abs(a.length - b.length) > limit) {
        return limit + 1;
    }
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        let best = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            best = Math.min(best, current[j]);
        }
        if (best > limit) {
            return limit + 1;
        }
        previous = current;
    }
    return previous[b.length];
}

/**
 * A matcher for one hit: a term of the text is highlighted when the engine matched it in this record
 * and it is one of the query words, starts with the last one, or is within that word's typo allowance.
 */
export function termMatcher(words: readonly string[], termsMatchedInRecord: ReadonlySet<string>): TermMatcher {
    const cache = new Map<string, string[]>();
    // the engine matches words by their stems (see shared/search/text.ts), so the highlighter compares stems too
    const stems = words.map(stem);
    return term => {
        let found = cache.get(term);
        if (!found) {
            const stemmed = stem(term);
            found =
                termsMatchedInRecord.has(stemmed) || termsMatchedInRecord.has(term)
                    ? words.filter((word, index) => {
                          const wordStem = stems[index];
                          return (
                              stemmed === wordStem ||
                              (prefixAllowed(index, words) &&
                                  (term.startsWith(word) || stemmed.startsWith(wordStem))) ||
                              editDistance(stemmed, wordStem, typosAllowed(word)) <= typosAllowed(word) ||
                              (prefixAllowed(index, words) &&
                                  editDistance(term.slice(0, word.length), word, typosAllowed(word)) <=
                                      typosAllowed(word))
                          );
                      })
                    : [];
            cache.set(term, found);
        }
        return found;
    };
}

const wordsMatchedCache = new WeakMap<TermMatcher, Map<string, string[]>>();

function wordsMatched(word: string, matcher: TermMatcher): string[] {
    let cache = wordsMatchedCache.get(matcher);
    if (!cache) {
        cache = new Map();
        wordsMatchedCache.set(matcher, cache);
    }
    let found = cache.get(word);
    if (!found) {
        found = wordsMatchedUncached(word, matcher);
        cache.set(word, found);
    }
    return found;
}

function wordsMatchedUncached(word: string, matcher: TermMatcher): string[] {
    const matched = new Set(matcher(normalise(word)));
    for (const part of camelCaseParts(word)) {
        matcher(normalise(part)).forEach(found => matched.add(found));
    }
    return [...matched];
}

function markUp(text: string, matcher: TermMatcher, tags: HighlightTags) {
    let value = '';
    let last = 0;
    let words = 0;
    let highlighted = 0;
    const matched = new Set<string>();
    for (const match of text.matchAll(wordPattern)) {
        words++;
        const found = wordsMatched(match[0], matcher);
        if (found.length > 0) {
            highlighted++;
            found.forEach(word => matched.add(word));
            value += htmlSafe(text.slice(last, match.index)) + tags.pre + htmlSafe(match[0]) + tags.post;
            last = match.index + match[0].length;
        }
    }
    value += htmlSafe(text.slice(last));
    return { value, matched, fullyHighlighted: words > 0 && highlighted === words };
}

function matchLevelOf(matched: ReadonlySet<string>, words: readonly string[]): MatchLevel {
    const count = words.filter(word => matched.has(word)).length;
    return count === 0 ? 'none' : count === words.length ? 'full' : 'partial';
}

export function highlight(
    storedText: string,
    words: readonly string[],
    matcher: TermMatcher,
    tags: HighlightTags,
): HighlightResult {
    const { value, matched, fullyHighlighted } = markUp(fromHtmlSafe(storedText), matcher, tags);
    return {
        value,
        matchLevel: matchLevelOf(matched, words),
        matchedWords: words.filter(word => matched.has(word)),
        fullyHighlighted,
    };
}

/** Punctuation that would stand between a cut and its ellipsis ("browser.…", "and,…", "wait...…"), and is dropped */
const beforeCut = /[\s.,;:!?…\-–—(]+$/u;
const afterCut = /^[\s.,;:!?…\-–—]+/u;

/**
 * A window of `length` words around the first match. Where the text was cut, the snippet ends (or starts) on a whole
 * word, with the ellipsis and no punctuation or ellipsis of the text's own next to it: one ellipsis, never two.
 */
export function snippet(
    storedText: string,
    words: readonly string[],
    matcher: TermMatcher,
    tags: HighlightTags,
    length: number,
    ellipsis: string,
): SnippetResult {
    const text = fromHtmlSafe(storedText);
    const chunks = [...text.matchAll(/\S+/g)];
    if (chunks.length <= length) {
        const { value, matched } = markUp(text, matcher, tags);
        return { value, matchLevel: matchLevelOf(matched, words) };
    }
    const first = chunks.findIndex(chunk =>
        [...chunk[0].matchAll(wordPattern)].some(word => wordsMatched(word[0], matcher).length > 0),
    );
    const start = first === -1 ? 0 : Math.max(0, Math.min(first - Math.floor(length / 4), chunks.length - length));
    const end = Math.min(chunks.length, start + length);
    const from = chunks[start].index;
    const to = chunks[end - 1].index + chunks[end - 1][0].length;
    let shown = text.slice(from, to);
    if (end < chunks.length) {
        shown = shown.replace(beforeCut, '');
    }
    if (start > 0) {
        shown = shown.replace(afterCut, '');
    }
    const { value, matched } = markUp(shown, matcher, tags);
    const mark = htmlSafe(ellipsis);
    return {
        value: `${start > 0 ? mark : ''}${value}${end < chunks.length ? mark : ''}`,
        matchLevel: matchLevelOf(matched, words),
    };
}
