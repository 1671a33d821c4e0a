/**
 * Whether a component is first rendered by the browser while it hydrates the page the server rendered, which is when
 * what the server rendered can be kept instead of rendered again (src/theme/CodeBlock/Line, and the highlighter of
 * plugins/code-highlighting). The answer is the one of the first render, kept for the component's life: a later render
 * of the same component must give React the same elements. The development server renders without a server, so never.
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useState } from 'react';

export function useFirstRenderedByServer(): boolean {
    const isBrowser = useIsBrowser();
    const [byServer] = useState(
        () => process.env.NODE_ENV === 'production' && typeof window !== 'undefined' && !isBrowser,
    );
    return byServer;
}
