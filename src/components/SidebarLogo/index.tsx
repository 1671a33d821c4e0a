import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import React from 'react';

import { logo } from '@site/shared/site';

/**
 * The logo the docs sidebar shows once the navbar has scrolled away. The navbar is dark in both colour modes,
 * the sidebar is not: here the logo follows the mode, in its variant for a light or a dark background. The
 * image names the site, so no title is written beside it. Out of the tab order, as the theme has it: the
 * navbar's logo is the keyboard's way home.
 */
export default function SidebarLogo({ className }: { className?: string }): React.JSX.Element {
    const sources = {
        light: useBaseUrl(logo.onLightBackground),
        dark: useBaseUrl(logo.onDarkBackground),
    };
    return (
        <Link to="/" tabIndex={-1} className={className}>
            <ThemedImage sources={sources} alt={logo.alt} width={logo.width} height={logo.height} />
        </Link>
    );
}
