/**
 * The little of npm's version ranges that the site reads: a range's alternatives (`^20 || ^22`), each an
 * operator and a version, compared by their numbers. One parser for the catalogue, the presets file and the
 * phrases pages show. Browser-safe.
 */

export interface RangeAlternative {
    /** `^`, `~`, `>=`, `>`, `<=`, `<`, `=` or `''` */
    operator: string;
    /** As written, without a leading `v`: `1.59.1`, `20`, `1.x` */
    version: string;
    /** The alternative as written, trimmed */
    text: string;
}

/** `^20 || >=22.1` → its alternatives, in order */
export function rangeAlternatives(range: string): RangeAlternative[] {
    return range
        .split('||')
        .map(part => part.trim())
        .filter(Boolean)
        .map(text => {
            const [, operator = '', version = text] = /^(\^|~|>=|>|<=|<|=)?\s*v?(.+)$/.exec(text) ?? [];
            return { operator, version, text };
        });
}

/** The leading numbers of a version: `1.59.1-beta` → `[1, 59, 1]`; nothing numeric → `[]` */
export function versionNumbers(version: string): number[] {
    return (/^\d+(?:\.\d+)*/.exec(version)?.[0] ?? '').split('.').filter(Boolean).map(Number);
}

/** Orders versions by their numbers, missing parts counting as 0 */
export function compareVersions(a: string, b: string): number {
    const left = versionNumbers(a);
    const right = versionNumbers(b);
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
        const difference = (left[index] ?? 0) - (right[index] ?? 0);
        if (difference !== 0) {
            return difference;
        }
    }
    return 0;
}

/**
 * `['^9.27.0', '^8.46.0', '^8.46.0']` → `'^8.46.0 || ^9.27.0'`: every alternative any module supports,
 * once each, oldest first. Two modules that support different versions of one tool (WebdriverIO 8
 * and 9) are both represented, instead of whichever was read last.
 */
export function unionOfRanges(ranges: string[]): string {
    const alternatives = new Map<string, RangeAlternative>();
    for (const alternative of ranges.flatMap(rangeAlternatives)) {
        alternatives.set(alternative.text, alternative);
    }
    return [...alternatives.values()]
        .sort((a, b) => compareVersions(a.version, b.version) || a.text.localeCompare(b.text))
        .map(alternative => alternative.text)
        .join(' || ');
}

/**
 * Explains a range in words, for readers who don't read semver:
 * `^1.2` → "1.2 or any newer minor or patch version".
 */
export function describeRange(range: string): string {
    return rangeAlternatives(range).map(describeAlternative).join(', or ');
}

function describeAlternative({ operator, version, text }: RangeAlternative): string {
    switch (operator) {
        case '^':
            return version.startsWith('0.')
                ? `${version} or any newer patch version`
                : `${version} or any newer minor or patch version`;
        case '~':
            return `${version} or any newer patch version`;
        case '>=':
            return `${version} or newer`;
        case '>':
            return `anything newer than ${version}`;
        case '<=':
            return `${version} or older`;
        case '<':
            return `anything older than ${version}`;
        default:
            return /[*xX]|\s/.test(version) ? `versions matching ${text}` : `exactly ${version}`;
    }
}

/** `^18.12 || ^20 || ^22` → "18.12, 20, and 22": the versions a range starts from, as a phrase */
export function supportedVersionsPhrase(range: string, conjunction: 'and' | 'or' = 'and'): string {
    const versions = rangeAlternatives(range)
        .map(({ version }) => /^\d+(?:\.\d+){0,2}/.exec(version)?.[0])
        .filter((version): version is string => Boolean(version));

    if (versions.length === 0) {
        throw new Error(`"${range}" names no Node.js version`);
    }
    if (versions.length === 1) {
        return versions[0];
    }
    if (versions.length === 2) {
        return `${versions[0]} ${conjunction} ${versions[1]}`;
    }
    return `${versions.slice(0, -1).join(', ')}, ${conjunction} ${versions.at(-1)}`;
}
