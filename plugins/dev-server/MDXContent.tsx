// Wraps the theme's MDXContent in the development server only (plugins/mdx-hot aliases it there): the page's content
// is the newest version of its MDX module, so an edit shows without a reload.
import Original from '@theme-original/MDXContent';
import React, { type ReactNode } from 'react';

import { useNewestContent } from './hot-content';

export default function MDXContent({ children }: { children: ReactNode }): React.JSX.Element {
    return <Original>{useNewestContent(children)}</Original>;
}
