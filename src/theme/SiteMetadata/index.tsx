// Wraps the site-wide metadata to announce each published page's Markdown twin in its head, rendered by the
// server like the rest of the head (plugins/markdown-twins writes the twins). The theme's own metadata is unchanged.
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import routes from '@generated/routes';
import Original from '@theme-original/SiteMetadata';
import React, { useMemo } from 'react';

import { twinMediaType, twinOfLocation } from '@site/shared/markdown-twins';

export default function SiteMetadata(): React.JSX.Element {
    const { pathname } = useLocation();
    const twin = useMemo(() => twinOfLocation(routes, pathname), [pathname]);
    return (
        <>
            <Original />
            {twin && (
                <Head>
                    <link rel="alternate" type={twinMediaType} href={twin} title="This page as Markdown" />
                </Head>
            )}
        </>
    );
}
