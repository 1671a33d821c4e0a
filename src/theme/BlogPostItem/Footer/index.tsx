// Wraps a blog post's footer to add the feedback links (src/components/PageFeedback) on the post's own page only: the
// lists of posts show the same footer without them. The footer itself is unchanged.
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import PageFeedback from '@site/src/components/PageFeedback';
import Original from '@theme-original/BlogPostItem/Footer';
import React from 'react';

export default function BlogPostItemFooter(): React.JSX.Element {
    const { isBlogPostPage } = useBlogPost();
    return (
        <>
            <Original />
            {isBlogPostPage && <PageFeedback />}
        </>
    );
}
