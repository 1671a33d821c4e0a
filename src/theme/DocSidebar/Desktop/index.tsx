// Ejected from @docusaurus/theme-classic 3.7.0 DocSidebar/Desktop: once the navbar hides, the sidebar showed the
// navbar's logo, drawn for a dark background, on the light sidebar. Our edits are fenced.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
// start: a logo for the sidebar's background
import SidebarLogo from '@site/src/components/SidebarLogo';
// end
import CollapseButton from '@theme/DocSidebar/Desktop/CollapseButton';
import Content from '@theme/DocSidebar/Desktop/Content';
import type { Props } from '@theme/DocSidebar/Desktop';

import styles from './styles.module.css';

function DocSidebarDesktop({ path, sidebar, onCollapse, isHidden }: Props) {
    const {
        navbar: { hideOnScroll },
        docs: {
            sidebar: { hideable },
        },
    } = useThemeConfig();

    return (
        <div
            className={clsx(
                styles.sidebar,
                hideOnScroll && styles.sidebarWithHideableNavbar,
                isHidden && styles.sidebarHidden,
            )}
        >
            {/* start: a logo for the sidebar's background */}
            {hideOnScroll && <SidebarLogo className={styles.sidebarLogo} />}
            {/* end */}
            <Content path={path} sidebar={sidebar} />
            {hideable && <CollapseButton onClick={onCollapse} />}
        </div>
    );
}

export default React.memo(DocSidebarDesktop);
