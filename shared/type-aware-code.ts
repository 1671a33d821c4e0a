/**
 * Type-aware code blocks: what the build (plugins/code-examples) tells a page about the identifiers of its
 * TypeScript examples, and the pure steps the browser (src/components/TypeAwareCode) takes with it.
 * Positions are those of the block as the theme renders it: 0-based line and column, magic comment lines removed.
 */

/** An identifier that links to the API reference: line, column, length, index in `BlockTokens.h`, index in `QuickInfoChunk.i` */
export type LinkToken = [line: number, column: number, length: number, href: number, info: number];

/** An identifier with quick info and nothing to link to: line, column, length, index in `QuickInfoChunk.i` */
export type PlainToken = [line: number, column: number, length: number, info: number];

/**
 * Rendered with the page: a block's identifiers, so that each is an element of its own from the start (the links
 * are in the page's HTML, where the build checks them), whatever the reader does first
 */
export interface BlockTokens {
    /** The API routes, with anchors, that the links go to */
    h: string[];
    /** Identifiers that link to the API reference */
    t: LinkToken[];
    /** Identifiers that don't */
    p: PlainToken[];
}

/** Fetched on the first hover, focus or tap: the quick info of the identifiers of a page's blocks */
export interface QuickInfoChunk {
    /** [signature, first sentence of the doc comment] */
    i: Array<[signature: string, summary?: string]>;
}

/** An identifier placed on a line: where it starts, how long it is, and what it shows */
export interface LineItem {
    column: number;
    length: number;
    info: number;
    href?: string;
    /** In the tab order: the first link of a block to each page and anchor is, the same link again is not */
    tabbable?: boolean;
}

/** The items of a block, by line */
export function itemsByLine(tokens: BlockTokens): Map<number, LineItem[]> {
    const byLine = new Map<number, LineItem[]>();
    const add = (line: number, item: LineItem) => byLine.set(line, [...(byLine.get(line) ?? []), item]);
    const tabbable = new Set<number>();
    const inReadingOrder = [...tokens.t].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (const [line, column, length, href, info] of inReadingOrder) {
        add(line, { column, length, info, href: tokens.h[href], tabbable: !tabbable.has(href) });
        tabbable.add(href);
    }
    for (const [line, column, length, info] of tokens.p) {
        add(line, { column, length, info });
    }
    for (const items of byLine.values()) {
        items.sort((a, b) => a.column - b.column);
    }
    return byLine;
}

/** A piece of a highlighted token, and the identifier it belongs to, if any */
export interface TokenPiece<T extends { content: string }> {
    token: T;
    item?: LineItem;
}

/**
 * Splits a line's highlighted tokens where identifiers start and end, so that each identifier's text can be
 * wrapped in an element of its own; every other piece of text is left in a token of the same kind. The text of
 * the line is unchanged.
 */
export function splitLine<T extends { content: string }>(tokens: T[], items: LineItem[]): Array<TokenPiece<T>> {
    const pieces: Array<TokenPiece<T>> = [];
    let offset = 0;
    for (const token of tokens) {
        const start = offset;
        const end = start + token.content.length;
        offset = end;
        let at = start;
        for (const item of items) {
            const from = Math.max(item.column, at);
            const to = Math.min(item.column + item.length, end);
            if (from >= to) {
                continue;
            }
            if (from > at) {
                pieces.push({ token: { ...token, content: token.content.slice(at - start, from - start) } });
            }
            pieces.push({ token: { ...token, content: token.content.slice(from - start, to - start) }, item });
            at = to;
        }
        if (at === start) {
            pieces.push({ token });
        } else if (at < end) {
            pieces.push({ token: { ...token, content: token.content.slice(at - start) } });
        }
    }
    return pieces;
}

export interface Box {
    top: number;
    left: number;
    width: number;
    height: number;
}

/**
 * Where a popover of the given size goes, in viewport coordinates: below the identifier, or above it when
 * there is more room there; as far left as the identifier, moved left to fit; never closer than `margin` to
 * an edge of the viewport (a popover larger than the viewport is capped by its CSS).
 */
export function placePopover(
    anchor: Box,
    size: { width: number; height: number },
    viewport: { width: number; height: number },
    { gap = 6, margin = 8 } = {},
): { top: number; left: number; placement: 'below' | 'above' } {
    const below = viewport.height - (anchor.top + anchor.height) - gap - margin;
    const above = anchor.top - gap - margin;
    const placement = size.height <= below || below >= above ? 'below' : 'above';
    const wanted = placement === 'below' ? anchor.top + anchor.height + gap : anchor.top - gap - size.height;
    const top = Math.max(margin, Math.min(wanted, viewport.height - margin - size.height));
    const left = Math.max(margin, Math.min(anchor.left, viewport.width - margin - size.width));
    return { top, left, placement };
}
