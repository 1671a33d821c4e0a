/**
 * The quick info of an identifier: its declaration or signature, highlighted as the code blocks are in the current
 * colour mode, and the first sentence of its documentation. A tooltip (the identifier points to it with
 * `aria-describedby`), placed below or above the identifier and kept inside the viewport.
 */
import { usePrismTheme } from '@docusaurus/theme-common';
import { Highlight } from 'prism-react-renderer';
import React, { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { placePopover } from '@site/shared/type-aware-code';

interface Props {
    id: string;
    anchor: HTMLElement;
    signature: string;
    summary?: string;
    onPointerEnter: () => void;
    onPointerLeave: () => void;
}

// Inline styles rather than a stylesheet: only pages with a type-aware block need them, and every page loads the
// site's one CSS file. The colours are the code blocks' Prism theme's, for the current colour mode.
const popoverStyle: CSSProperties = {
    position: 'fixed',
    zIndex: 'var(--ifm-z-index-overlay)',
    maxWidth: 'min(40rem, calc(100vw - 16px))',
    maxHeight: 'calc(100vh - 16px)',
    overflow: 'hidden',
    padding: '0.5rem 0.75rem',
    border: '1px solid var(--ifm-color-emphasis-300)',
    borderRadius: 'var(--ifm-code-border-radius)',
    boxShadow: 'var(--ifm-global-shadow-md)',
    fontSize: 'var(--ifm-code-font-size)',
    lineHeight: 'var(--ifm-pre-line-height)',
};

/** Code inside the popover: a long signature wraps rather than scrolls, since a tooltip has nothing to scroll with */
const codeStyle: CSSProperties = {
    display: 'block',
    padding: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    fontSize: 'inherit',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
};

const summaryStyle: CSSProperties = { margin: '0.5rem 0 0', fontFamily: 'var(--ifm-font-family-base)' };

/** `Actor` in backticks is code */
function Summary({ text }: { text: string }): React.JSX.Element {
    return (
        <p style={summaryStyle}>
            {text.split(/`([^`]+)`/).map((part, index) =>
                index % 2 === 1 ? (
                    <code key={index} style={{ ...codeStyle, display: 'inline' }}>
                        {part}
                    </code>
                ) : (
                    part
                ),
            )}
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
            style={{
                ...popoverStyle,
                backgroundColor: prismTheme.plain.backgroundColor,
                color: prismTheme.plain.color,
                ...(position ? { top: position.top, left: position.left } : { visibility: 'hidden' }),
            }}
            onPointerEnter={onPointerEnter}
            onPointerLeave={onPointerLeave}
        >
            <Highlight theme={prismTheme} code={signature} language="typescript">
                {({ tokens, getLineProps, getTokenProps }) => (
                    <code style={codeStyle}>
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
