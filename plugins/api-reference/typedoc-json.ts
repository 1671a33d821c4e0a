/**
 * The parts of TypeDoc's JSON output (schema of TypeDoc 0.28) that the API reference reads.
 * Only what we use is typed; everything else is ignored.
 */
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
} as const;

export interface CommentDisplayPart {
    kind: 'text' | 'code' | 'inline-tag' | 'relative-link';
    text: string;
    tag?: string;
    target?: number | ReflectionSymbolId | string;
    tsLinkText?: string;
}

export interface ReflectionSymbolId {
    packageName: string;
    packagePath: string;
    qualifiedName: string;
}

export interface CommentTag {
    tag: string;
    name?: string;
    content: CommentDisplayPart[];
}

export interface Comment {
    summary: CommentDisplayPart[];
    blockTags?: CommentTag[];
    modifierTags?: string[];
}

export interface SourceReference {
    fileName: string;
    line: number;
    character: number;
    url?: string;
}

export interface ReflectionFlags {
    isStatic?: boolean;
    isAbstract?: boolean;
    isOptional?: boolean;
    isReadonly?: boolean;
    isProtected?: boolean;
    isPrivate?: boolean;
    isRest?: boolean;
    isConst?: boolean;
    isExternal?: boolean;
}

export interface ReflectionGroup {
    title: string;
    children?: number[];
}

export interface ReflectionCategory {
    title: string;
    children?: number[];
}

export type SomeType =
    | { type: 'intrinsic'; name: string }
    | { type: 'literal'; value: string | number | boolean | null | { value: string; negative: boolean } }
    | {
          type: 'reference';
          name: string;
          target?: number | ReflectionSymbolId;
          package?: string;
          qualifiedName?: string;
          typeArguments?: SomeType[];
          externalUrl?: string;
          refersToTypeParameter?: boolean;
      }
    | { type: 'array'; elementType: SomeType }
    | { type: 'union'; types: SomeType[] }
    | { type: 'intersection'; types: SomeType[] }
    | { type: 'tuple'; elements?: SomeType[] }
    | { type: 'namedTupleMember'; name: string; isOptional: boolean; element: SomeType }
    | { type: 'optional'; elementType: SomeType }
    | { type: 'rest'; elementType: SomeType }
    | { type: 'reflection'; declaration: Reflection }
    | { type: 'query'; queryType: SomeType }
    | { type: 'typeOperator'; operator: string; target: SomeType }
    | { type: 'indexedAccess'; objectType: SomeType; indexType: SomeType }
    | { type: 'conditional'; checkType: SomeType; extendsType: SomeType; trueType: SomeType; falseType: SomeType }
    | {
          type: 'mapped';
          parameter: string;
          parameterType: SomeType;
          templateType: SomeType;
          readonlyModifier?: '+' | '-';
          optionalModifier?: '+' | '-';
          nameType?: SomeType;
      }
    | { type: 'predicate'; name: string; asserts: boolean; targetType?: SomeType }
    | { type: 'templateLiteral'; head: string; tail: Array<[SomeType, string]> }
    | { type: 'inferred'; name: string; constraint?: SomeType }
    | { type: 'unknown'; name: string };

export interface TypeParameterReflection {
    id: number;
    name: string;
    kind: number;
    type?: SomeType;
    default?: SomeType;
    comment?: Comment;
    flags?: ReflectionFlags;
}

export interface Reflection {
    id: number;
    name: string;
    kind: number;
    variant?: string;
    flags: ReflectionFlags;
    comment?: Comment;
    children?: Reflection[];
    groups?: ReflectionGroup[];
    categories?: ReflectionCategory[];
    signatures?: Reflection[];
    indexSignatures?: Reflection[];
    getSignature?: Reflection;
    setSignature?: Reflection;
    parameters?: Reflection[];
    typeParameters?: TypeParameterReflection[];
    type?: SomeType;
    defaultValue?: string;
    sources?: SourceReference[];
    extendedTypes?: SomeType[];
    implementedTypes?: SomeType[];
    extendedBy?: SomeType[];
    implementedBy?: SomeType[];
    inheritedFrom?: SomeType;
    overwrites?: SomeType;
    implementationOf?: SomeType;
    /** set on `Reference` reflections (re-exports) */
    target?: number;
}

export interface TypeDocProject extends Reflection {
    packageName?: string;
    symbolIdMap?: Record<string, ReflectionSymbolId>;
}
