/**
 * Client module of the analytics plugin, loaded only when analytics is configured: one page view per
 * route the reader lands on or navigates to. Sends no cookies and nothing at all under Do Not Track or
 * Global Privacy Control.
 */
import type { ClientModule } from '@docusaurus/types';

export interface PageView {
    site: string;
    path: string;
    referrer: string;
}

export function trackingRefused(
    navigatorLike: { doNotTrack?: string | null; globalPrivacyControl?: boolean },
    windowLike: { doNotTrack?: string | null } = {},
): boolean {
    return (
        navigatorLike.doNotTrack === '1' || windowLike.doNotTrack === '1' || navigatorLike.globalPrivacyControl === true
    );
}

/** Only the path is reported: a query string or fragment may carry what the reader searched for. */
export function pageViewOf(
    site: string,
    location: { pathname: string },
    previous: { pathname: string } | undefined,
    documentReferrer: string,
    origin: string,
): PageView {
    const referrer = previous
        ? `${origin}${previous.pathname}`
        : documentReferrer
          ? new URL(documentReferrer).origin
          : '';
    return { site, path: location.pathname, referrer };
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

const clientModule: ClientModule = {
    onRouteDidUpdate({ location, previousLocation }) {
        if (previousLocation && previousLocation.pathname === location.pathname) {
            return; // the same page: a change of hash or query is not a new page view
        }
        const endpoint = meta('site-analytics-endpoint');
        const site = meta('site-analytics-site-id');
        if (!endpoint || !site || trackingRefused(navigator as never, window as never)) {
            return;
        }
        const view = pageViewOf(
            site,
            location,
            previousLocation ?? undefined,
            document.referrer,
            window.location.origin,
        );
        fetch(endpoint, {
            method: 'POST',
            body: JSON.stringify(view),
            headers: { 'content-type': 'text/plain' },
            credentials: 'omit',
            keepalive: true,
            mode: 'no-cors',
        }).catch(() => undefined);
    },
};

export default clientModule;
