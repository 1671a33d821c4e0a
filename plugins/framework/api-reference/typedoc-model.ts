/**
 * TypeDoc's JSON model, as TypeDoc itself types it (`JSONOutput`), and the few helpers every step of the
 * API reference uses to walk it. Only types are imported from TypeDoc, so the build never loads TypeDoc
 * unless a model has to be generated (typedoc-worker.ts).
 */
import type { JSONOutput, ReflectionKind as TypeDocReflectionKind } from 'typedoc';

export type Project = JSONOutput.ProjectReflection;
export type Declaration = JSONOutput.DeclarationReflection;
export type ReferenceReflection = JSONOutput.ReferenceReflection;
export type Signature = JSONOutput.SignatureReflection;
export type Parameter = JSONOutput.ParameterReflection;
export type TypeParameter = JSONOutput.TypeParameterReflection;
export type SomeType = JSONOutput.SomeType;
export type ReferenceType = JSONOutput.ReferenceType;
export type Comment = JSONOutput.Comment;
export type CommentDisplayPart = JSONOutput.CommentDisplayPart;
export type ReflectionSymbolId = JSONOutput.ReflectionSymbolId;
export type SourceReference = JSONOutput.SourceReference;

/** TypeDoc's reflection kinds that the reference reads; the values are checked against TypeDoc's own enum */
export const ReflectionKind = {
    Project: 0x1,
    Module: 0x2,
    Namespace: 0x4,
    Enum: 0x8,
    EnumMember: 0x10,
    Variable: 0x20,
    Function: 0x40,
    Class: 0x80,
    Interface: 0x100,
    Constructor: 0x200,
    Property: 0x400,
    Method: 0x800,
    CallSignature: 0x1000,
    IndexSignature: 0x2000,
    ConstructorSignature: 0x4000,
    Parameter: 0x8000,
    TypeLiteral: 0x10000,
    TypeParameter: 0x20000,
    Accessor: 0x40000,
    GetSignature: 0x80000,
    SetSignature: 0x100000,
    TypeAlias: 0x200000,
    Reference: 0x400000,
} as const satisfies { [K in keyof typeof TypeDocReflectionKind]?: (typeof TypeDocReflectionKind)[K] };

/** A re-export (`export { X } from './x'`), which TypeDoc models as a reference to the declaration */
export function isReference(reflection: Declaration): reflection is ReferenceReflection {
    return reflection.kind === ReflectionKind.Reference && 'target' in reflection;
}

/** The declaration a re-export points to, in the same project; anything else is its own declaration */
export function targetOf(reflection: Declaration, byId: ReadonlyMap<number, Declaration>): Declaration {
    let current = reflection;
    for (let hops = 0; isReference(current) && hops < 10; hops++) {
        const target = byId.get(current.target);
        if (!target) {
            break;
        }
        current = target;
    }
    return current;
}

/** Every declaration of a project, by id (nested ones included) */
export function declarationsById(
    root: Declaration | Project,
    byId = new Map<number, Declaration>(),
): Map<number, Declaration> {
    for (const child of root.children ?? []) {
        byId.set(child.id, child);
        declarationsById(child, byId);
    }
    return byId;
}

/** The signatures of a member: a method's or function's, an accessor's getter and setter */
export function signaturesOf(member: Declaration): Signature[] {
    return [
        ...(member.signatures ?? []),
        ...(member.getSignature ? [member.getSignature] : []),
        ...(member.setSignature ? [member.setSignature] : []),
    ];
}

/** A property whose type is a function (`readonly describe: (…) => …`): documented as a method */
export function isCallableProperty(member: Declaration): boolean {
    return (
        member.kind === ReflectionKind.Property &&
        member.type?.type === 'reflection' &&
        Boolean(member.type.declaration.signatures?.length) &&
        !member.type.declaration.children?.length
    );
}

/** Static factory methods inherited from a parent class are documented on the parent only; private members not at all */
export function isDocumentedMember(member: Declaration): boolean {
    return !(member.flags.isStatic && member.inheritedFrom) && !member.flags.isPrivate;
}
