/**
 * Every error the installed `@serenity-js/*` modules throw with a message of their own, read from their TypeScript
 * sources with the compiler's parser (no type checking, no regular expressions over code).
 *
 * A thrown error is one of:
 * - `throw new X(message)`, for any class X;
 * - `throw <anything>.create(X, { message })`: the core's `ErrorFactory`, through `RaiseErrors.as(actor)` or the stage;
 * - `new X(message)` passed to `reject(...)` or `Promise.reject(...)`, or kept in a variable that is then thrown or
 *   rejected;
 * - `new XError(message)` wrapped in the outcome a test runner adapter reports (`ExecutionFailedWithError`,
 *   `ExecutionFailedWithAssertionError`, `ImplementationPending`): the reader sees it as the scenario's failure.
 *
 * Its "fixed text" (the contract of `handbook/troubleshooting/`): the message's literal text up to the first
 * interpolation or `+ expression`, whitespace runs folded, trimmed; when that is shorter than 12 characters, the
 * longest literal fragment of the message instead. A message held in a local variable or built by a function of the
 * same file is followed to its literal text. A message with no literal text at all (a rethrown `error.message`, a
 * message the caller supplies) has an empty fixed text: `unresolvedErrors` lists those sites.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

export interface ThrowSite {
    /** The npm package, e.g. `@serenity-js/core` */
    module: string;
    /** Relative to the package's folder, e.g. `src/screenplay/Actor.ts` */
    file: string;
    /** 1-based line of the error's construction */
    line: number;
}

export interface ThrownError extends ThrowSite {
    /** The class constructed, e.g. `ConfigurationError`; for the error factory, its first argument */
    errorClass: string;
    /** What the reader's message always contains, see above; empty when the message has no literal text */
    fixedText: string;
    /** The message expression as written in the source */
    message: string;
    /** How the error reaches the reader */
    how: 'throw' | 'error factory' | 'reject' | 'outcome';
    /** Every site that throws this fixed text (the first one is the site above) */
    sites: ThrowSite[];
}

/** Errors shorter than this at the start of a message are not distinctive: the rule falls back to the longest fragment */
const minimumPrefixLength = 12;

/** Outcome classes whose first argument is the error the test runner reports */
const outcomeClasses = new Set([
    'ExecutionFailedWithError',
    'ExecutionFailedWithAssertionError',
    'ImplementationPending',
]);

/** A piece of a message: literal text, or something only known at run time (with the literal text found inside it) */
type Part = string | { dynamic: string[] };

export function foldWhitespace(text: string): string {
    return text.replace(/\s+/g, ' ').trim();
}

/** The `.ts` sources of one package's `src/`, without specs and test folders */
function sourceFilesOf(packageDir: string): string[] {
    const files: string[] = [];
    const visit = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) {
                if (!['spec', 'specs', 'test', 'tests', '__tests__', 'node_modules'].includes(entry.name)) {
                    visit(full);
                }
            } else if (
                /\.ts$/.test(entry.name) &&
                !/\.(spec|test)\.ts$/.test(entry.name) &&
                !/\.d\.ts$/.test(entry.name)
            ) {
                files.push(full);
            }
        }
    };
    visit(path.join(packageDir, 'src'));
    return files;
}

function nameOf(expression: ts.Expression): string {
    if (ts.isIdentifier(expression)) {
        return expression.text;
    }
    if (ts.isPropertyAccessExpression(expression)) {
        return expression.name.text;
    }
    return expression.getText();
}

/** Functions and methods declared in a file, by name: a message built by one of them is followed into it */
function functionsOf(sourceFile: ts.SourceFile): Map<string, ts.FunctionLikeDeclaration[]> {
    const functions = new Map<string, ts.FunctionLikeDeclaration[]>();
    const add = (name: string, declaration: ts.FunctionLikeDeclaration) =>
        functions.set(name, [...(functions.get(name) ?? []), declaration]);
    const visit = (node: ts.Node) => {
        if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name && node.body) {
            add(node.name.getText(sourceFile), node);
        } else if (
            ts.isVariableDeclaration(node) &&
            ts.isIdentifier(node.name) &&
            node.initializer &&
            (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
        ) {
            add(node.name.text, node.initializer);
        }
        ts.forEachChild(node, visit);
    };
    visit(sourceFile);
    return functions;
}

/** The expressions a function returns */
function returnedExpressions(declaration: ts.FunctionLikeDeclaration): ts.Expression[] {
    const body = declaration.body;
    if (!body) {
        return [];
    }
    if (!ts.isBlock(body)) {
        return [body];
    }
    const returned: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
        if (ts.isReturnStatement(node) && node.expression) {
            returned.push(node.expression);
        } else if (!ts.isFunctionLike(node)) {
            ts.forEachChild(node, visit);
        }
    };
    visit(body);
    return returned;
}

/** The initialiser of the nearest declaration of a local variable called `name` around `from` */
function initialiserOf(name: string, from: ts.Node): ts.Expression | undefined {
    for (let scope: ts.Node | undefined = from.parent; scope; scope = scope.parent) {
        if (!(ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isFunctionLike(scope))) {
            continue;
        }
        let found: ts.Expression | undefined;
        const visit = (node: ts.Node) => {
            if (found) {
                return;
            }
            if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
                found = node.initializer;
            } else if (node === scope || !(ts.isBlock(node) || ts.isFunctionLike(node))) {
                ts.forEachChild(node, visit);
            }
        };
        visit(scope);
        if (found) {
            return found;
        }
    }
    return undefined;
}

function textsOf(parts: Part[]): string[] {
    return parts.flatMap(part => (typeof part === 'string' ? [part] : part.dynamic));
}

/** The message as a sequence of literal and run-time parts */
function partsOf(
    expression: ts.Expression,
    functions: Map<string, ts.FunctionLikeDeclaration[]>,
    seen = new Set<ts.Node>(),
): Part[] {
    if (seen.has(expression) || seen.size > 50) {
        return [{ dynamic: [] }];
    }
    seen.add(expression);
    const parts = (e: ts.Expression) => partsOf(e, functions, seen);
    const dynamicWith = (...expressions: ts.Expression[]): Part[] => [
        { dynamic: expressions.flatMap(e => textsOf(parts(e))) },
    ];
    // An interpolated value is run-time data, unless a function of the same file builds it from literal text
    const interpolated = (e: ts.Expression): Part[] =>
        ts.isCallExpression(e) && functions.has(nameOf(e.expression)) ? dynamicWith(e) : [{ dynamic: [] }];

    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
        return [expression.text];
    }
    if (ts.isTemplateExpression(expression)) {
        return [
            expression.head.text,
            ...expression.templateSpans.flatMap(span => [...interpolated(span.expression), span.literal.text]),
        ];
    }
    if (ts.isTaggedTemplateExpression(expression)) {
        return parts(expression.template);
    }
    if (
        ts.isParenthesizedExpression(expression) ||
        ts.isAsExpression(expression) ||
        ts.isNonNullExpression(expression)
    ) {
        return parts(expression.expression);
    }
    if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken) {
        return [...parts(expression.left), ...parts(expression.right)];
    }
    if (ts.isBinaryExpression(expression) || ts.isConditionalExpression(expression)) {
        const branches = ts.isBinaryExpression(expression)
            ? [expression.left, expression.right]
            : [expression.whenTrue, expression.whenFalse];
        return dynamicWith(...branches);
    }
    if (ts.isIdentifier(expression)) {
        const initialiser = initialiserOf(expression.text, expression);
        return initialiser ? parts(initialiser) : [{ dynamic: [] }];
    }
    if (ts.isCallExpression(expression)) {
        const declarations = functions.get(nameOf(expression.expression)) ?? [];
        const returned = declarations.flatMap(returnedExpressions);
        const built = returned.length === 1 ? parts(returned[0]) : dynamicWith(...returned);
        if (textsOf(built).some(text => foldWhitespace(text) !== '')) {
            return built;
        }
        const receiver = ts.isPropertyAccessExpression(expression.expression) ? [expression.expression.expression] : [];
        return dynamicWith(...receiver, ...expression.arguments);
    }
    if (ts.isArrayLiteralExpression(expression)) {
        return dynamicWith(...expression.elements);
    }
    if (ts.isArrowFunction(expression) && !ts.isBlock(expression.body)) {
        return dynamicWith(expression.body);
    }
    return [{ dynamic: [] }];
}

/** The fixed text of a message: see the module's comment */
export function fixedTextOf(parts: Part[]): string {
    let prefix = '';
    for (const part of parts) {
        if (typeof part !== 'string') {
            break;
        }
        prefix += part;
    }
    prefix = foldWhitespace(prefix);
    if (prefix.length >= minimumPrefixLength) {
        return prefix;
    }
    const longest = (texts: string[]) =>
        texts.map(foldWhitespace).reduce((best, text) => (text.length > best.length ? text : best), '');
    // Interpolated values count only where a function of the same file builds them from literal text (see partsOf)
    return longest(textsOf(parts));
}

/** The fixed text of a message expression in a parsed file */
export function fixedTextOfExpression(expression: ts.Expression, sourceFile: ts.SourceFile): string {
    return fixedTextOf(partsOf(expression, functionsOf(sourceFile)));
}

/** Is `node` (a `new X(...)`) thrown, rejected or reported, and how? */
function howItReachesTheReader(node: ts.NewExpression): ThrownError['how'] | undefined {
    const parent = node.parent;
    const className = nameOf(node.expression);
    if (ts.isThrowStatement(parent)) {
        return 'throw';
    }
    if (ts.isCallExpression(parent) && parent.arguments.includes(node) && nameOf(parent.expression) === 'reject') {
        return 'reject';
    }
    if (
        ts.isNewExpression(parent) &&
        parent.arguments?.[0] === node &&
        outcomeClasses.has(nameOf(parent.expression)) &&
        /Error$/.test(className)
    ) {
        return 'outcome';
    }
    if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
        const variable = parent.name.text;
        const scope = ts.findAncestor(parent, ts.isFunctionLike);
        let used: ThrownError['how'] | undefined;
        const visit = (child: ts.Node) => {
            if (used) {
                return;
            }
            if (ts.isThrowStatement(child) && child.expression && ts.isIdentifier(child.expression)) {
                used = child.expression.text === variable ? 'throw' : undefined;
            } else if (
                ts.isCallExpression(child) &&
                nameOf(child.expression) === 'reject' &&
                child.arguments.some(argument => ts.isIdentifier(argument) && argument.text === variable)
            ) {
                used = 'reject';
            }
            ts.forEachChild(child, visit);
        };
        if (scope) {
            visit(scope);
        }
        return used;
    }
    return undefined;
}

/** The errors one source file throws, in source order, not deduplicated */
export function thrownErrorsOfSource(module: string, file: string, text: string): ThrownError[] {
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const functions = functionsOf(sourceFile);
    const found: ThrownError[] = [];
    const record = (node: ts.Node, errorClass: string, message: ts.Expression | undefined, how: ThrownError['how']) => {
        const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
        found.push({
            module,
            file,
            line,
            errorClass,
            fixedText: message ? fixedTextOf(partsOf(message, functions)) : '',
            message: message ? message.getText(sourceFile) : '',
            how,
            sites: [{ module, file, line }],
        });
    };

    const visit = (node: ts.Node) => {
        if (ts.isNewExpression(node)) {
            const how = howItReachesTheReader(node);
            if (how) {
                record(node, nameOf(node.expression), node.arguments?.[0], how);
            }
        } else if (
            ts.isCallExpression(node) &&
            ts.isPropertyAccessExpression(node.expression) &&
            ['create', 'createError'].includes(node.expression.name.text) &&
            node.arguments.length === 2 &&
            ts.isObjectLiteralExpression(node.arguments[1])
        ) {
            // The error factory: `RaiseErrors.as(actor).create(AssertionError, { message, … })`
            const messageProperty = node.arguments[1].properties.find(
                property => property.name !== undefined && property.name.getText(sourceFile) === 'message',
            );
            if (
                messageProperty &&
                (ts.isPropertyAssignment(messageProperty) || ts.isShorthandPropertyAssignment(messageProperty))
            ) {
                const message = ts.isPropertyAssignment(messageProperty)
                    ? messageProperty.initializer
                    : messageProperty.name;
                record(node, nameOf(node.arguments[0]), message, 'error factory');
            }
        }
        ts.forEachChild(node, visit);
    };
    visit(sourceFile);
    return found;
}

/** The `@serenity-js/*` packages installed in the site, sorted */
export function serenityModulesOf(siteDir: string): string[] {
    const scopeDir = path.join(siteDir, 'node_modules', '@serenity-js');
    return readdirSync(scopeDir, { withFileTypes: true })
        .filter(entry => entry.isDirectory() || entry.isSymbolicLink())
        .map(entry => entry.name)
        .sort();
}

/** Every throw site of the installed modules, in module and file order, not deduplicated */
export function throwSites(siteDir: string): ThrownError[] {
    return serenityModulesOf(siteDir).flatMap(name => {
        const packageDir = path.join(siteDir, 'node_modules', '@serenity-js', name);
        return sourceFilesOf(packageDir).flatMap(file =>
            thrownErrorsOfSource(
                `@serenity-js/${name}`,
                path.relative(packageDir, file).split(path.sep).join('/'),
                readFileSync(file, 'utf8'),
            ),
        );
    });
}

/** Errors with the same fixed text, merged into the first one (sites accumulate); those without one stay apart */
export function deduplicated(errors: ThrownError[]): ThrownError[] {
    const byText = new Map<string, ThrownError>();
    const withoutText: ThrownError[] = [];
    for (const error of errors) {
        if (!error.fixedText) {
            withoutText.push(error);
            continue;
        }
        const first = byText.get(error.fixedText);
        if (first) {
            first.sites.push(...error.sites);
        } else {
            byText.set(error.fixedText, { ...error, sites: [...error.sites] });
        }
    }
    return [...byText.values(), ...withoutText];
}

/** Every error the installed `@serenity-js/*` modules throw with a fixed text, one per distinct fixed text */
export function thrownErrors(siteDir: string): ThrownError[] {
    return deduplicated(throwSites(siteDir)).filter(error => error.fixedText !== '');
}

/** Throw sites whose message has no literal text at all (rethrown or caller-supplied messages) */
export function unresolvedErrors(siteDir: string): ThrownError[] {
    return throwSites(siteDir).filter(error => error.fixedText === '');
}
