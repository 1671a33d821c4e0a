/**
 * What the TypeScript compiler knows about the site's examples, from one language service over all of
 * them: the errors of each (what `npm run test:examples` and the build fail on) and, for every identifier,
 * its quick info (the declaration or signature, and the first sentence of its doc comment) and, when it
 * is declared by a `@serenity-js/*` package, which declaration that is (package and qualified name, the
 * way TypeDoc names it), so the build can link it to its API page. Runs in `worker.ts`, a process of its own.
 */
import path from 'node:path';

import ts from 'typescript';

import { contentDigest } from '../digests';

/** The compiler options of every example, as a tsconfig.json would spell them */
export function exampleCompilerOptions(siteDir: string): Record<string, unknown> {
    return {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: 'es2022',
        lib: ['es2022', 'dom'],
        module: 'nodenext',
        moduleResolution: 'nodenext',
        types: ['node'],
        typeRoots: [path.join(siteDir, 'node_modules', '@types')],
    };
}

/** One file to analyse: an example's code (kept in memory, in `fileName`'s folder) or a file of the repository */
export interface AnalysisUnit {
    id: string;
    /** Absolute path; module resolution starts from its folder */
    fileName: string;
    /** The code of an example; absent for a file of the repository, which is read from disk */
    code?: string;
}

/** A declaration of a `@serenity-js/*` package, named as TypeDoc names it */
export interface DeclarationId {
    packageName: string;
    /** `Ensure`, `Ensure.that`, `Actor.attemptsTo` */
    qualifiedName: string;
}

export interface Identifier {
    /** 0-based line and character in the unit's file */
    line: number;
    character: number;
    length: number;
    /** The declaration or signature, as TypeScript's quick info shows it */
    signature: string;
    /** The first sentence of its doc comment, as plain text */
    summary?: string;
    declaration?: DeclarationId;
}

export interface ExampleDiagnostic {
    /** The file the error is in, relative to the site directory (empty for an error of the configuration) */
    fileName: string;
    /** 0-based */
    line: number;
    character: number;
    /** `error TS2345: Argument of type…`, as `tsc` prints it */
    message: string;
}

export interface UnitAnalysis {
    diagnostics: ExampleDiagnostic[];
    identifiers: Identifier[];
    /** Files of the repository the unit imports (transitively), with a digest of each, so a change to one invalidates it */
    dependencies: Record<string, string>;
}

const frameworkDeclarationFile = /[/\\]node_modules[/\\](@serenity-js[/\\][^/\\]+)[/\\]/;

/** The first sentence of a doc comment's first paragraph, without Markdown links and emphasis */
export function firstSentence(documentation: string): string | undefined {
    const paragraph = documentation.trim().split(/\n\s*\n/)[0] ?? '';
    const text = paragraph
        .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
        .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, '$1$2')
        .replace(/\s+/g, ' ')
        .trim();
    if (text === '') {
        return undefined;
    }
    // a full stop ends a sentence when a capital, an opening bracket or the end follows; `e.g.` and `i.e.` don't
    const end = /(?<!\b(?:e\.g|i\.e|etc|vs))[.!?](?=\s+[A-Z(`"]|$)/.exec(text);
    return end ? text.slice(0, end.index + 1) : text;
}

/** Quick info as a reader wants it: `(alias) class Ensure…\nimport Ensure` is just the class */
export function signatureOf(displayParts: ts.SymbolDisplayPart[]): string {
    const text = ts.displayPartsToString(displayParts);
    return text.replace(/^\(alias\) /, '').replace(/\nimport [\w$.]+$/, '');
}

function documentationText(parts: ts.SymbolDisplayPart[] | undefined): string {
    // `{@link Actor}` comes as parts "{@link ", "Actor", "}": keep the name only
    return (parts ?? [])
        .filter(part => part.kind !== 'link')
        .map(part => part.text)
        .join('');
}

/** `"/…/lib/screenplay/Actor".Actor.attemptsTo` → `Actor.attemptsTo`, as TypeDoc's `getQualifiedName` does */
function qualifiedNameOf(checker: ts.TypeChecker, symbol: ts.Symbol): string {
    return checker.getFullyQualifiedName(symbol).replace(/^"[^"]*"\.?/, '');
}

const anonymous = /(?:^|\.)__(?:type|object)\b/;

/**
 * The qualified name of the declaration `name` names, or, for a member of an anonymous type (`into` in
 * `Enter.theValue(…).into(…)`, whose name is `__type.into`), that of the declaration the type belongs to
 * (`Enter.theValue`), which is where the API reference documents it.
 */
function documentedNameOf(checker: ts.TypeChecker, name: ts.Identifier): string | undefined {
    const symbol = checker.getSymbolAtLocation(name);
    const qualifiedName = symbol && qualifiedNameOf(checker, symbol);
    if (!qualifiedName || !anonymous.test(qualifiedName)) {
        return qualifiedName;
    }
    for (let ancestor = name.parent.parent; !ts.isSourceFile(ancestor); ancestor = ancestor.parent) {
        const ancestorName = ts.getNameOfDeclaration(ancestor as ts.Declaration);
        const ancestorSymbol = ancestorName && checker.getSymbolAtLocation(ancestorName);
        const ancestorQualifiedName = ancestorSymbol && qualifiedNameOf(checker, ancestorSymbol);
        if (ancestorQualifiedName && !anonymous.test(ancestorQualifiedName)) {
            return ancestorQualifiedName;
        }
    }
    return undefined;
}

export function createExampleService(
    siteDir: string,
    units: AnalysisUnit[],
): { service: ts.LanguageService; analyse: () => Record<string, UnitAnalysis> } {
    const { options, errors } = ts.convertCompilerOptionsFromJson(exampleCompilerOptions(siteDir), siteDir);
    if (errors.length > 0) {
        throw new Error(ts.flattenDiagnosticMessageText(errors[0].messageText, '\n'));
    }
    const inMemory = new Map(
        units
            .filter((unit): unit is AnalysisUnit & { code: string } => unit.code !== undefined)
            .map(unit => [unit.fileName, unit.code]),
    );
    const read = (fileName: string) => inMemory.get(fileName) ?? ts.sys.readFile(fileName);
    const host: ts.LanguageServiceHost = {
        getCompilationSettings: () => options,
        getScriptFileNames: () => units.map(unit => unit.fileName),
        getScriptVersion: () => '1',
        getScriptSnapshot: fileName => {
            const text = read(fileName);
            return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
        },
        getCurrentDirectory: () => siteDir,
        getDefaultLibFileName: compilerOptions => ts.getDefaultLibFilePath(compilerOptions),
        fileExists: fileName => inMemory.has(fileName) || ts.sys.fileExists(fileName),
        readFile: read,
        readDirectory: ts.sys.readDirectory,
        directoryExists: ts.sys.directoryExists,
        getDirectories: ts.sys.getDirectories,
        realpath: ts.sys.realpath,
    };
    const service = ts.createLanguageService(host, ts.createDocumentRegistry());

    const analyse = (): Record<string, UnitAnalysis> => {
        const program = service.getProgram();
        if (!program) {
            throw new Error('TypeScript created no program for the examples');
        }
        const checker = program.getTypeChecker();
        const isLocal = (fileName: string) => !/[/\\]node_modules[/\\]/.test(fileName);

        const diagnosticsByFile = new Map<string, ExampleDiagnostic[]>();
        const general: ExampleDiagnostic[] = [];
        for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
            if (diagnostic.category !== ts.DiagnosticCategory.Error) {
                continue;
            }
            const message = `error TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
            if (!diagnostic.file || diagnostic.start === undefined) {
                general.push({ fileName: '', line: 0, character: 0, message });
                continue;
            }
            if (!isLocal(diagnostic.file.fileName)) {
                continue;
            }
            const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
            const known = diagnosticsByFile.get(diagnostic.file.fileName) ?? [];
            known.push({ fileName: path.relative(siteDir, diagnostic.file.fileName), line, character, message });
            diagnosticsByFile.set(diagnostic.file.fileName, known);
        }

        /** The files of the repository a file imports, directly or not */
        const dependenciesOf = (fileName: string): string[] => {
            const seen = new Set<string>([fileName]);
            const pending = [fileName];
            for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
                const sourceFile = program.getSourceFile(next);
                for (const specifier of sourceFile ? moduleSpecifiersOf(sourceFile) : []) {
                    const resolved = ts.resolveModuleName(
                        specifier.text,
                        next,
                        options,
                        host,
                        undefined,
                        undefined,
                        ts.getModeForUsageLocation(sourceFile as ts.SourceFile, specifier, options),
                    ).resolvedModule?.resolvedFileName;
                    if (resolved && isLocal(resolved) && !seen.has(resolved)) {
                        seen.add(resolved);
                        pending.push(resolved);
                    }
                }
            }
            seen.delete(fileName);
            return [...seen];
        };

        const declarationOf = (
            node: ts.Identifier,
            sourceFile: ts.SourceFile,
            symbol: ts.Symbol | undefined,
        ): DeclarationId | undefined => {
            const declaredLocally = symbol?.declarations?.every(
                declaration => declaration.getSourceFile() === sourceFile,
            );
            const isPropertyName =
                (ts.isPropertyAssignment(node.parent) || ts.isShorthandPropertyAssignment(node.parent)) &&
                node.parent.name === node;
            if (!symbol || (declaredLocally && !isPropertyName)) {
                return undefined;
            }
            // go-to-definition follows imports and re-exports, and finds the property an object literal's key stands for
            for (const definition of service.getDefinitionAtPosition(sourceFile.fileName, node.getStart(sourceFile)) ??
                []) {
                const packageName = definition.fileName.match(frameworkDeclarationFile)?.[1].replace(/\\/g, '/');
                const declarationFile = packageName && program.getSourceFile(definition.fileName);
                if (!declarationFile) {
                    continue;
                }
                const name = findIdentifierAt(declarationFile, definition.textSpan.start);
                const qualifiedName = name && documentedNameOf(checker, name);
                if (qualifiedName) {
                    return { packageName, qualifiedName };
                }
            }
            return undefined;
        };

        type Known = Omit<Identifier, 'line' | 'character' | 'length'>;
        const describe = (node: ts.Identifier, sourceFile: ts.SourceFile, symbol: ts.Symbol | undefined) => {
            const info = service.getQuickInfoAtPosition(sourceFile.fileName, node.getStart(sourceFile));
            const signature = info?.displayParts ? signatureOf(info.displayParts) : '';
            if (!info || signature === '') {
                return undefined;
            }
            const summary = firstSentence(documentationText(info.documentation));
            const declaration = declarationOf(node, sourceFile, symbol);
            return { signature, ...(summary ? { summary } : {}), ...(declaration ? { declaration } : {}) };
        };
        // an imported name reads the same wherever it is used: ask about each one once
        const byImport = new Map<ts.Symbol, Known | undefined>();

        const identifiersOf = (sourceFile: ts.SourceFile): Identifier[] => {
            const found: Identifier[] = [];
            const visit = (node: ts.Node) => {
                if (ts.isIdentifier(node)) {
                    const atLocation = checker.getSymbolAtLocation(node);
                    const imported =
                        atLocation && atLocation.flags & ts.SymbolFlags.Alias
                            ? checker.getAliasedSymbol(atLocation)
                            : undefined;
                    const symbol = imported ?? atLocation;
                    let known: Known | undefined;
                    if (imported && byImport.has(imported)) {
                        known = byImport.get(imported);
                    } else {
                        known = describe(node, sourceFile, symbol);
                        if (imported) {
                            byImport.set(imported, known);
                        }
                    }
                    if (known) {
                        const start = node.getStart(sourceFile);
                        const { line, character } = sourceFile.getLineAndCharacterOfPosition(start);
                        found.push({ line, character, length: node.getWidth(sourceFile), ...known });
                    }
                }
                ts.forEachChild(node, visit);
            };
            visit(sourceFile);
            return found;
        };

        return Object.fromEntries(
            units.map(unit => {
                const sourceFile = program.getSourceFile(unit.fileName);
                if (!sourceFile) {
                    throw new Error(`TypeScript did not load ${unit.fileName}`);
                }
                const dependencies = dependenciesOf(unit.fileName);
                const diagnostics = [unit.fileName, ...dependencies].flatMap(file => diagnosticsByFile.get(file) ?? []);
                return [
                    unit.id,
                    {
                        diagnostics: [...general, ...diagnostics],
                        identifiers: identifiersOf(sourceFile),
                        dependencies: Object.fromEntries(
                            dependencies.map(file => [path.relative(siteDir, file), contentDigest(read(file) ?? '')]),
                        ),
                    },
                ];
            }),
        );
    };
    return { service, analyse };
}

function moduleSpecifiersOf(sourceFile: ts.SourceFile): ts.StringLiteralLike[] {
    const specifiers: ts.StringLiteralLike[] = [];
    for (const statement of sourceFile.statements) {
        if (
            (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
            statement.moduleSpecifier &&
            ts.isStringLiteralLike(statement.moduleSpecifier)
        ) {
            specifiers.push(statement.moduleSpecifier);
        }
    }
    return specifiers;
}

function findIdentifierAt(sourceFile: ts.SourceFile, position: number): ts.Identifier | undefined {
    const find = (node: ts.Node): ts.Identifier | undefined => {
        if (position < node.getFullStart() || position >= node.getEnd()) {
            return undefined;
        }
        if (ts.isIdentifier(node) && node.getStart(sourceFile) === position) {
            return node;
        }
        return ts.forEachChild(node, find);
    };
    return find(sourceFile);
}
