// Ejected from @docusaurus/theme-classic 3.7.0 (the link's text is built inside it): after the visible "Read more",
// the post's title is part of the link's text for screen readers and search engines, instead of an aria-label.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, { type ReactNode } from 'react';
// start: the post's title in the link's text
// "Read more" alone says nothing about where the link goes (Lighthouse's link-text audit); a visually hidden
// "about <title>" completes it, and the accessible name still begins with the words on screen (WCAG 2.5.3)
import Translate from '@docusaurus/Translate';
// end
import Link from '@docusaurus/Link';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';

function ReadMoreLabel() {
    return (
        <b>
            <Translate
                id="theme.blog.post.readMore"
                description="The label used in blog post item excerpts to link to full blog posts"
            >
                Read more
            </Translate>
        </b>
    );
}

export default function BlogPostItemFooterReadMoreLink(props: Props): ReactNode {
    const { blogPostTitle, ...linkProps } = props;
    return (
        // start: the post's title in the link's text
        <Link {...linkProps}>
            <ReadMoreLabel />
            <span className="visually-hidden"> about {blogPostTitle}</span>
        </Link>
        // end
    );
}
