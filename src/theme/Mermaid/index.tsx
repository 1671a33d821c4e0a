// Wraps the theme's Mermaid component so the Mermaid library (about 160 KB gzip) is downloaded only by
// pages that show a diagram: the stock component is in every MDX page's bundle and imports it eagerly.
import BrowserOnly from '@docusaurus/BrowserOnly';
import type { Props } from '@theme/Mermaid';
import React, { lazy, Suspense } from 'react';

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): React.JSX.Element {
    // the theme renders diagrams only in the browser too; this placeholder keeps the layout stable meanwhile
    const placeholder = <div className="docusaurus-mermaid-container" aria-busy="true" />;
    return (
        <BrowserOnly fallback={placeholder}>
            {() => (
                <Suspense fallback={placeholder}>
                    <OriginalMermaid {...props} />
                </Suspense>
            )}
        </BrowserOnly>
    );
}
