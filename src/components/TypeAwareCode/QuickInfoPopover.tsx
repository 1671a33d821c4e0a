/**
 * The quick info of an identifier: its declaration or signature, highlighted as the code blocks are in the current
 * colour mode, and the first sentence of its documentation. A tooltip (the identifier points to it with
 * `aria-describedby`), placed below or above the identifier and kept inside the viewport.
 */
import { usePrismTheme } from '@docusaurus/theme-common';
import { Highlight } from 'prism-react-renderer';
import React, { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { placePopover } from '@site/shared/type-aware-code';

import styles from './styles.module.css';

interface Props {
    id: string;
    anchor: HTMLElement;
    signature: string;
    summary?: string;
    onPointerEnter: () => void;
    onPointerLeave: () => void;
}

/** `Actor` in backticks is code */
function Summary({ text }: { text: string }): React.JSX.Element {
    return (
        <p className={styles.summary}>
            {text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
        </p>
    );
}

export default function QuickInfoPopover({
    id,
    anchor,
    signature,
    summary,
    onPointerEnter,
    onPointerLeave,
}: Props): React.JSX.Element {
    const prismTheme = usePrismTheme();
    const popover = useRef<HTMLDivElement>(null);
    const [position, setPosition] = useState<{ top: number; left: number }>();

    useLayoutEffect(() => {
        const place = () => {
            const size = popover.current?.getBoundingClientRect();
            if (!size) {
                return;
            }
            const { top, left } = placePopover(anchor.getBoundingClientRect(), size, {
                width: document.documentElement.clientWidth,
                height: document.documentElement.clientHeight,
            });
            setPosition({ top, left });
        };
        place();
        // the identifier moves when the page or its code block scrolls
        window.addEventListener('scroll', place, { capture: true, passive: true });
        window.addEventListener('resize', place, { passive: true });
        return () => {
            window.removeEventListener('scroll', place, { capture: true });
            window.removeEventListener('resize', place);
        };
    }, [anchor, signature, summary]);

    return createPortal(
        <div
            ref={popover}
            id={id}
            role="tooltip"
            className={styles.popover}
            style={{
                backgroundColor: prismTheme.plain.backgroundColor,
                color: prismTheme.plain.color,
                ...(position ? { top: position.top, left: position.left } : { visibility: 'hidden' }),
            }}
            onPointerEnter={onPointerEnter}
            onPointerLeave={onPointerLeave}
        >
            <Highlight theme={prismTheme} code={signature} language="typescript">
                {({ tokens, getLineProps, getTokenProps }) => (
                    <code className={styles.signature}>
                        {tokens.map((line, lineIndex) => (
                            <span key={lineIndex} {...getLineProps({ line })}>
                                {line.map((token, tokenIndex) => (
                                    <span key={tokenIndex} {...getTokenProps({ token })} />
                                ))}
                                {lineIndex < tokens.length - 1 && '\n'}
                            </span>
                        ))}
                    </code>
                )}
            </Highlight>
            {summary && <Summary text={summary} />}
        </div>,
        document.body,
    );
}
