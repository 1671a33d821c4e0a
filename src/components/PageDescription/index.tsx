import Head from '@docusaurus/Head';
import React from 'react';

/**
 * Wraps a theme page component so that its page carries a meaningful description (for search results
 * and social cards) where the theme only sets a one-word one. Rendered after the page, so it wins.
 */
export function withDescription<P extends object>(
    Page: React.ComponentType<P>,
    description: string,
): React.ComponentType<P> {
    return function PageWithDescription(props: P) {
        return (
            <>
                <Page {...props} />
                <Head>
                    <meta name="description" content={description} />
                    <meta property="og:description" content={description} />
                </Head>
            </>
        );
    };
}
