/** Adds a value to the list a map holds under a key, starting the list if there is none. */
export function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
    const values = map.get(key);
    if (values) {
        values.push(value);
    } else {
        map.set(key, [value]);
    }
}

/** The median of some numbers: the middle one, or the mean of the two middle ones of an even count */
export function median(values: number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
