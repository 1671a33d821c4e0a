import Link from '@docusaurus/Link';
import React from 'react';

const markdownLink = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Renders the small Markdown subset used by catalogue descriptions: text with `[label](url)` links.
 * Everything else is rendered as text, never as markup.
 */
export function MarkdownLinks({ text }: { text: string }): React.JSX.Element {
    const parts: React.ReactNode[] = [];
    let last = 0;
    for (const match of text.matchAll(markdownLink)) {
        parts.push(text.slice(last, match.index));
        parts.push(
            <Link key={match.index} to={match[2]}>
                {match[1]}
            </Link>,
        );
        last = (match.index ?? 0) + match[0].length;
    }
    parts.push(text.slice(last));
    return <>{parts}</>;
}
