/**
 * Renders TypeScript types and signatures as a list of parts — keywords, names, punctuation and
 * links — which the page shows as highlighted code with every named type linked to its page.
 */
import type { Part } from '../../../shared/api-reference';
import type { ReferenceType, Signature, SomeType, TypeParameter } from './typedoc-model';

export type ReferenceResolver = (type: ReferenceType) => string | undefined;

const p = (text: string): Part => ({ t: text, k: 'p' });
const k = (text: string): Part => ({ t: text, k: 'k' });

function join(parts: Part[][], separator: Part[]): Part[] {
    return parts.flatMap((part, index) => (index === 0 ? part : [...separator, ...part]));
}

/** Types that need parentheses when they appear as an array element or inside a union */
function needsParentheses(type: SomeType): boolean {
    return (
        type.type === 'union' ||
        type.type === 'intersection' ||
        type.type === 'conditional' ||
        (type.type === 'reflection' &&
            Boolean(type.declaration.signatures?.length) &&
            !type.declaration.children?.length)
    );
}

export type SignatureLike = Pick<Signature, 'name' | 'typeParameters' | 'parameters' | 'type'>;

export function typeParametersParts(typeParameters: TypeParameter[] | undefined, resolve: ReferenceResolver): Part[] {
    if (!typeParameters?.length) {
        return [];
    }
    return [
        p('<'),
        ...join(
            typeParameters.map(parameter => [
                { t: parameter.name, k: 't' as const },
                ...(parameter.type ? [k(' extends '), ...typeParts(parameter.type, resolve)] : []),
                ...(parameter.default ? [p(' = '), ...typeParts(parameter.default, resolve)] : []),
            ]),
            [p(', ')],
        ),
        p('>'),
    ];
}

export function parametersParts(signature: SignatureLike, resolve: ReferenceResolver, depth = 0): Part[] {
    return [
        p('('),
        ...join(
            (signature.parameters ?? []).map(parameter => [
                ...(parameter.flags.isRest ? [p('...')] : []),
                { t: parameter.name, k: 'n' as const },
                p(parameter.flags.isOptional || parameter.defaultValue !== undefined ? '?: ' : ': '),
                ...(parameter.type ? typeParts(parameter.type, resolve, depth) : [k('any')]),
            ]),
            [p(', ')],
        ),
        p(')'),
    ];
}

/** `name<T>(a: A, b?: B): R`, or `(a: A) => R` as a type */
export function signatureParts(
    signature: SignatureLike,
    resolve: ReferenceResolver,
    style: 'declaration' | 'arrow' = 'declaration',
    name: string = signature.name,
    depth = 0,
): Part[] {
    const head = style === 'declaration' ? [{ t: name, k: 'n' as const }] : [];
    const returns = signature.type ? typeParts(signature.type, resolve, depth) : [k('void')];
    return [
        ...head,
        ...typeParametersParts(signature.typeParameters, resolve),
        ...parametersParts(signature, resolve, depth),
        ...(style === 'declaration' ? [p(': ')] : [p(' => ')]),
        ...returns,
    ];
}

function literal(value: Extract<SomeType, { type: 'literal' }>['value']): string {
    if (value === null) {
        return 'null';
    }
    if (typeof value === 'object') {
        return `${value.negative ? '-' : ''}${value.value}n`;
    }
    return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

const maxInlineDepth = 2;
const maxInlineMembers = 12;

export function typeParts(type: SomeType, resolve: ReferenceResolver, depth = 0): Part[] {
    const inner = (nested: SomeType) => typeParts(nested, resolve, type.type === 'reflection' ? depth + 1 : depth);
    switch (type.type) {
        case 'intrinsic':
            return [k(type.name)];
        case 'literal':
            return [{ t: literal(type.value), k: 'l' }];
        case 'reference': {
            const href = type.refersToTypeParameter ? undefined : resolve(type);
            const args = type.typeArguments?.length
                ? [
                      p('<'),
                      ...join(
                          type.typeArguments.map(argument => inner(argument)),
                          [p(', ')],
                      ),
                      p('>'),
                  ]
                : [];
            return [{ t: type.name, k: 't', ...(href ? { h: href } : {}) }, ...args];
        }
        case 'array': {
            const element = inner(type.elementType);
            return needsParentheses(type.elementType) ? [p('('), ...element, p(')[]')] : [...element, p('[]')];
        }
        case 'union':
            return join(
                type.types.map(member =>
                    needsParentheses(member) && member.type !== 'union'
                        ? [p('('), ...inner(member), p(')')]
                        : inner(member),
                ),
                [p(' | ')],
            );
        case 'intersection':
            return join(
                type.types.map(member =>
                    needsParentheses(member) ? [p('('), ...inner(member), p(')')] : inner(member),
                ),
                [p(' & ')],
            );
        case 'tuple':
            return [
                p('['),
                ...join(
                    (type.elements ?? []).map(element => inner(element)),
                    [p(', ')],
                ),
                p(']'),
            ];
        case 'namedTupleMember':
            return [{ t: type.name, k: 'n' }, p(type.isOptional ? '?: ' : ': '), ...inner(type.element)];
        case 'optional':
            return [...inner(type.elementType), p('?')];
        case 'rest':
            return [p('...'), ...inner(type.elementType)];
        case 'query':
            return [k('typeof '), ...inner(type.queryType)];
        case 'typeOperator':
            return [k(`${type.operator} `), ...inner(type.target)];
        case 'indexedAccess':
            return [...inner(type.objectType), p('['), ...inner(type.indexType), p(']')];
        case 'conditional':
            return [
                ...inner(type.checkType),
                k(' extends '),
                ...inner(type.extendsType),
                p(' ? '),
                ...inner(type.trueType),
                p(' : '),
                ...inner(type.falseType),
            ];
        case 'mapped':
            return [
                p('{ '),
                ...(type.readonlyModifier ? [k(`${type.readonlyModifier === '-' ? '-' : ''}readonly `)] : []),
                p('['),
                { t: type.parameter, k: 't' },
                k(' in '),
                ...inner(type.parameterType),
                ...(type.nameType ? [k(' as '), ...inner(type.nameType)] : []),
                p(']'),
                p(type.optionalModifier === '+' ? '?: ' : type.optionalModifier === '-' ? '-?: ' : ': '),
                ...inner(type.templateType),
                p(' }'),
            ];
        case 'predicate':
            return [
                ...(type.asserts ? [k('asserts ')] : []),
                { t: type.name, k: 'n' },
                ...(type.targetType ? [k(' is '), ...inner(type.targetType)] : []),
            ];
        case 'templateLiteral':
            return [
                { t: `\`${type.head}`, k: 'l' },
                ...type.tail.flatMap(([embedded, text]) => [
                    p('${'),
                    ...inner(embedded),
                    p('}'),
                    { t: text, k: 'l' as const },
                ]),
                { t: '`', k: 'l' },
            ];
        case 'inferred':
            return [k('infer '), { t: type.name, k: 't' }];
        case 'reflection': {
            const declaration = type.declaration;
            // TypeDoc expands computed types (mapped over a library's interfaces) in full, which can run to
            // hundreds of members; a signature stays readable with the outer shape only
            if (depth >= maxInlineDepth) {
                return [p(declaration.signatures?.length && !declaration.children?.length ? '(…) => …' : '{ … }')];
            }
            if (declaration.signatures?.length && !declaration.children?.length) {
                return join(
                    declaration.signatures.map(signature =>
                        signatureParts(signature, resolve, 'arrow', signature.name, depth + 1),
                    ),
                    [p(' & ')],
                );
            }
            const members: Part[][] = [
                ...(declaration.indexSignatures ?? []).map(signature => [
                    p('['),
                    ...(signature.parameters ?? []).flatMap(parameter => [
                        { t: parameter.name, k: 'n' as const },
                        p(': '),
                        ...(parameter.type ? inner(parameter.type) : []),
                    ]),
                    p(']: '),
                    ...(signature.type ? inner(signature.type) : []),
                ]),
                ...(declaration.children ?? []).map(child =>
                    child.signatures?.length && !child.type
                        ? signatureParts(child.signatures[0], resolve, 'declaration', child.name, depth + 1)
                        : [
                              ...(child.flags.isReadonly ? [k('readonly ')] : []),
                              { t: child.name, k: 'n' as const },
                              p(child.flags.isOptional ? '?: ' : ': '),
                              ...(child.type ? inner(child.type) : [k('any')]),
                          ],
                ),
            ];
            const shown =
                members.length > maxInlineMembers ? [...members.slice(0, maxInlineMembers), [p('…')]] : members;
            return members.length === 0 ? [p('{}')] : [p('{ '), ...join(shown, [p('; ')]), p(' }')];
        }
        case 'unknown':
            return [{ t: type.name }];
        default:
            return [{ t: String((type as { name?: string }).name ?? '') }];
    }
}

/** Consecutive parts of the same kind and link merged, to keep the page data small */
export function compact(parts: Part[]): Part[] {
    const merged: Part[] = [];
    for (const part of parts) {
        const last = merged[merged.length - 1];
        if (last && last.k === part.k && !last.h && !part.h) {
            last.t += part.t;
        } else {
            merged.push({ ...part });
        }
    }
    return merged;
}
