/**
 * Types as the framework declares them. TypeDoc converts a signature's parameter and return types from what the
 * compiler computed, not from what the source says: `config: Answerable<WithAnswerableProperties<AxiosRequestConfig>>`
 * came out as every member of `AxiosRequestConfig`, down to the methods of `String.prototype` (2,564 characters on
 * `PostRequest#using`). Where the declared type reads shorter than the computed one, the signature or property gets
 * the declared one, converted from the source's type node: the names of aliases and interfaces, which the pages link.
 * Runs inside the TypeDoc worker (`typedoc-worker.ts`); `models.ts` counts this file in the models' cache key.
 */
import {
    type Context,
    Converter,
    type DeclarationReflection,
    ReflectionKind,
    type SignatureReflection,
    type SomeType,
} from 'typedoc';
import ts from 'typescript';

/** The shorter of the computed type and the type as declared: the declared one when it reads shorter */
export function asDeclared(computed: SomeType | undefined, declared: () => SomeType | undefined): SomeType | undefined {
    if (!computed) {
        return computed;
    }
    const fromSource = declared();
    return fromSource && fromSource.toString().length < computed.toString().length ? fromSource : computed;
}

function declaredParameter(declaration: ts.SignatureDeclaration, name: string): ts.ParameterDeclaration | undefined {
    return declaration.parameters.find(parameter => ts.isIdentifier(parameter.name) && parameter.name.text === name);
}

function onSignature(context: Context, signature: SignatureReflection, declaration?: ts.Declaration): void {
    if (!declaration || !('parameters' in declaration) || !Array.isArray(declaration.parameters)) {
        return;
    }
    const node = declaration as ts.SignatureDeclaration;
    const inSignature = context.withScope(signature);
    for (const parameter of signature.parameters ?? []) {
        const typeNode = declaredParameter(node, parameter.name)?.type;
        if (typeNode && typeNode.kind !== ts.SyntaxKind.ThisType) {
            parameter.type = asDeclared(parameter.type, () =>
                context.converter.convertType(inSignature.withScope(parameter), typeNode),
            );
        }
    }
    const returnTypeNode = node.type;
    if (returnTypeNode && returnTypeNode.kind !== ts.SyntaxKind.ThisType && !ts.isTypePredicateNode(returnTypeNode)) {
        signature.type = asDeclared(signature.type, () => context.converter.convertType(inSignature, returnTypeNode));
    }
}

function onDeclaration(context: Context, reflection: DeclarationReflection): void {
    if (!reflection.kindOf(ReflectionKind.Property | ReflectionKind.Variable) || !reflection.type) {
        return;
    }
    const declaration = context.getSymbolFromReflection(reflection)?.getDeclarations()?.[0];
    const typeNode =
        declaration &&
        (ts.isPropertyDeclaration(declaration) || ts.isPropertySignature(declaration) || ts.isParameter(declaration))
            ? declaration.type
            : undefined;
    if (typeNode) {
        reflection.type = asDeclared(reflection.type, () =>
            context.converter.convertType(context.withScope(reflection), typeNode),
        );
    }
}

/** Makes a TypeDoc converter keep the declared types of signatures that TypeDoc would otherwise expand */
export function keepDeclaredTypes(converter: Converter): void {
    converter.on(Converter.EVENT_CREATE_SIGNATURE, onSignature);
    converter.on(Converter.EVENT_CREATE_DECLARATION, onDeclaration);
}
