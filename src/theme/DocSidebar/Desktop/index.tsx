// Wrapper: once the navbar hides on scroll, the sidebar shows the logo drawn for its own background
// (src/components/SidebarLogo) instead of the navbar's, with no title beside it (src/theme/Logo swaps it in).
import type { WrapperProps } from '@docusaurus/types';
import type DesktopType from '@theme/DocSidebar/Desktop';
import Desktop from '@theme-original/DocSidebar/Desktop';
import React from 'react';

import SidebarLogo from '@site/src/components/SidebarLogo';
import { LogoReplacement } from '@site/src/components/SidebarLogo/replacement';

type Props = WrapperProps<typeof DesktopType>;

const sidebarLogo = (className?: string) => <SidebarLogo className={className} />;

export default function DesktopWrapper(props: Props): React.JSX.Element {
    return (
        <LogoReplacement.Provider value={sidebarLogo}>
            <Desktop {...props} />
        </LogoReplacement.Provider>
    );
}
