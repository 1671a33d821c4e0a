/**
 * A signature on an API page is as long as the framework's declaration of it, not longer. One that runs past
 * `maxSignatureLength` characters is a type expanded into its members (`PostRequest#using` once showed 2,564
 * characters, down to `String.prototype`), unless the source declares it that long; the build fails naming it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import type { ApiPage, Part, Source } from '../../../shared/api-reference';

export const maxSignatureLength = 400;

/** One line of code an API page shows, with the name a reader finds it under */
export interface ShownCode {
    /** `PostRequest#using`, `core#Answerable` */
    member: string;
    route: string;
    code: Part[];
    source?: Source;
}

/** Where the framework declares something: its package, the file in it, the line of its name, and the name */
export interface DeclarationSite {
    packageName: string;
    file: string;
    line: number;
    name: string;
}

/** How many characters a declaration spans in its source, white space collapsed and bodies left out */
export type DeclaredLength = (site: DeclarationSite) => number | undefined;

const textOf = (code: Part[]) => code.map(part => part.t).join('');

/** Every line of code a page shows: its declaration, its signatures, its members' and its overview's declarations */
export function shownCode(page: ApiPage): ShownCode[] {
    const { route } = page;
    if (page.type === 'overview') {
        return page.declarations.map(({ name, code, source }) => ({
            member: `${page.module.slug}#${name}`,
            route,
            code,
            source,
        }));
    }
    const own = (member: string, source?: Source) => (code: Part[]) => ({ member, route, code, source });
    return [
        ...(page.code ? [own(page.name, page.source)(page.code)] : []),
        ...page.signatures.map(signature => own(page.name, signature.source ?? page.source)(signature.code)),
        ...page.sections.flatMap(section =>
            section.members.flatMap(member => {
                const name = `${page.name}#${member.anchor}`;
                return [
                    ...(member.code ? [own(name, member.source)(member.code)] : []),
                    ...member.signatures.map(signature => own(name, signature.source ?? member.source)(signature.code)),
                ];
            }),
        ),
    ];
}

/** A problem for each line of code longer than `maxSignatureLength` whose declaration in the source is shorter */
export function overlongSignatures(
    pages: ApiPage[],
    packageOf: (page: ApiPage) => string,
    declaredLength: DeclaredLength,
): string[] {
    return pages.flatMap(page =>
        shownCode(page).flatMap(({ member, route, code, source }) => {
            const length = textOf(code).length;
            if (length <= maxSignatureLength) {
                return [];
            }
            const packageName = packageOf(page);
            const name = member.split('#').pop() ?? member;
            const declared = source && declaredLength({ packageName, file: source.file, line: source.line, name });
            if (declared !== undefined && declared >= length) {
                return [];
            }
            const where = source ? `${packageName}/${source.file}:${source.line}` : packageName;
            return [
                `${member} (${route}): its signature is ${length} characters, over ${maxSignatureLength}, while ${where} declares it in ${declared ?? 'fewer'} — a type is shown expanded instead of by its name`,
            ];
        }),
    );
}

/** The head of a declaration: from its modifiers to its body or its members, white space collapsed */
function headOf(node: ts.Node, source: ts.SourceFile): string {
    const start = node.getStart(source);
    const body =
        ts.isClassLike(node) || ts.isInterfaceDeclaration(node) || ts.isEnumDeclaration(node)
            ? node.members.pos - 1
            : 'body' in node && node.body instanceof Object
              ? (node.body as ts.Node).getStart(source)
              : node.end;
    return source.text.slice(start, body).replace(/\s+/g, ' ').trim();
}

/** Reads declarations from the packages' TypeScript sources: `packageDir` finds a package's folder */
export function declaredLengthFromSources(packageDir: (packageName: string) => string): DeclaredLength {
    const files = new Map<string, ts.SourceFile>();
    return ({ packageName, file, line, name }) => {
        const fileName = path.join(packageDir(packageName), file);
        let source = files.get(fileName);
        if (!source) {
            source = ts.createSourceFile(fileName, readFileSync(fileName, 'utf8'), ts.ScriptTarget.Latest, true);
            files.set(fileName, source);
        }
        const parsed = source;
        let found: number | undefined;
        const visit = (node: ts.Node) => {
            const named = (node as { name?: ts.Node }).name;
            const at = named ?? node;
            const onLine = parsed.getLineAndCharacterOfPosition(at.getStart(parsed)).line + 1 === line;
            if (found === undefined && onLine && (named ? named.getText(parsed) === name : name === 'constructor')) {
                found = headOf(node, parsed).length;
            }
            ts.forEachChild(node, visit);
        };
        visit(parsed);
        return found;
    };
}
