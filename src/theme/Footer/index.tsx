// Wraps the footer to add offline reading (src/components/OfflineReading): its control, the service worker and the
// new-version prompt, loaded only after the page has loaded, so a first visit's bytes stay what they were.
import useGlobalData from '@docusaurus/useGlobalData';
import Original from '@theme-original/Footer';
import React, { type ComponentType, useEffect, useState } from 'react';

/** After the window's `load` event and an idle moment: nothing of offline reading competes with the page */
function afterLoad(callback: () => void): () => void {
    let cancelled = false;
    const idle = () =>
        'requestIdleCallback' in window
            ? window.requestIdleCallback(() => !cancelled && callback())
            : setTimeout(() => !cancelled && callback());
    if (document.readyState === 'complete') {
        idle();
    } else {
        window.addEventListener('load', idle, { once: true });
    }
    return () => {
        cancelled = true;
        window.removeEventListener('load', idle);
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
        return afterLoad(() => {
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
