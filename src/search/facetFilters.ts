import { SearchRequestError } from './requestError';

/**
 * Algolia's `facetFilters`: a string or an array; the top level is AND, an inner array is OR, and
 * `attr:-value` negates (`attr:\-value` is a value that starts with a dash).
 */
export type FacetFilters = string | Array<string | string[]>;

export interface FacetTest {
    attribute: string;
    value: string;
    negated: boolean;
}

/** Clauses joined by AND; each clause's tests are joined by OR. */
export type ParsedFacetFilters = FacetTest[][];

/** A facet filter the engine cannot read: a bad request, answered with a 400 */
export class InvalidFacetFilter extends SearchRequestError {}

function parseTest(filter: unknown): FacetTest {
    if (typeof filter !== 'string') {
        throw new InvalidFacetFilter(`A facet filter must be a string, got ${JSON.stringify(filter)}`);
    }
    const quoted = /^"((?:[^"\\]|\\.)*)":(.*)$/.exec(filter);
    const colon = filter.indexOf(':');
    if (!quoted && colon < 1) {
        throw new InvalidFacetFilter(`A facet filter reads "attribute:value", got ${JSON.stringify(filter)}`);
    }
    const attribute = quoted ? quoted[1] : filter.slice(0, colon);
    let value = quoted ? quoted[2] : filter.slice(colon + 1);
    let negated = false;
    if (value.startsWith('-')) {
        negated = true;
        value = value.slice(1);
    }
    value = value.replace(/^"(.*)"$/, '$1');
    if (value.startsWith('\\-')) {
        value = value.slice(1);
    }
    return { attribute, value, negated };
}

export function parseFacetFilters(filters: unknown): ParsedFacetFilters {
    if (filters === undefined || filters === null) {
        return [];
    }
    if (typeof filters === 'string') {
        // Algolia also accepts a JSON-encoded array where a string is expected
        if (filters.trim().startsWith('[')) {
            return parseFacetFilters(JSON.parse(filters));
        }
        return [[parseTest(filters)]];
    }
    if (!Array.isArray(filters)) {
        throw new InvalidFacetFilter(`facetFilters must be a string or an array, got ${JSON.stringify(filters)}`);
    }
    return filters.map(clause => (Array.isArray(clause) ? clause.map(parseTest) : [parseTest(clause)]));
}

type FacetValue = string | string[] | null | undefined;

export function matchesFacetFilters(attributes: (name: string) => FacetValue, filters: ParsedFacetFilters): boolean {
    return filters.every(clause =>
        clause.some(({ attribute, value, negated }) => {
            const actual = attributes(attribute);
            const values = Array.isArray(actual) ? actual : actual == null ? [] : [actual];
            return values.includes(value) !== negated;
        }),
    );
}

/**
 * The `docusaurus_tag` values a request can match, so that only those partitions are loaded; undefined
 * when the filters do not narrow the tags down.
 */
export function tagsAskedFor(filters: ParsedFacetFilters): string[] | undefined {
    const clauses = filters.filter(
        clause => clause.length > 0 && clause.every(test => test.attribute === 'docusaurus_tag' && !test.negated),
    );
    if (clauses.length === 0) {
        return undefined;
    }
    return clauses
        .map(clause => clause.map(test => test.value))
        .reduce((kept, values) => kept.filter(value => values.includes(value)));
}
