// Wraps the theme's mobile navbar sidebar: its menus (on a docs page, the whole docs sidebar once more) are rendered in
// idle time after the page has hydrated, or at once if the reader opens the menu first, not as an update at start-up.
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import React, { type ReactNode, startTransition, useEffect, useState } from 'react';

import { whenIdle } from '@site/shared/idle';

/**
 * The theme renders the closed menu as soon as the window turns out to be a phone's, just after hydration, as an
 * ordinary update, in one task: ~140 components on a handbook page, ~300 on an API page, twice (the docs sidebar fills
 * the menu's second panel in an effect). Nothing of it shows until the reader opens the menu, so it waits for an idle
 * moment and renders as a transition, in slices; a reader who opens the menu before then gets it at once.
 */
export default function NavbarMobileSidebarWrapper(): ReactNode {
    const { shouldRender, shown } = useNavbarMobileSidebar();
    // once rendered (in an idle moment, or because the reader opened it), it stays, so that it slides out when closed
    const [rendered, setRendered] = useState(false);
    if (shown && !rendered) {
        setRendered(true);
    }
    useEffect(() => {
        if (rendered || !shouldRender) {
            return undefined;
        }
        return whenIdle(() => startTransition(() => setRendered(true)));
    }, [shouldRender, rendered]);
    return rendered || shown ? <NavbarMobileSidebar /> : null;
}
