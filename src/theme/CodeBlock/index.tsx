// Ejected from @docusaurus/theme-classic 3.7.0 (the remount is inside it): a code block reads useIsBrowser, and is
// rendered again after hydration, only when the reader's colour mode differs from the one the server rendered it in.
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

// start: remount only in another colour mode
/** The key of a block for a reader whose colour mode is not the default one: the server rendered it in the default */
function useKeyInAnotherMode(colorMode: string): string {
    return useIsBrowser() ? colorMode : 'server';
}

function InAnotherMode({
    colorMode,
    Content,
    ...props
}: Props & { colorMode: string; Content: React.ComponentType<Props> }) {
    return <Content key={useKeyInAnotherMode(colorMode)} {...props} />;
}
// end

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
    // The Prism theme on SSR is always the default theme but the site theme can
    // be in a different mode. React hydration doesn't update DOM styles that come
    // from SSR. Hence force a re-render after mounting to apply the current
    // relevant styles.
    // start: remount only in another colour mode
    // In the mode the server rendered (the default one), the hydrated block is already right, and the block does not
    // even ask whether the page has hydrated: every component that asks renders again when it has. In another mode,
    // `InAnotherMode` asks, and the block is rendered again (remounted) in the reader's mode once the page has
    // hydrated. Neither wrapper renders an element, so hydration finds the same elements either way.
    const { colorMode } = useColorMode();
    const { defaultMode } = useThemeConfig().colorMode;
    // end
    const children = maybeStringifyChildren(rawChildren);
    const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
    // start: remount only in another colour mode
    if (colorMode !== defaultMode) {
        return (
            <InAnotherMode colorMode={colorMode} Content={CodeBlockComp as React.ComponentType<Props>} {...props}>
                {children as string}
            </InAnotherMode>
        );
    }
    return (
        <CodeBlockComp key="server" {...props}>
            {children as string}
        </CodeBlockComp>
    );
    // end
}
