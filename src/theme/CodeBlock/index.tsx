// Ejected from @docusaurus/theme-classic 3.7.0 (the remount is inside it): a code block is rendered again after
// hydration only when the reader's colour mode differs from the one the server rendered it in.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, { isValidElement, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
// start: remount only in another colour mode
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
// end
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
    if (React.Children.toArray(children).some(el => isValidElement(el))) {
        return children;
    }
    // The children is now guaranteed to be one/more plain strings
    return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
    // The Prism theme on SSR is always the default theme but the site theme can
    // be in a different mode. React hydration doesn't update DOM styles that come
    // from SSR. Hence force a re-render after mounting to apply the current
    // relevant styles.
    const isBrowser = useIsBrowser();
    // start: remount only in another colour mode
    // in the mode the server rendered (the default one), the hydrated block is already right: rendering it again
    // re-highlighted and rebuilt every block of the page in one long task after hydration
    const { colorMode } = useColorMode();
    const { defaultMode } = useThemeConfig().colorMode;
    const renderedAs = isBrowser && colorMode !== defaultMode ? colorMode : 'server';
    // end
    const children = maybeStringifyChildren(rawChildren);
    const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
    return (
        // start: remount only in another colour mode
        <CodeBlockComp key={renderedAs} {...props}>
            {/* end */}
            {children as string}
        </CodeBlockComp>
    );
}
