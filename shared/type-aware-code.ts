/**
 * Type-aware code blocks: what the build (plugins/code-examples) tells a page about the identifiers of its
 * TypeScript examples, and the pure steps the browser (src/components/TypeAwareCode) takes with it.
 * A position is a line, named by its text, and a 0-based column.
 */

/** An identifier that links to the API reference: its line (index in `BlockTokens.l`), column and target (index in `BlockTokens.h`) */
export type LinkToken = [line: number, column: number, href: number];

/** An identifier with quick info and nothing to link to: its line (index in `BlockTokens.l`) and column */
export type PlainToken = [line: number, column: number];

/**
 * Rendered with the page: where a block's identifiers are, so that each is an element of its own from the start
 * (the links are in the page's HTML, where the build checks them), whatever the reader does first. An identifier's
 * length is read from the line: it is the word that starts at its column.
 */
export interface BlockTokens {
    /** The block's key: its quick info is `PageQuickInfo.b[k]` */
    k: string;
    /** The lines that have identifiers, by `lineKey` of their text: how the theme's line finds its own */
    l: string[];
    /** The API routes, with anchors, that the links go to */
    h: string[];
    /** Identifiers that link to the API reference, in reading order */
    t: LinkToken[];
    /** Identifiers that don't, in reading order */
    p: PlainToken[];
}

/** A JSON file of the build, fetched on the first hover, focus or tap: the quick info of a page's identifiers */
export interface PageQuickInfo {
    /** [signature, first sentence of the doc comment] */
    i: Array<[signature: string, summary?: string]>;
    /** By block key, the quick info (index in `i`) of each identifier: those of `BlockTokens.t`, then of `BlockTokens.p` */
    b: Record<string, number[]>;
}

/**
 * A short digest of a line's text (32-bit FNV-1a, base 36). The theme renders a block's lines without saying which
 * line each is, so a line is found by its text; lines with the same text get the same identifiers.
 */
export function lineKey(text: string): string {
    let hash = 0x811c9dc5;
    for (let index = 0; index < text.length; index++) {
        hash ^= text.charCodeAt(index);
        hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(36);
}

/** An identifier placed on a line: where it starts, which of the block's identifiers it is, where it links to */
export interface LineItem {
    column: number;
    /** Its index among the block's identifiers: `BlockTokens.t`, then `BlockTokens.p` */
    identifier: number;
    href?: string;
}

/** The items of a block, by the `lineKey` of their line's text */
export function itemsByLine(tokens: BlockTokens): Map<string, LineItem[]> {
    const byLine = new Map<string, LineItem[]>();
    const add = (line: number, item: LineItem) =>
        byLine.set(tokens.l[line], [...(byLine.get(tokens.l[line]) ?? []), item]);
    tokens.t.forEach(([line, column, href], identifier) => add(line, { column, identifier, href: tokens.h[href] }));
    tokens.p.forEach(([line, column], index) => add(line, { column, identifier: tokens.t.length + index }));
    for (const items of byLine.values()) {
        items.sort((a, b) => a.column - b.column);
    }
    return byLine;
}

const word = /[$\w\u0080-\uffff]+/y;

/** The length of the identifier that starts at `column` of a line */
export function identifierLength(text: string, column: number): number {
    word.lastIndex = column;
    return word.exec(text)?.[0].length ?? 0;
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
    const text = tokens.map(token => token.content).join('');
    const lengths = items.map(item => identifierLength(text, item.column));
    let offset = 0;
    for (const token of tokens) {
        const start = offset;
        const end = start + token.content.length;
        offset = end;
        let at = start;
        for (const [index, item] of items.entries()) {
            const from = Math.max(item.column, at);
            const to = Math.min(item.column + lengths[index], end);
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
