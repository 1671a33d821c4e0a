import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import React, { useId, useRef } from 'react';

import { type PageContext, pageFeedbackUrl, pageProblemUrl } from '@site/shared/feedback';
import { siteRepositoryUrl } from '@site/shared/site';

import { pageContext } from './context';
import styles from './styles.module.css';

interface FeedbackLinkProps {
    /** The prefilled issue's address, for where the reader is on the page */
    issueUrl: (context: PageContext) => string;
    describedBy: string;
    className: string;
    children: React.ReactNode;
}

/**
 * A plain link to the repository's new-issue page, in a new tab. The prefilled address is computed when the reader
 * presses it, from the page as it is then: a mouse press clears the selection before the click, so the press reads
 * the page and the click uses what it read; a key press has only the click.
 */
function FeedbackLink({ issueUrl, describedBy, className, children }: FeedbackLinkProps): React.JSX.Element {
    const { siteConfig } = useDocusaurusContext();
    const pressed = useRef<PageContext | undefined>(undefined);
    return (
        <a
            className={className}
            href={`${siteRepositoryUrl}/issues/new/choose`}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={describedBy}
            onMouseDown={event => {
                pressed.current = pageContext(event.currentTarget, siteConfig.url);
                event.currentTarget.href = issueUrl(pressed.current);
            }}
            onClick={event => {
                const context =
                    event.detail > 0 && pressed.current
                        ? pressed.current
                        : pageContext(event.currentTarget, siteConfig.url);
                pressed.current = undefined;
                event.currentTarget.href = issueUrl(context);
            }}
        >
            {children}
        </a>
    );
}

/**
 * "Was this page helpful?" and "Report a problem with this page", at the end of every docs, API and blog page: each
 * opens a prefilled issue on the website's repository. Nothing is read from the page before the reader presses one,
 * and nothing is sent: their browser opens GitHub, where they decide whether to submit.
 */
export default function PageFeedback(): React.JSX.Element {
    const question = useId();
    const note = useId();
    return (
        <div className={styles.feedback}>
            <div role="group" aria-labelledby={question} className={styles.question}>
                <span id={question}>Was this page helpful?</span>
                <FeedbackLink
                    className={styles.answer}
                    describedBy={note}
                    issueUrl={context => pageFeedbackUrl(context, true)}
                >
                    Yes
                </FeedbackLink>
                <FeedbackLink
                    className={styles.answer}
                    describedBy={note}
                    issueUrl={context => pageFeedbackUrl(context, false)}
                >
                    No
                </FeedbackLink>
            </div>
            <FeedbackLink className={styles.report} describedBy={note} issueUrl={pageProblemUrl}>
                Report a problem with this page
            </FeedbackLink>
            <p id={note} className={styles.note}>
                Opens a GitHub issue in a new tab, filled in with this page&apos;s address, the section you are reading
                and any text you have selected. Nothing is sent unless you submit it there.
            </p>
        </div>
    );
}
