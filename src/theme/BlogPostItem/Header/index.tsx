// Wraps a blog post's header to put the "copy page" menu (the post's Markdown twin) above the title, on the post's
// own page only: the lists of posts show the same header without it. The header itself is unchanged.
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import Original from '@theme-original/BlogPostItem/Header';
import React from 'react';

import styles from './styles.module.css';

export default function BlogPostItemHeader(): React.JSX.Element {
    const { isBlogPostPage } = useBlogPost();
    return (
        <>
            {isBlogPostPage && (
                <div className={styles.bar}>
                    <CopyPageMenu />
                </div>
            )}
            <Original />
        </>
    );
}
