/**
 * Pasted error messages: for every fixed error text the installed `@serenity-js/*` modules throw
 * (scripts/troubleshooting/thrown-errors.ts), the message as a reader would paste it into the search box, with
 * run-time values filled in (quotes, numbers, paths, names that differ from run to run), cut to the 64 characters the
 * box takes; the acceptable answer is the troubleshooting page that quotes that fixed text. Reports how often that
 * page is among the first three hits (goal: 90%).
 *
 *   npm run test:relevance      runs it after the relevance suite (a build is needed)
 */
import path from 'node:path';

import { coverageOf, troubleshootingPages } from '../../scripts/troubleshooting/coverage';
import { type ThrownError, thrownErrors } from '../../scripts/troubleshooting/thrown-errors';
import { builtEngine, evaluate, figuresOf, type SearchCase } from './relevance';

export const pastedErrorGoals = { top3: 0.9 };

/** What the search box keeps of a pasted text */
export const searchBoxLength = 64;

/** Values that differ from run to run, as they appear inside real messages */
const runTimeValues = [
    `'#sign-in-button'`,
    '42',
    `"Alice"`,
    '/home/ci/project/specs/checkout.spec.ts',
    `'https://shop.example.com/cart?id=8f3a'`,
    '5000ms',
    `<button class="primary">`,
];

/**
 * The message as the reader sees it: the source's literal text, each interpolation replaced by a run-time value (a
 * different one per error, so that no value is favoured), prefixed with the error's class as Node.js prints it.
 */
export function pastedMessageOf(
    error: Pick<ThrownError, 'errorClass' | 'message' | 'fixedText'>,
    seed: number,
): string {
    const template = error.message.match(/^\w*`([\s\S]*)`$/)?.[1];
    let value = seed;
    const filled =
        template !== undefined
            ? template.replace(/\$\{[^}]*\}/g, () => runTimeValues[value++ % runTimeValues.length])
            : (error.message.match(/^(['"])([\s\S]*)\1$/)?.[2] ?? error.fixedText);
    const text = `${error.errorClass}: ${filled.replace(/\s+/g, ' ').trim()}`;
    return text.slice(0, searchBoxLength).trim();
}

/** One case per fixed text covered by a troubleshooting page: its pasted message, answered by the covering pages */
export function pastedErrorCases(siteDir: string): SearchCase[] {
    const coverage = coverageOf(thrownErrors(siteDir), troubleshootingPages(siteDir));
    return coverage
        .filter(({ pages }) => pages.length > 0)
        .map(({ error, pages }, index) => ({
            query: pastedMessageOf(error, index),
            accept: pages.map(page => `/${page.replace(/\.mdx$/, '/').replace(/\/index\/$/, '/')}`),
            kind: error.module.replace('@serenity-js/', ''),
        }));
}

async function main(buildDir: string): Promise<number> {
    const siteDir = path.resolve(__dirname, '..', '..');
    const cases = pastedErrorCases(siteDir);
    const results = await evaluate(builtEngine(buildDir), cases, {});
    const figures = figuresOf(results);
    const percent = (share: number) => `${Math.round(share * 100)}%`.padStart(4);
    console.log(
        `Pasted error messages (every fixed text the modules throw): ${figures.cases} — top-1 ${percent(figures.top1)}, top-3 ${percent(figures.top3)} (goal: top-3 ${percent(pastedErrorGoals.top3)})`,
    );
    const misses = results.filter(result => result.rank === undefined || result.rank > 3);
    if (misses.length > 0) {
        console.log('Not in the first three:');
        for (const { case: missed, shown } of misses) {
            console.log(
                `  ${JSON.stringify(missed.query)} → wants ${missed.accept.join(' or ')}; shown: ${shown.slice(0, 3).join(', ') || 'nothing'}`,
            );
        }
    }
    if (figures.top3 < pastedErrorGoals.top3) {
        console.error(
            `Pasted error messages: top-3 ${percent(figures.top3)} is below ${percent(pastedErrorGoals.top3)}`,
        );
        return 1;
    }
    return 0;
}

if (process.argv[1] === __filename) {
    main(path.resolve(process.argv[2] ?? 'build')).then(
        code => process.exit(code),
        error => {
            console.error(error instanceof Error ? error.message : error);
            process.exit(2);
        },
    );
}
