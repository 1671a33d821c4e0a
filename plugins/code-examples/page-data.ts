/**
 * What each page gets to know about its TypeScript blocks: for every block, where its identifiers are and which
 * of them link to the API reference (rendered with the page, so its HTML has the links and the build checks them),
 * and for the whole page one chunk with the quick info of every identifier, which the browser fetches on the first
 * hover, focus or tap. Positions are moved to the lines the theme renders, and identifiers on the hidden set-up
 * lines are left out: nobody can point at them.
 */
import { createHash } from 'node:crypto';

import type { BlockTokens, LinkToken, PlainToken, QuickInfoChunk } from '../../shared/type-aware-code';
import type { Example } from './extract';
import type { DeclarationId, Identifier } from './language-service';
import { type MagicComment, renderedLines } from './rendered-lines';

/** How the build and remark-type-aware-code recognise a block: by its code */
export function blockKey(code: string): string {
    return createHash('sha256').update(code).digest('hex').slice(0, 16);
}

/**
 * Where the API reference documents a declaration (`symbols`: `<package>:<qualified name>` → URL, from
 * plugins/framework). A member the reference doesn't document on its own (a TinyType's `value`) links to where the
 * declaration it belongs to is documented.
 */
export function apiHrefOf(declaration: DeclarationId, symbols: Record<string, string>): string | undefined {
    const segments = declaration.qualifiedName.split('.');
    for (let count = segments.length; count > 0; count--) {
        const href = symbols[`${declaration.packageName}:${segments.slice(0, count).join('.')}`];
        if (href) {
            return href;
        }
    }
    return undefined;
}

export interface PageData {
    chunk: QuickInfoChunk;
    /** By block key */
    blocks: Record<string, BlockTokens>;
}

/** What remark-type-aware-code reads, by page (its path relative to the site): its quick info chunk and blocks' links */
export type BlocksFile = Record<
    string,
    {
        /** The module path of the page's quick info chunk */
        chunk: string;
        /** By block key */
        blocks: Record<string, BlockTokens>;
    }
>;

export interface PageDataOptions {
    magicComments: MagicComment[];
    /** The class name of the magic comment that hides set-up lines */
    hiddenLineClassName: string;
    symbols: Record<string, string>;
}

/** The data of every page that has a TypeScript block with identifiers, by page (path relative to the site) */
export function pagesData(
    blocks: Array<{ example: Example; identifiers: Identifier[] }>,
    { magicComments, hiddenLineClassName, symbols }: PageDataOptions,
): Map<string, PageData> {
    const pages = new Map<string, PageData & { infoIndex: Map<string, number> }>();
    for (const { example, identifiers } of blocks) {
        const lines = renderedLines(example.code, { lang: example.lang, meta: example.meta, magicComments });
        const page = pages.get(example.file) ?? {
            chunk: { i: [] } as QuickInfoChunk,
            blocks: {} as Record<string, BlockTokens>,
            infoIndex: new Map<string, number>(),
        };
        const infoOf = ({ signature, summary }: Identifier) => {
            const key = JSON.stringify([signature, summary]);
            let index = page.infoIndex.get(key);
            if (index === undefined) {
                index = page.chunk.i.push(summary ? [signature, summary] : [signature]) - 1;
                page.infoIndex.set(key, index);
            }
            return index;
        };
        const tokens: BlockTokens = { h: [], t: [], p: [] };
        for (const identifier of identifiers) {
            const line = lines[identifier.line];
            if (!line || line.classNames.includes(hiddenLineClassName)) {
                continue;
            }
            const href = identifier.declaration && apiHrefOf(identifier.declaration, symbols);
            const position = [line.index, identifier.character, identifier.length] as const;
            if (href) {
                const hrefIndex = tokens.h.indexOf(href) === -1 ? tokens.h.push(href) - 1 : tokens.h.indexOf(href);
                tokens.t.push([...position, hrefIndex, infoOf(identifier)] satisfies LinkToken);
            } else {
                tokens.p.push([...position, infoOf(identifier)] satisfies PlainToken);
            }
        }
        if (tokens.t.length > 0 || tokens.p.length > 0) {
            page.blocks[blockKey(example.code)] = tokens;
            pages.set(example.file, page);
        }
    }
    return new Map([...pages].map(([file, { chunk, blocks: pageBlocks }]) => [file, { chunk, blocks: pageBlocks }]));
}
