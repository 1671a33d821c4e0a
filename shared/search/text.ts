/**
 * Text rules shared by the indexer (build time) and the engine (in the browser): how text is cut into
 * the terms that are indexed and searched. (How stored text is kept HTML-safe: shared/html.ts.)
 */

/** Letters, digits and `_` make words (`_` as the crawler's `separatorsToIndex: '_'`); the rest separates. */
export const wordPattern = /[\p{L}\p{N}_]+/gu;

/** Lower case, compatibility-normalised, without diacritics: the form a term is indexed and searched in. */
export function normalise(word: string): string {
    // most words are ASCII: skip the (slow) Unicode normalisation for them
    return /^[\x00-\x7f]*$/.test(word)
        ? word.toLowerCase()
        : word
              .normalize('NFKD')
              .replace(/\p{M}+/gu, '')
              .toLowerCase();
}

/** `PageElement` → `Page`, `Element`; `isVisible` → `is`, `Visible`; `HTTPRequest` → `HTTP`, `Request`. */
export function camelCaseParts(word: string): string[] {
    // the common case, cheaply: a word with no capital after its first letter and no `_` has no parts
    if (/^[\x00-\x7f]*$/.test(word) && !/[A-Z_]/.test(word.slice(1))) {
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
