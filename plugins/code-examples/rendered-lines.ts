/**
 * Where the theme's CodeBlock shows each line of a block's code. It removes the lines that hold a magic
 * comment (`// highlight-next-line`, `// hide-start`…) and gives the lines they mark a class name, unless the
 * fence's meta has a line range (`{1,3-4}`), which it applies instead. This mirrors `parseLines` of
 * `@docusaurus/theme-common` (which only ships as browser code); `tests/e2e/code-lines.spec.ts` checks it against what
 * the theme renders for the sample blocks of `tests/fixtures/pages/code-lines.mdx`.
 */

/** A magic comment of the theme's `prism.magicComments` configuration */
export interface MagicComment {
    className: string;
    line?: string;
    block?: { start: string; end: string };
}

export interface RenderedLine {
    /** 0-based line of the rendered block */
    index: number;
    classNames: string[];
}

const lineRange = /\{([\d,-]+)\}/;

const commentSyntax = {
    js: ['\\/\\/', ''],
    jsBlock: ['\\/\\*', '\\*\\/'],
    jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
} as const;

function directivePattern(lang: string, magicComments: MagicComment[]): RegExp {
    const directives = magicComments
        .flatMap(comment => [comment.line, comment.block?.start, comment.block?.end])
        .filter((directive): directive is string => Boolean(directive))
        .join('|');
    const syntaxes: Array<keyof typeof commentSyntax> =
        lang === 'tsx' || lang === 'jsx' ? ['js', 'jsBlock', 'jsx'] : ['js', 'jsBlock'];
    const alternatives = syntaxes
        .map(syntax => `(?:${commentSyntax[syntax][0]}\\s*(${directives})\\s*${commentSyntax[syntax][1]})`)
        .join('|');
    return new RegExp(`^\\s*(?:${alternatives})\\s*$`);
}

/** `1,3-4` → [1, 3, 4] */
function numbersIn(range: string): number[] {
    return range
        .split(',')
        .filter(Boolean)
        .flatMap(part => {
            const [from, to] = part.split('-').map(Number);
            return to === undefined
                ? [from]
                : Array.from({ length: Math.max(0, to - from + 1) }, (_, offset) => from + offset);
        });
}

/**
 * For each line of a TypeScript block's `code`: the line the reader sees it on and its class names, or
 * `undefined` for a magic comment line, which the theme removes.
 */
export function renderedLines(
    code: string,
    { lang, meta, magicComments }: { lang: string; meta: string; magicComments: MagicComment[] },
): Array<RenderedLine | undefined> {
    const lines = code.replace(/\n$/, '').split('\n');
    const classNamesOf = new Map<number, string[]>();
    const mark = (index: number, className: string) => {
        classNamesOf.set(index, [...(classNamesOf.get(index) ?? []), className]);
    };
    const range = meta.match(lineRange);
    if (range) {
        numbersIn(range[1])
            .filter(number => number > 0)
            .forEach(number => magicComments[0] && mark(number - 1, magicComments[0].className));
        return lines.map((_, index) => ({ index, classNames: classNamesOf.get(index) ?? [] }));
    }
    const pattern = directivePattern(lang, magicComments);
    const blockStart = new Map<string, number>();
    const rendered: Array<number | undefined> = [];
    let next = 0;
    for (const line of lines) {
        const directive = line
            .match(pattern)
            ?.slice(1)
            .find(group => group !== undefined);
        if (directive === undefined) {
            rendered.push(next++);
            continue;
        }
        rendered.push(undefined);
        for (const comment of magicComments) {
            if (comment.line === directive) {
                mark(next, comment.className);
            } else if (comment.block?.start === directive) {
                blockStart.set(comment.className, next);
            } else if (comment.block?.end === directive) {
                for (let index = blockStart.get(comment.className) ?? 0; index < next; index++) {
                    mark(index, comment.className);
                }
            }
        }
    }
    return rendered.map(index =>
        index === undefined ? undefined : { index, classNames: classNamesOf.get(index) ?? [] },
    );
}
