/**
 * A TypeScript code block that knows its types: remark-type-aware-code wraps each block the build compiled in
 * one. It renders its lines (through src/theme/CodeBlock/Line) with each identifier as an element of its own: a link
 * to its API page for the framework's names, a span for the others. Hovering, focusing or tapping one shows its
 * quick info in a popover. The quick info of the page's blocks is a JSON file, fetched on the first such
 * interaction; until then a block costs nothing but this script and its identifiers' positions.
 */
import { useHistory } from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { Props as LineProps } from '@theme/CodeBlock/Line';
import type { Token, TokenInputProps, TokenOutputProps } from 'prism-react-renderer';
import React, { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';

import {
    type BlockTokens,
    itemsByLine,
    type LineItem,
    lineKey,
    type PageQuickInfo,
    splitLine,
} from '@site/shared/type-aware-code';
import { fetchOk } from '@site/src/fetchOk';

import { TypeAwareLines } from './context';
import { describeKeys, moveBetweenNames } from './keyboard';
import QuickInfoPopover from './QuickInfoPopover';

interface Props {
    /** The block's identifiers, `BlockTokens` as JSON */
    tokens: string;
    /** The URL of the page's quick info, a `PageQuickInfo` as JSON */
    quickInfo: string;
    children: ReactNode;
}

/** The attribute an identifier's element carries: which of the block's identifiers it is */
const quickInfoAttribute = 'data-quick-info';

type ItemToken = Token & { item?: LineItem };

/** The props the theme's line renders a line of this block with: its tokens split at identifiers, which become elements */
function typeAwareLine(lines: ReadonlyMap<string, LineItem[]>) {
    return (props: LineProps): LineProps => {
        const items = lines.get(lineKey(props.line.map(token => token.content).join('')));
        if (!items) {
            return props;
        }
        const line: ItemToken[] = splitLine(props.line, items).map(({ token, item }) =>
            item ? { ...token, item } : token,
        );
        const getTokenProps = (input: TokenInputProps): TokenOutputProps => {
            const output = props.getTokenProps(input);
            const { item } = input.token as ItemToken;
            if (!item) {
                return output;
            }
            const identifier = { [quickInfoAttribute]: item.identifier };
            const element = item.href ? (
                // out of the tab order: the arrow keys move between a block's links (./keyboard.ts)
                <a href={item.href} className="type-aware-link" tabIndex={-1} {...identifier}>
                    {output.children}
                </a>
            ) : (
                <span {...identifier}>{output.children}</span>
            );
            // the theme spreads these props on the token's <span>: its children may be an element, whatever the type says
            return { ...output, children: element as ReactNode as string };
        };
        return { ...props, line, getTokenProps };
    };
}

/** The quick info of a page, fetched once for all of its blocks */
const quickInfoFiles = new Map<string, Promise<PageQuickInfo>>();

function quickInfoFrom(url: string): Promise<PageQuickInfo> {
    let file = quickInfoFiles.get(url);
    if (!file) {
        file = fetchOk(url).then(response => response.json() as Promise<PageQuickInfo>);
        // a failed fetch may be tried again on the next interaction
        file.catch(() => quickInfoFiles.delete(url));
        quickInfoFiles.set(url, file);
    }
    return file;
}

interface Shown {
    element: HTMLElement;
    info: [signature: string, summary?: string];
}

/** How long the pointer must rest on an identifier before its popover opens, and may be away before it closes */
const hoverDelay = 150;

/** A block's names that link to their API pages */
const links = `a[${quickInfoAttribute}]`;

/** Only one popover at a time, page-wide */
let closeShown: (() => void) | undefined;

const identifierOf = (target: EventTarget | null): HTMLElement | null =>
    target instanceof Element ? target.closest<HTMLElement>(`[${quickInfoAttribute}]`) : null;

export default function TypeAwareCode({ tokens, quickInfo, children }: Props): React.JSX.Element {
    const identifiers = useMemo(() => JSON.parse(tokens) as BlockTokens, [tokens]);
    const renderLine = useMemo(() => typeAwareLine(itemsByLine(identifiers)), [identifiers]);
    // the build's link checker sees the block's links, as it sees those of <Link>
    const brokenLinks = useBrokenLinks();
    identifiers.h.forEach(href => brokenLinks.collectLink(href));
    const [shown, setShown] = useState<Shown>();
    const root = useRef<HTMLDivElement>(null);
    const popoverId = useId();
    const keysId = `${popoverId}-keys`;
    const history = useHistory();
    // the pointer may move onto the popover (to read or select its text) without closing it
    const popoverHover = useRef<Record<'enter' | 'leave', () => void>>({
        enter: () => undefined,
        leave: () => undefined,
    });

    useEffect(() => {
        const container = root.current;
        if (!container) {
            return undefined;
        }
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
            quickInfoFrom(quickInfo).then(
                ({ i, b }) => {
                    const info = i[b[identifiers.k]?.[Number(element.getAttribute(quickInfoAttribute))] ?? -1];
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
            describeKeys(container, event, links, keysId);
        };
        const onKeyDownInBlock = (event: KeyboardEvent) => moveBetweenNames(container, event, links);
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
            keydown: onKeyDownInBlock,
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
    }, [quickInfo, identifiers, popoverId, keysId, history]);

    return (
        <div ref={root}>
            <TypeAwareLines.Provider value={renderLine}>{children}</TypeAwareLines.Provider>
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
