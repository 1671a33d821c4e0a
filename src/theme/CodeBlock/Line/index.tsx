// Wraps the theme's code line: while the page hydrates, the line the server rendered is kept as it is; in a type-aware
// block (src/components/TypeAwareCode), the block decides how the line renders. Otherwise the theme renders it.
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import type { Props } from '@theme/CodeBlock/Line';
import Line from '@theme-original/CodeBlock/Line';
import React, { createElement, type CSSProperties, memo, type ReactElement, useContext, useRef, useState } from 'react';

import { TypeAwareLines } from '@site/src/components/TypeAwareCode/context';
import { BlockFirstRenderedByServer, pageIsHydrating } from '@site/shared/hydration';

/** A line's own content while the page hydrates: none, so React leaves the server's tokens where they are */
const serverContent = { __html: '' };

/**
 * Whether this line keeps what the server rendered. Code is most of a page's elements (60–80 % on the handbook's
 * pages), and React hydrated each token of each line as an element of its own, in the task that makes the page
 * respond. The tokens are the same on the client (same code, same highlighter, the server's colour mode: see
 * src/theme/CodeBlock), and nothing in a line needs React after hydration: a type-aware block listens on its own
 * element and reads the line's elements from the page. A line rendered later (another page, another colour mode)
 * renders as the theme renders it.
 */
function useKeepsServerLine() {
    // the block's highlighter says whether the server rendered the block (plugins/code-highlighting); without it
    // (the site's patches off), the page says whether it is hydrating, and the effect below checks the line
    const byServer = useContext(BlockFirstRenderedByServer);
    const [keeps, setKeeps] = useState(() => byServer ?? pageIsHydrating());
    const line = useRef<HTMLElement>(null);
    // a line first rendered before hydration ended, but not by the server, renders in full before it is painted
    useIsomorphicLayoutEffect(() => {
        if (keeps && !line.current?.hasChildNodes()) {
            setKeeps(false);
        }
    }, [keeps]);
    return { keeps, line };
}

function LineWrapper(props: Props): React.JSX.Element {
    const typeAware = useContext(TypeAwareLines);
    const { keeps, line } = useKeepsServerLine();
    if (keeps) {
        // the element the theme renders the line as (a <span> in Docusaurus 3.7, a <div> since 3.8), without children
        const { type, props: theirs } = Line(props) as ReactElement<{ className?: string; style?: CSSProperties }>;
        return createElement(type, {
            ref: line,
            className: theirs.className,
            style: theirs.style,
            suppressHydrationWarning: true,
            dangerouslySetInnerHTML: serverContent,
        });
    }
    return <Line {...(typeAware ? typeAware(props) : props)} />;
}

/**
 * A line renders again only when its own props change (its tokens, the theme's line and token props, its classes):
 * when its block renders again for the browser after hydration, or to show the word-wrap button, it stays as it is.
 */
export default memo(LineWrapper);
