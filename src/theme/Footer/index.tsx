// Wraps the footer to add offline reading (src/components/OfflineReading): its control, the service worker and the
// new-version prompt, loaded only after the page has loaded and hydrated, so a first visit's bytes stay what they were.
import useGlobalData from '@docusaurus/useGlobalData';
import Original from '@theme-original/Footer';
import React, { type ComponentType, useEffect, useState } from 'react';

import { whenIdle } from '@site/shared/idle';

/**
 * After the window's `load` event, the render that follows hydration (`data-has-hydrated`, which plugins/staged-start
 * lets React render in slices) and an idle moment: nothing of offline reading competes with the page's start
 */
function afterStart(callback: () => void): () => void {
    let cancelIdle: (() => void) | undefined;
    let observer: MutationObserver | undefined;
    const idle = () => {
        cancelIdle = whenIdle(callback);
    };
    const hydrated = () => document.documentElement.dataset.hasHydrated === 'true';
    const afterHydration = () => {
        if (hydrated()) {
            idle();
            return;
        }
        observer = new MutationObserver(() => {
            if (hydrated()) {
                observer?.disconnect();
                idle();
            }
        });
        observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-has-hydrated'] });
    };
    if (document.readyState === 'complete') {
        afterHydration();
    } else {
        window.addEventListener('load', afterHydration, { once: true });
    }
    return () => {
        cancelIdle?.();
        observer?.disconnect();
        window.removeEventListener('load', afterHydration);
    };
}

export default function Footer(props: React.ComponentProps<typeof Original>): React.JSX.Element {
    // plugins/offline is in the build (`OFFLINE_READING=off` leaves it out)
    const enabled = 'offline-reading' in useGlobalData();
    const [OfflineReading, setOfflineReading] = useState<ComponentType>();
    useEffect(() => {
        if (!enabled || !('serviceWorker' in navigator)) {
            return undefined;
        }
        return afterStart(() => {
            void import('@site/src/components/OfflineReading').then(module => setOfflineReading(() => module.default));
        });
    }, [enabled]);
    return (
        <>
            <Original {...props} />
            {OfflineReading && <OfflineReading />}
        </>
    );
}
