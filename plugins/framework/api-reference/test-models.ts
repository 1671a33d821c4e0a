/**
 * Small TypeDoc models for the API reference's tests, typed as TypeDoc's JSON output is, so a test cannot
 * build a model that TypeDoc would never write.
 */
import type { ModuleCategory } from '../../../shared/catalogue';
import type { ApiEntryPointDefinition, PackageModel } from './models';
import type {
    Declaration,
    Parameter,
    Project,
    ReferenceReflection,
    ReferenceType,
    ReflectionSymbolId,
    Signature,
    SomeType,
    TypeParameter,
} from './typedoc-model';

export { ReflectionKind } from './typedoc-model';

type Id = Declaration['id'];
/** A reflection's fields, `id` a plain number (TypeDoc brands its ids) */
type Fields<T extends { id: Id }, K extends keyof T> = Partial<Omit<T, 'id'>> &
    Pick<T, Exclude<K, 'id'>> & { id: number };

const id = (value: number) => value as Id;

export const mainEntryPoint: ApiEntryPointDefinition = { subpath: '', file: 'src/index.ts', label: 'Overview' };

export function declaration(fields: Fields<Declaration, 'id' | 'name' | 'kind'>): Declaration {
    return { variant: 'declaration', flags: {}, ...fields, id: id(fields.id) };
}

export function signature(fields: Fields<Signature, 'id' | 'name' | 'kind'>): Signature {
    return { variant: 'signature', flags: {}, ...fields, id: id(fields.id) };
}

export function parameter(identifier: number, name: string, type: SomeType): Parameter {
    return { id: id(identifier), name, variant: 'param', kind: 0x8000, flags: {}, type };
}

export function typeParameter(identifier: number, name: string): TypeParameter {
    return { id: id(identifier), name, variant: 'typeParam', kind: 0x20000, flags: {} };
}

/** `export { X as Name }`: TypeDoc's reference reflection, pointing at the declaration it re-exports */
export function reExport(identifier: number, name: string, target: number): Declaration {
    const reflection: ReferenceReflection = {
        id: id(identifier),
        name,
        variant: 'reference',
        kind: 0x400000,
        flags: {},
        target: id(target),
    };
    return reflection as unknown as Declaration;
}

export function symbol(packageName: string, qualifiedName: string, packagePath = 'src/index.ts'): ReflectionSymbolId {
    return { packageName, qualifiedName, packagePath: packagePath as ReflectionSymbolId['packagePath'] };
}

export function reference(
    name: string,
    target: number | ReflectionSymbolId,
    typeArguments?: SomeType[],
): ReferenceType {
    return {
        type: 'reference',
        name,
        target: typeof target === 'number' ? id(target) : target,
        ...(typeArguments ? { typeArguments } : {}),
    };
}

export function source(fileName: string, line = 1): Declaration['sources'] {
    return [{ fileName: fileName as NonNullable<Declaration['sources']>[number]['fileName'], line, character: 0 }];
}

export function model(
    name: string,
    children: Declaration[],
    options: {
        /** reflection id → its qualified name in this package, or the symbol of a declaration another package declares */
        symbols?: Record<number, string | ReflectionSymbolId>;
        entryPoints?: ApiEntryPointDefinition[];
        readme?: string;
    } = {},
): PackageModel {
    const project: Project = {
        id: id(0),
        name,
        variant: 'project',
        kind: 0x1,
        flags: {},
        schemaVersion: '2.0',
        children,
        files: { entries: {}, reflections: {} },
        symbolIdMap: Object.fromEntries(
            Object.entries(options.symbols ?? {}).map(([key, known]) => [
                key,
                typeof known === 'string' ? symbol(name, known) : known,
            ]),
        ),
    };
    return {
        definition: { name, entryPoints: options.entryPoints ?? [mainEntryPoint] },
        version: '3.42.2',
        project,
        ...(options.readme ? { readme: options.readme } : {}),
    };
}

/** A catalogue that has an entry for each model's package */
export function catalogueOf(models: PackageModel[]): ModuleCategory[] {
    return [
        {
            name: 'Modules',
            description: '',
            items: models.map(({ definition, version }) => ({
                name: definition.name,
                description: `${definition.name} does things`,
                version,
                engines: { node: '^20 || ^22 || ^24' },
                compatibility: {},
            })),
        },
    ];
}

const K = {
    Class: 0x80,
    Enum: 0x8,
    EnumMember: 0x10,
    Variable: 0x20,
    TypeAlias: 0x200000,
    Method: 0x800,
    Property: 0x400,
    Accessor: 0x40000,
    Constructor: 0x200,
    CallSignature: 0x1000,
    ConstructorSignature: 0x4000,
    GetSignature: 0x80000,
    SetSignature: 0x100000,
    Reference: 0x400000,
} as const;

const questionSymbol = symbol('@serenity-js/core', 'Question', 'lib/screenplay/Question.d.ts');

/**
 * `@serenity-js/core`: an abstract class `Question` (a static factory, an instance method, an accessor pair,
 * a heading in its comment), `Text` extending it, an enum, a type alias, a variable and a re-export.
 */
export function coreModel(readme?: string): PackageModel {
    return model(
        '@serenity-js/core',
        [
            declaration({
                id: 1,
                name: 'Question',
                kind: K.Class,
                flags: { isAbstract: true },
                sources: source('core/src/screenplay/Question.ts', 10),
                comment: {
                    summary: [
                        {
                            kind: 'text',
                            text: 'Questions let actors retrieve information. See the [handbook](https://serenity-js.org/handbook/design/screenplay-pattern#questions).\n\n## Answering questions\n\nActors answer them.',
                        },
                    ],
                },
                children: [
                    declaration({
                        id: 2,
                        name: 'about',
                        kind: K.Method,
                        flags: { isStatic: true },
                        sources: source('core/src/screenplay/Question.ts', 20),
                        signatures: [
                            signature({ id: 3, name: 'about', kind: K.CallSignature, type: reference('Question', 1) }),
                        ],
                    }),
                    declaration({
                        id: 4,
                        name: 'describedAs',
                        kind: K.Method,
                        signatures: [
                            signature({
                                id: 5,
                                name: 'describedAs',
                                kind: K.CallSignature,
                                type: { type: 'intrinsic', name: 'this' },
                            }),
                        ],
                    }),
                    declaration({
                        id: 10,
                        name: 'description',
                        kind: K.Accessor,
                        getSignature: signature({
                            id: 11,
                            name: 'description',
                            kind: K.GetSignature,
                            type: { type: 'intrinsic', name: 'string' },
                        }),
                        setSignature: signature({
                            id: 12,
                            name: 'description',
                            kind: K.SetSignature,
                            parameters: [parameter(13, 'value', { type: 'intrinsic', name: 'string' })],
                            type: { type: 'intrinsic', name: 'void' },
                        }),
                    }),
                    declaration({
                        id: 14,
                        name: 'toString',
                        kind: K.Method,
                        sources: source('../tiny-types/lib/TinyType.d.ts', 126),
                        inheritedFrom: reference('TinyType.toString', symbol('tiny-types', 'TinyType.toString')),
                        signatures: [
                            signature({
                                id: 15,
                                name: 'toString',
                                kind: K.CallSignature,
                                type: { type: 'intrinsic', name: 'string' },
                            }),
                        ],
                    }),
                ],
            }),
            declaration({
                id: 6,
                name: 'Text',
                kind: K.Class,
                extendedTypes: [reference('Question', 1)],
                children: [
                    // inherited static factory method: documented on Question only
                    declaration({
                        id: 7,
                        name: 'about',
                        kind: K.Method,
                        flags: { isStatic: true },
                        inheritedFrom: reference('Question.about', 2),
                        signatures: [],
                    }),
                    declaration({
                        id: 8,
                        name: 'describedAs',
                        kind: K.Method,
                        inheritedFrom: reference('Question.describedAs', 4),
                        signatures: [
                            signature({
                                id: 9,
                                name: 'describedAs',
                                kind: K.CallSignature,
                                type: { type: 'intrinsic', name: 'this' },
                            }),
                        ],
                    }),
                ],
            }),
            declaration({
                id: 20,
                name: 'Outcome',
                kind: K.Enum,
                children: [
                    declaration({
                        id: 21,
                        name: 'Success',
                        kind: K.EnumMember,
                        type: { type: 'literal', value: 'success' },
                    }),
                    declaration({
                        id: 22,
                        name: 'Failure',
                        kind: K.EnumMember,
                        type: { type: 'literal', value: 'failure' },
                    }),
                ],
            }),
            declaration({
                id: 30,
                name: 'Answerable',
                kind: K.TypeAlias,
                typeParameters: [typeParameter(31, 'T')],
                type: { type: 'union', types: [reference('Question', 1), reference('T', 31)] },
                comment: { summary: [{ kind: 'text', text: 'A value, or a question about one.' }] },
            }),
            declaration({
                id: 40,
                name: 'defaultTimeout',
                kind: K.Variable,
                flags: { isConst: true },
                type: { type: 'intrinsic', name: 'number' },
            }),
            reExport(50, 'Query', 1),
        ],
        { symbols: { 1: 'Question', 6: 'Text' }, ...(readme ? { readme } : {}) },
    );
}

/** `@serenity-js/web`: `PageTitle` extends core's `Question<Promise<string>>` and links to it */
export function webModel(): PackageModel {
    return model('@serenity-js/web', [
        declaration({
            id: 1,
            name: 'PageTitle',
            kind: K.Class,
            sources: source('web/src/screenplay/models/PageTitle.ts', 5),
            comment: {
                summary: [
                    { kind: 'text', text: 'The title, as a ' },
                    { kind: 'inline-tag', tag: '@link', text: 'Question', target: questionSymbol },
                ],
            },
            extendedTypes: [
                reference('Question', questionSymbol, [
                    reference('Promise', symbol('typescript', 'Promise', 'lib/lib.es5.d.ts'), [
                        { type: 'intrinsic', name: 'string' },
                    ]),
                ]),
            ],
        }),
    ]);
}
