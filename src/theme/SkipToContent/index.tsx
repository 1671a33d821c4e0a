// Replaces the theme's skip link. Same markup, label and styles; two behaviours differ (spec section 2):
// a navigation that only changes the query string keeps the reader's scroll position and focus, and the
// skip link leaves focus on <main> (the stock one removes the tabindex at once, so Chromium drops focus).
import { useHistory } from '@docusaurus/router';
import { SkipToContentFallbackId } from '@docusaurus/theme-common';
import { useLocationChange } from '@docusaurus/theme-common/internal';
import { translate } from '@docusaurus/Translate';
import React, { useCallback, useRef } from 'react';

import styles from './styles.module.css';

const label = translate({
    id: 'theme.common.skipToMainContent',
    description:
        'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation',
    message: 'Skip to main content',
});

/** Focuses an element that is not normally focusable, until focus moves elsewhere, without scrolling to it. */
function focusTemporarily(element: HTMLElement): void {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
    element.focus({ preventScroll: true });
}

export default function SkipToContent(): React.JSX.Element {
    const containerRef = useRef<HTMLDivElement>(null);
    const { action } = useHistory();

    const skipToContent = useCallback((event: React.MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        const target =
            document.querySelector<HTMLElement>('main:first-of-type') ??
            document.getElementById(SkipToContentFallbackId);
        if (target) {
            focusTemporarily(target);
            target.scrollIntoView();
        }
    }, []);

    // On a new page, start keyboard navigation from the top again (as the theme does),
    // but not when only the query string or hash of the same page changed.
    useLocationChange(({ location, previousLocation }) => {
        const samePage = previousLocation?.pathname === location.pathname;
        if (containerRef.current && !location.hash && !samePage && action === 'PUSH') {
            focusTemporarily(containerRef.current);
        }
    });

    return (
        <div ref={containerRef} role="region" aria-label={label}>
            <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={skipToContent}>
                {label}
            </a>
        </div>
    );
}
