import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import React from 'react';

import { documentationBugReportUrl } from '@site/shared/documentation-bug-report';
import { searchTermsFromPath } from '@site/shared/not-found';

import styles from './styles.module.css';

const sections = [
    {
        to: '/handbook/',
        label: 'Handbook',
        text: 'Tutorials, the Screenplay Pattern, and guides to every test runner and reporter',
    },
    {
        to: '/api/',
        label: 'API reference',
        text: 'Every module, class and function of the release this site documents',
    },
    { to: '/blog/', label: 'News', text: 'Releases, features and events of the project' },
    { to: '/releases/', label: 'Releases', text: 'Release notes, how versions are numbered, and how to upgrade' },
    { to: '/community/', label: 'Community', text: 'Where to ask for help, and how to contribute' },
];

/**
 * The not-found page: where the reader can go from here. It offers the site's search, filled in with the
 * words of the address they asked for, the main sections, and a way to report the link that brought them.
 * The one `404.html` serves every missing path, so what depends on the address is filled in once hydrated.
 */
export default function NotFoundContent({ className }: { className?: string }): React.JSX.Element {
    const { siteConfig } = useDocusaurusContext();
    const { pathname, search, hash } = useLocation();
    const isBrowser = useIsBrowser();
    const suggestion = isBrowser ? searchTermsFromPath(pathname) : '';

    const address = new URL(`${pathname}${search}${hash}`, siteConfig.url).href;
    const referrer = isBrowser ? document.referrer : '';
    const reportUrl = documentationBugReportUrl(
        isBrowser
            ? {
                  title: `[docs] Broken link: ${pathname}`,
                  url: address,
                  ...(referrer
                      ? { problem: `The link I followed on ${referrer} leads to a page that does not exist.` }
                      : {}),
              }
            : {},
    );

    return (
        <main className={clsx('container margin-vert--xl', className)}>
            <div className="row">
                <div className="col col--8 col--offset-2">
                    <Heading as="h1" className="hero__title">
                        Page Not Found
                    </Heading>
                    <p className={styles.lead}>
                        There is no page at this address. It may have moved when the site was reorganised, or the link
                        that brought you here may be mistyped.
                    </p>

                    <form className={styles.search} action={useBaseUrl('/search/')} method="get" role="search">
                        <label htmlFor="not-found-search" className={styles.searchLabel}>
                            Search the documentation
                        </label>
                        <div className={styles.searchRow}>
                            <input
                                id="not-found-search"
                                className={styles.searchInput}
                                type="search"
                                name="q"
                                maxLength={64}
                                // a new suggestion (once hydrated, or on another missing path) starts the field afresh
                                key={suggestion}
                                defaultValue={suggestion}
                            />
                            <button type="submit" className="button button--primary">
                                Search
                            </button>
                        </div>
                    </form>

                    <Heading as="h2" className={styles.sectionsTitle}>
                        Or start from one of the main sections
                    </Heading>
                    <ul className={styles.sections}>
                        {sections.map(section => (
                            <li key={section.to}>
                                <Link to={section.to} className={styles.sectionLink}>
                                    {section.label}
                                </Link>
                                <span className={styles.sectionText}>{section.text}</span>
                            </li>
                        ))}
                    </ul>

                    <p className={styles.report}>
                        Followed a link from this site or from the Serenity/JS documentation in your editor?{' '}
                        <a href={reportUrl} id="report-broken-link">
                            Report this broken link
                        </a>{' '}
                        and we will fix it. The report form on GitHub opens with this address filled in.
                    </p>
                </div>
            </div>
        </main>
    );
}
