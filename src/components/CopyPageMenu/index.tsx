import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import React, { useEffect, useRef, useState } from 'react';

import { assistantLinks, twinMediaType, twinPathOf } from '@site/shared/markdown-twins';
import { fetchOk } from '@site/src/fetchOk';

import styles from './styles.module.css';

/** A page shows one menu at most, so its list can have an id that doesn't change from build to build */
const itemsId = 'copy-page-menu-items';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const copyLabels: Record<CopyState, string> = {
    idle: 'Copy as Markdown',
    copying: 'Copying…',
    copied: 'Copied to the clipboard',
    failed: 'Could not copy: open “View as Markdown” instead',
};

/**
 * The "copy page" menu of docs, API and blog pages: the page's Markdown twin (shared/markdown-twins.ts) copied to
 * the clipboard, opened, or handed to an assistant. A disclosure button and a list of plain links: nothing is
 * fetched or sent until the reader picks an item; Escape, a click elsewhere or moving focus away closes it.
 */
export default function CopyPageMenu(): React.JSX.Element {
    const { pathname } = useLocation();
    const { siteConfig } = useDocusaurusContext();
    const twinPath = twinPathOf(pathname);
    const [open, setOpen] = useState(false);
    // what the last copy did, and of which page: another page's menu starts afresh
    const [lastCopy, setLastCopy] = useState<{ twinPath: string; state: CopyState }>();
    const copyState = lastCopy?.twinPath === twinPath ? lastCopy.state : 'idle';
    const root = useRef<HTMLDivElement>(null);
    const button = useRef<HTMLButtonElement>(null);

    useEffect(() => {
        if (!open) {
            return undefined;
        }
        const closeOutside = (event: PointerEvent) => {
            if (!root.current?.contains(event.target as Node)) {
                setOpen(false);
            }
        };
        const closeOnEscape = (event: KeyboardEvent) => {
            if (event.key === 'Escape') {
                setOpen(false);
                button.current?.focus();
            }
        };
        const closeWhenFocusLeaves = (event: FocusEvent) => {
            if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) {
                setOpen(false);
            }
        };
        const container = root.current;
        document.addEventListener('pointerdown', closeOutside);
        document.addEventListener('keydown', closeOnEscape);
        container?.addEventListener('focusout', closeWhenFocusLeaves);
        return () => {
            document.removeEventListener('pointerdown', closeOutside);
            document.removeEventListener('keydown', closeOnEscape);
            container?.removeEventListener('focusout', closeWhenFocusLeaves);
        };
    }, [open]);

    const copy = async () => {
        setLastCopy({ twinPath, state: 'copying' });
        try {
            const response = await fetchOk(twinPath);
            await navigator.clipboard.writeText(await response.text());
            setLastCopy({ twinPath, state: 'copied' });
        } catch {
            setLastCopy({ twinPath, state: 'failed' });
        }
    };

    return (
        // data-nosnippet: the menu's words are no part of the page's text, for search engines and the site's search
        <div className={styles.menu} ref={root} data-nosnippet="">
            <button
                ref={button}
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={itemsId}
                onClick={() => setOpen(!open)}
            >
                Copy page
                <span aria-hidden="true" className={styles.chevron} />
            </button>
            <ul id={itemsId} className={styles.items} hidden={!open}>
                <li>
                    <button type="button" className={styles.item} onClick={() => void copy()}>
                        {copyLabels[copyState]}
                    </button>
                </li>
                <li>
                    <a className={styles.item} href={twinPath} type={twinMediaType}>
                        View as Markdown
                    </a>
                </li>
                {assistantLinks(`${siteConfig.url}${twinPath}`).map(({ name, href }) => (
                    <li key={name}>
                        <a className={styles.item} href={href} target="_blank" rel="noopener noreferrer">
                            Open in {name}
                            <span className="visually-hidden"> (opens in a new tab)</span>
                        </a>
                    </li>
                ))}
            </ul>
            <span role="status" className="visually-hidden">
                {copyState === 'copied' || copyState === 'failed' ? copyLabels[copyState] : ''}
            </span>
        </div>
    );
}
