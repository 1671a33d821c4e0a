/**
 * Text rules shared by the indexer (build time) and the engine (in the browser): how text is cut into
 * the terms that are indexed and searched. (How stored text is kept HTML-safe: shared/html.ts.)
 */

/**
 * Letters, digits and `_` make words (`_` as the crawler's `separatorsToIndex: '_'`); the rest separates, except an
 * apostrophe between letters: `don't` and `couldn't` are one word each (`dont`, `couldnt`), not `don` and a stray `t`.
 */
export const wordPattern = /[\p{L}\p{N}_]+(?:['\u2019]\p{L}+)*/gu;

/** Every character of the word is ASCII (so no Unicode normalisation can change it) */
// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL on purpose
const isAscii = (word: string): boolean => /^[\x00-\x7f]*$/.test(word);

/** Lower case, compatibility-normalised, without diacritics: the form a term is indexed and searched in. */
export function normalise(word: string): string {
    // most words are ASCII: skip the (slow) Unicode normalisation for them
    return isAscii(word)
        ? word.toLowerCase().replace(/'/g, '')
        : word
              .normalize('NFKD')
              .replace(/\p{M}+|['\u2019]/gu, '')
              .toLowerCase();
}

/** `PageElement` → `Page`, `Element`; `isVisible` → `is`, `Visible`; `HTTPRequest` → `HTTP`, `Request`. */
export function camelCaseParts(word: string): string[] {
    // the common case, cheaply: a word with no capital after its first letter and no `_` has no parts
    if (isAscii(word) && !/[A-Z_]/.test(word.slice(1))) {
        return [];
    }
    const parts = word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|_+/u).filter(Boolean);
    return parts.length > 1 ? parts : [];
}

/** Terms to index for a text: every word, and the parts of camelCase or snake_case words as well. */
export function indexTerms(text: string): string[] {
    const terms: string[] = [];
    for (const [word] of text.matchAll(wordPattern)) {
        terms.push(normalise(word));
        for (const part of camelCaseParts(word)) {
            terms.push(normalise(part));
        }
    }
    return terms;
}

/** Terms of a query: its words only, so `PageElement` looks for that name and `page element` for its parts. */
export function queryTerms(query: string): string[] {
    return [...query.matchAll(wordPattern)].map(([word]) => normalise(word));
}

/** The whole text in its searchable form, to compare a query with a heading. */
export function comparable(text: string): string {
    return queryTerms(text).join(' ');
}

/**
 * Words that carry no meaning on their own in a query ("how to send a request"): they are not required to
 * match, unless the query has nothing else. (An API name made of them, such as `Click.on`, is still found by
 * its name, see src/search/names.ts.)
 */
export const stopWords: ReadonlySet<string> = new Set(
    (
        'a an and are as at be but by can do does for from how i if in into is it me my no not of on or our so ' +
        'than that the their then there these this to too use using via was we what when where which while who ' +
        'why will with you your'
    ).split(' '),
);

/**
 * A light English stemmer, applied alike to the words of the index and of a query, so that `waiting`, `waits`
 * and `waited` find `wait`, `requests` finds `request` and `verifying` finds `verify`. It only takes common
 * inflections off longer words; it never has to be linguistically right, only the same on both sides.
 */
export function stem(term: string): string {
    if (term.length < 4 || !/^[a-z]+$/.test(term)) {
        return term;
    }
    let stemmed = term;
    if (term.length >= 5) {
        if (stemmed.endsWith('ies') && stemmed.length > 5) {
            stemmed = `${stemmed.slice(0, -3)}y`;
        } else if (stemmed.endsWith('ing') && stemmed.length > 6) {
            stemmed = stemmed.slice(0, -3);
        } else if (stemmed.endsWith('ed') && stemmed.length > 5) {
            stemmed = stemmed.slice(0, -2);
        } else if (/(?:ches|shes|sses|xes|zes)$/.test(stemmed)) {
            stemmed = stemmed.slice(0, -2);
        } else if (stemmed.endsWith('s') && !/(?:ss|us|is)$/.test(stemmed)) {
            stemmed = stemmed.slice(0, -1);
        }
        // `running` → `runn` → `run`
        if (/([b-df-hj-np-tv-z])\1$/.test(stemmed) && !/(?:ll|ss|zz)$/.test(stemmed)) {
            stemmed = stemmed.slice(0, -1);
        }
    }
    // `configure`, `configured`, `configures` → `configur`; `page`, `pages` → `pag`
    return stemmed.endsWith('e') && stemmed.length >= 4 ? stemmed.slice(0, -1) : stemmed;
}
