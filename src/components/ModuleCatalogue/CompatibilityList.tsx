import React from 'react';

import { type Compatibility, dependencyTypeMeaning } from '@site/shared/catalogue';

import { describeRange } from '@site/shared/semver';
import styles from './styles.module.css';

/** The tools a module works with, each version range explained in words. Shared by the API index and the releases matrix. */
export function CompatibilityList({
    compatibility,
}: {
    compatibility: Record<string, Compatibility>;
}): React.JSX.Element {
    if (Object.keys(compatibility).length === 0) {
        return <>No external tools needed</>;
    }
    return (
        <ul className={styles.integrations}>
            {Object.entries(compatibility).map(([name, { version, type }]) => (
                <li key={name}>
                    <a href={`https://www.npmjs.com/package/${name}`}>
                        <code>{name}</code>
                    </a>{' '}
                    <code>{version}</code>{' '}
                    <span className={styles.explanation}>
                        — {describeRange(version)}; {type} ({dependencyTypeMeaning[type]})
                    </span>
                </li>
            ))}
        </ul>
    );
}
