// Wraps the docs breadcrumbs to put the "copy page" menu (the page's Markdown twin) at the end of their line, on
// every handbook, community and releases page. The breadcrumbs themselves are unchanged.
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import Original from '@theme-original/DocBreadcrumbs';
import React from 'react';

import styles from './styles.module.css';

export default function DocBreadcrumbs(): React.JSX.Element {
    return (
        <div className={styles.bar}>
            <Original />
            <CopyPageMenu />
        </div>
    );
}
