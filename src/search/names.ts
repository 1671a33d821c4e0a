/**
 * Finding API declarations by name, however the name is typed: exactly (`Ensure.that`), in another case
 * (`ensure`), run together (`clickon` for `Click.on`), as words (`page element`, `take a screenshot`), or as a
 * member's own name (`describedAs`). A query that names a declaration puts it before everything else; a query
 * made of API names (`ensure equals`, `click on button`) puts those declarations first.
 */
import type { ApiRecordFields } from '../../shared/search/records';
import { normalise, stopWords, wordPattern } from '../../shared/search/text';

/** How directly a query names a declaration: the higher, the more surely it is what the reader wants */
export const NameTier = {
    /** Part of the query, run together, names it: `click on` in `click on button` */
    InQuery: 1,
    /** The whole query is a member's own name, when that name is an identifier of several words: `describedAs` */
    MemberName: 2,
    /** The whole query names it, run together or as words: `clickon`, `page element`, `take a screenshot` */
    RunTogether: 3,
    /** The whole query is its name, in any letter case: `Ensure.that`, `ensure` */
    Exact: 4,
} as const;

/** A run of words names the declaration the query asks for when at most this many other meaningful words surround it */
const maxWordsBesideName = 1;

const memberKinds = new Set(['method', 'property', 'accessor', 'constructor', 'enum member']);

export function isMember(api: Pick<ApiRecordFields, 'kind'>): boolean {
    return memberKinds.has(api.kind);
}

const joined = (text: string) => normalise(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** `Ensure.that()` or `Ensure#that` as typed → `ensure.that` */
const qualified = (text: string) => text.trim().replace(/\(\)$/, '').replace(/#/g, '.').toLowerCase();

function addTo(map: Map<string, number[]>, key: string, id: number): void {
    if (!key) {
        return;
    }
    const ids = map.get(key);
    if (ids) {
        ids.push(id);
    } else {
        map.set(key, [id]);
    }
}

export class ApiNameIndex {
    private readonly qualifiedNames = new Map<string, number[]>();
    private readonly joinedNames = new Map<string, number[]>();
    private readonly memberNames = new Map<string, number[]>();
    private readonly members = new Set<number>();

    add(id: number, api: ApiRecordFields): void {
        if (api.kind === 'section') {
            return; // a section of a declaration's documentation names nothing itself
        }
        addTo(this.qualifiedNames, qualified(api.name), id);
        addTo(this.joinedNames, joined(api.name), id);
        if (isMember(api)) {
            this.members.add(id);
            const own = api.name.slice(api.name.lastIndexOf('.') + 1);
            // `describedAs` is surely a member's name; `status` or `axios` is just as likely an ordinary word
            if (/\p{Ll}\p{Lu}/u.test(own)) {
                addTo(this.memberNames, joined(own), id);
            }
        }
    }

    /**
     * The declarations a query names, each with its tier (see NameTier) doubled, plus one for a declaration that
     * is not a member: at the same tier, a class comes before a member of the same name.
     */
    match(query: string): Map<number, number> {
        const found = new Map<number, number>();
        const rate = (ids: number[] | undefined, tier: number) => {
            for (const id of ids ?? []) {
                const score = tier * 2 + (this.members.has(id) ? 0 : 1);
                found.set(id, Math.max(found.get(id) ?? 0, score));
            }
        };
        const words = [...query.matchAll(wordPattern)].map(([word]) => normalise(word));
        if (words.length === 0) {
            return found;
        }
        rate(this.qualifiedNames.get(qualified(query)), NameTier.Exact);
        const meaningful = words.filter(word => !stopWords.has(word));
        for (const form of new Set([words.join(''), meaningful.join('')])) {
            rate(this.joinedNames.get(form), NameTier.RunTogether);
        }
        if (words.length === 1) {
            rate(this.memberNames.get(words[0]), NameTier.MemberName);
            return found;
        }

        // parts of the query that name declarations: a run of words that reads as one name (`click on`, `is visible`),
        // or single words when every meaningful word of the query is a name (`ensure equals`)
        const spans: Array<{ ids: number[]; words: number[] }> = [];
        for (let start = 0; start < words.length; start++) {
            for (let end = start + 1; end <= Math.min(words.length, start + 4); end++) {
                if (end - start === words.length) {
                    continue; // the whole query: rated above
                }
                const run = words.slice(start, end);
                if (run.every(word => stopWords.has(word))) {
                    continue;
                }
                const ids = this.joinedNames.get(run.join(''));
                if (ids) {
                    spans.push({ ids, words: Array.from({ length: end - start }, (_, i) => start + i) });
                }
            }
        }
        const covered = new Set(spans.flatMap(span => span.words));
        const allNamed = words.every((word, index) => stopWords.has(word) || covered.has(index));
        for (const span of spans) {
            // a name among a question's many other words (`if element is present then click`) is not what it asks for
            const others = words.filter((word, index) => !stopWords.has(word) && !span.words.includes(index));
            if ((span.words.length > 1 && others.length <= maxWordsBesideName) || allNamed) {
                rate(span.ids, NameTier.InQuery);
            }
        }
        return found;
    }
}
