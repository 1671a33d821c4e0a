import Link from '@docusaurus/Link';
import clsx from 'clsx';
import React from 'react';

import type { Part } from '@site/shared/api-reference';

import styles from './styles.module.css';

const classOf = {
    k: styles.keyword,
    t: styles.type,
    n: styles.name,
    l: styles.literal,
    p: styles.punctuation,
} as const;

/** A signature or declaration, highlighted, with every documented type linked to its page. */
export default function Code({ parts, className }: { parts: Part[]; className?: string }): React.JSX.Element {
    return (
        <pre className={clsx(styles.code, className)}>
            <code>
                {parts.map((part, index) => {
                    const tokenClass = part.k ? classOf[part.k] : undefined;
                    return part.h ? (
                        <Link key={index} to={part.h} className={tokenClass}>
                            {part.t}
                        </Link>
                    ) : (
                        <span key={index} className={tokenClass}>
                            {part.t}
                        </span>
                    );
                })}
            </code>
        </pre>
    );
}
