// Browser-safe: used by components as well as by the configuration.

export interface Engines {
    node: string;
}

/**
 * Turns an engines range such as `^18.12 || ^20 || ^22` into the phrase "18.12, 20, and 22".
 */
export function supportedVersionsPhrase(range: string, conjunction: 'and' | 'or' = 'and'): string {
    const versions = range
        .split('||')
        .map(part => part.trim().match(/\d+(?:\.\d+){0,2}/)?.[0])
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
