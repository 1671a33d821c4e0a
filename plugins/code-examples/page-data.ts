/**
 * What each page gets to know about its TypeScript blocks: for every block, where its identifiers are and which
 * of them link to the API reference (rendered with the page, so its HTML has the links and the build checks them),
 * and for the whole page one file with the quick info of every identifier, which the browser fetches on the first
 * hover, focus or tap. A line is named by a digest of its text (the theme's lines know nothing else about
 * themselves), and identifiers on the hidden set-up lines are left out: nobody can point at them.
 */
import { createHash } from 'node:crypto';

import {
    type BlockTokens,
    lineKey,
    type LinkToken,
    type PageQuickInfo,
    type PlainToken,
} from '../../shared/type-aware-code';
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
    quickInfo: PageQuickInfo;
    /** By block key */
    blocks: Record<string, BlockTokens>;
}

/** What remark-type-aware-code reads, by page (its absolute path): its quick info's URL and its blocks' identifiers */
export type BlocksFile = Record<
    string,
    {
        /** The URL of the page's quick info */
        quickInfo: string;
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

/** The index of `value` in `values`, added at the end if it isn't there */
function indexIn(values: string[], value: string): number {
    const index = values.indexOf(value);
    return index === -1 ? values.push(value) - 1 : index;
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
            quickInfo: { i: [], b: {} } as PageQuickInfo,
            blocks: {} as Record<string, BlockTokens>,
            infoIndex: new Map<string, number>(),
        };
        const infoOf = ({ signature, summary }: Identifier) => {
            const key = JSON.stringify([signature, summary]);
            let index = page.infoIndex.get(key);
            if (index === undefined) {
                index = page.quickInfo.i.push(summary ? [signature, summary] : [signature]) - 1;
                page.infoIndex.set(key, index);
            }
            return index;
        };
        const key = blockKey(example.code);
        const tokens: BlockTokens = { k: key, l: [], h: [], t: [], p: [] };
        const infos = { t: [] as number[], p: [] as number[] };
        const codeLines = example.code.split('\n');
        // the theme's line knows its text, not its number: lines with the same text share the first one's identifiers
        const lineOfKey = new Map<string, number>();
        const inReadingOrder = [...identifiers].sort((a, b) => a.line - b.line || a.character - b.character);
        for (const identifier of inReadingOrder) {
            const line = lines[identifier.line];
            if (!line || line.classNames.includes(hiddenLineClassName)) {
                continue;
            }
            const textKey = lineKey(codeLines[identifier.line]);
            if ((lineOfKey.get(textKey) ?? identifier.line) !== identifier.line) {
                continue;
            }
            lineOfKey.set(textKey, identifier.line);
            const lineIndex = indexIn(tokens.l, textKey);
            const href = identifier.declaration && apiHrefOf(identifier.declaration, symbols);
            if (href) {
                tokens.t.push([lineIndex, identifier.character, indexIn(tokens.h, href)] satisfies LinkToken);
                infos.t.push(infoOf(identifier));
            } else {
                tokens.p.push([lineIndex, identifier.character] satisfies PlainToken);
                infos.p.push(infoOf(identifier));
            }
        }
        if (tokens.t.length > 0 || tokens.p.length > 0) {
            page.blocks[key] = tokens;
            page.quickInfo.b[key] = [...infos.t, ...infos.p];
            pages.set(example.file, page);
        }
    }
    return new Map(
        [...pages].map(([file, { quickInfo, blocks: pageBlocks }]) => [file, { quickInfo, blocks: pageBlocks }]),
    );
}
