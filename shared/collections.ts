/** Adds a value to the list a map holds under a key, starting the list if there is none. */
export function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
    const values = map.get(key);
    if (values) {
        values.push(value);
    } else {
        map.set(key, [value]);
    }
}
