// Wrapper: inside the docs sidebar (src/theme/DocSidebar/Desktop), the theme's logo gives way to the sidebar's own,
// drawn for the sidebar's background; everywhere else it is the theme's logo, unchanged.
import type { WrapperProps } from '@docusaurus/types';
import type LogoType from '@theme/Logo';
import Logo from '@theme-original/Logo';
import React, { useContext } from 'react';

import { LogoReplacement } from '@site/src/components/SidebarLogo/replacement';

type Props = WrapperProps<typeof LogoType>;

export default function LogoWrapper(props: Props): React.JSX.Element {
    const replacement = useContext(LogoReplacement);
    return replacement ? <>{replacement(props.className)}</> : <Logo {...props} />;
}
