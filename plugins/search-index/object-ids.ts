/**
 * The ids of search records, for the hosted index as for the embedded one: 16 hex characters, the same in every
 * build for the same record, and unique within a build — a record whose identity an earlier one already had gets
 * the number of its predecessors added (the second "Example" paragraph of a section, say).
 */
import { createHash } from 'node:crypto';

/** A function that gives each identity, in the order met, its record's id */
export function objectIds(): (identity: string) => string {
    const seen = new Map<string, number>();
    return identity => {
        const occurrence = seen.get(identity) ?? 0;
        seen.set(identity, occurrence + 1);
        return createHash('sha1')
            .update(occurrence ? `${identity}#${occurrence}` : identity)
            .digest('hex')
            .slice(0, 16);
    };
}
