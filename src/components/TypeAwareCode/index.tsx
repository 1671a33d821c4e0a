/**
 * A TypeScript code block that knows its types: remark-type-aware-code wraps each block the build compiled in
 * one. Its identifiers are elements of their own (src/theme/CodeBlock/Line), those of the framework links to their
 * API pages; hovering, focusing or tapping one shows its quick info in a popover. The quick info is in a chunk of
 * the page's, loaded on the first such interaction; until then the block costs nothing but this script.
 */
import { useHistory } from '@docusaurus/router';
import React, { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';

import { type BlockTokens, itemsByLine, type QuickInfoChunk } from '@site/shared/type-aware-code';

import { quickInfoAttribute, TypeAwareLines } from './context';
import QuickInfoPopover from './QuickInfoPopover';

interface Props {
    /** The block's identifiers, `BlockTokens` as JSON */
    tokens: string;
    /** Loads the page's quick info */
    quickInfo: () => Promise<{ default: QuickInfoChunk }>;
    children: ReactNode;
}

interface Shown {
    element: HTMLElement;
    info: [signature: string, summary?: string];
}

/** How long the pointer must rest on an identifier before its popover opens, and may be away before it closes */
const hoverDelay = 150;

/** Only one popover at a time, page-wide */
let closeShown: (() => void) | undefined;

const identifierOf = (target: EventTarget | null): HTMLElement | null =>
    target instanceof Element ? target.closest<HTMLElement>(`[${quickInfoAttribute}]`) : null;

export default function TypeAwareCode({ tokens, quickInfo, children }: Props): React.JSX.Element {
    const lines = useMemo(() => itemsByLine(JSON.parse(tokens) as BlockTokens), [tokens]);
    const [shown, setShown] = useState<Shown>();
    const root = useRef<HTMLDivElement>(null);
    const popoverId = useId();
    const history = useHistory();
    // the pointer may move onto the popover (to read or select its text) without closing it
    const popoverHover = useRef<Record<'enter' | 'leave', () => void>>({
        enter: () => undefined,
        leave: () => undefined,
    });
    const loadQuickInfo = useRef(quickInfo);
    useEffect(() => {
        loadQuickInfo.current = quickInfo;
    }, [quickInfo]);

    useEffect(() => {
        const container = root.current;
        if (!container) {
            return undefined;
        }
        let chunk: Promise<QuickInfoChunk> | undefined;
        let wanted: HTMLElement | undefined;
        let current: HTMLElement | undefined;
        let openedByTap: HTMLElement | undefined;
        let timer: ReturnType<typeof setTimeout> | undefined;

        const close = () => {
            clearTimeout(timer);
            wanted = undefined;
            current?.removeAttribute('aria-describedby');
            current = undefined;
            setShown(undefined);
            document.removeEventListener('keydown', onKeyDown);
            document.removeEventListener('pointerdown', onPointerDownElsewhere);
        };
        const open = (element: HTMLElement) => {
            clearTimeout(timer);
            if (element === current) {
                return;
            }
            wanted = element;
            chunk ??= loadQuickInfo.current().then(module => module.default);
            chunk.then(
                ({ i }) => {
                    const info = i[Number(element.getAttribute(quickInfoAttribute))];
                    if (wanted !== element || !info) {
                        return;
                    }
                    if (closeShown !== close) {
                        closeShown?.();
                    }
                    closeShown = close;
                    current?.removeAttribute('aria-describedby');
                    current = element;
                    element.setAttribute('aria-describedby', popoverId);
                    setShown({ element, info });
                    document.addEventListener('keydown', onKeyDown);
                    document.addEventListener('pointerdown', onPointerDownElsewhere);
                },
                // without its quick info a block still has its links
                () => undefined,
            );
        };
        const later = (action: () => void) => {
            clearTimeout(timer);
            timer = setTimeout(action, hoverDelay);
        };

        function onKeyDown(event: KeyboardEvent) {
            if (event.key === 'Escape') {
                close();
            }
        }
        function onPointerDownElsewhere(event: PointerEvent) {
            const target = event.target as Node | null;
            if (!container?.contains(target) && !document.getElementById(popoverId)?.contains(target)) {
                close();
            }
        }
        const onPointerOver = (event: PointerEvent) => {
            const identifier = identifierOf(event.target);
            if (identifier && event.pointerType !== 'touch') {
                later(() => open(identifier));
            }
        };
        const onPointerOut = (event: PointerEvent) => {
            const identifier = identifierOf(event.target);
            if (identifier && event.pointerType !== 'touch' && !identifier.contains(event.relatedTarget as Node)) {
                later(close);
            }
        };
        const onFocusIn = (event: FocusEvent) => {
            const identifier = identifierOf(event.target);
            if (identifier) {
                open(identifier);
            }
        };
        const onFocusOut = (event: FocusEvent) => {
            if (identifierOf(event.target) === current) {
                close();
            }
        };
        // on a touch screen, the first tap on an identifier shows its quick info; a second tap follows its link
        const onPointerDown = (event: PointerEvent) => {
            const identifier = identifierOf(event.target);
            if (identifier && event.pointerType === 'touch' && identifier !== current) {
                openedByTap = identifier;
                open(identifier);
            }
        };
        const onClick = (event: MouseEvent) => {
            const link = identifierOf(event.target);
            if (!(link instanceof HTMLAnchorElement)) {
                return;
            }
            if (openedByTap === link) {
                openedByTap = undefined;
                event.preventDefault();
                return;
            }
            const plainClick =
                event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
            if (plainClick) {
                // a route of the site: navigate inside it, as <Link> would
                event.preventDefault();
                close();
                history.push(link.getAttribute('href') ?? '/');
            }
        };

        const listeners = {
            pointerover: onPointerOver,
            pointerout: onPointerOut,
            focusin: onFocusIn,
            focusout: onFocusOut,
            pointerdown: onPointerDown,
            click: onClick,
        } as const;
        for (const [type, listener] of Object.entries(listeners)) {
            container.addEventListener(type, listener as EventListener);
        }
        popoverHover.current = { enter: () => clearTimeout(timer), leave: () => later(close) };
        return () => {
            for (const [type, listener] of Object.entries(listeners)) {
                container.removeEventListener(type, listener as EventListener);
            }
            if (closeShown === close) {
                closeShown = undefined;
            }
            close();
        };
    }, [popoverId, history]);

    return (
        <div ref={root}>
            <TypeAwareLines.Provider value={lines}>{children}</TypeAwareLines.Provider>
            {shown && (
                <QuickInfoPopover
                    id={popoverId}
                    anchor={shown.element}
                    signature={shown.info[0]}
                    summary={shown.info[1]}
                    onPointerEnter={() => popoverHover.current.enter()}
                    onPointerLeave={() => popoverHover.current.leave()}
                />
            )}
        </div>
    );
}
