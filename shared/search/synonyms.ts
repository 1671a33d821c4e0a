/**
 * Words readers use for what the site calls something else. The embedded engine searches each word of a query
 * together with its synonyms; `npm run search:push` gives a hosted index the same list, so both modes agree.
 * One-way entries (`from` → `to`) are for abbreviations; groups are interchangeable.
 */
export interface Synonyms {
    /** Interchangeable words and phrases */
    groups: string[][];
}

export const synonyms: Synonyms = {
    groups: [
        ['vscode', 'visual studio code', 'vs code'],
        ['intellij', 'jetbrains', 'webstorm'],
        ['screenshot', 'photo', 'photographer'],
        ['contains', 'includes'],
        ['ci', 'continuous integration', 'pipeline'],
        ['wdio', 'webdriverio'],
        ['pw', 'playwright'],
        ['js', 'javascript'],
        ['ts', 'typescript'],
        ['upgrade', 'migrate', 'migration'],
        ['bug', 'issue'],
    ],
};

/** The synonyms of one (normalised) word, each a phrase of normalised words; the word itself is not among them */
export function synonymsOf(word: string, list: Synonyms = synonyms): string[][] {
    return list.groups
        .filter(group => group.includes(word))
        .flatMap(group => group.filter(entry => entry !== word))
        .map(entry => entry.split(' '));
}
