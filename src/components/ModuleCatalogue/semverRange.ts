/**
 * Explains an npm version range in words, for readers who don't read semver:
 * `^1.2` → "1.2 or any newer minor or patch version".
 */
export function describeRange(range: string): string {
    return range
        .split('||')
        .map(part => part.trim())
        .filter(Boolean)
        .map(describeAlternative)
        .join(', or ');
}

function describeAlternative(alternative: string): string {
    const [, operator = '', version = alternative] = alternative.match(/^(\^|~|>=|>|<=|<|=)?\s*v?(.+)$/) ?? [];
    switch (operator) {
        case '^':
            return /^0\./.test(version)
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
            return /[*xX]|\s/.test(version) ? `versions matching ${alternative}` : `exactly ${version}`;
    }
}
