/**
 * Is every error the framework throws explained in the handbook's troubleshooting area? An error is covered when
 * its fixed text (see thrown-errors.ts), whitespace runs folded, appears in a `handbook/troubleshooting/*.mdx` page.
 *
 * `npm run errors:coverage` prints each error and the pages that cover it, the totals, and exits 1 if any error is
 * uncovered. coverage.test.ts runs the same check in `npm run test:unit`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { foldWhitespace, type ThrownError, thrownErrors, unresolvedErrors } from './thrown-errors';

export const troubleshootingDir = path.join('handbook', 'troubleshooting');

export interface Page {
    /** Relative to the site's root, e.g. `handbook/troubleshooting/core.mdx` */
    file: string;
    text: string;
}

export interface Coverage {
    error: ThrownError;
    /** The pages whose text contains the error's fixed text; empty when the error is uncovered */
    pages: string[];
}

/** The troubleshooting pages of the site (none if the folder does not exist yet) */
export function troubleshootingPages(siteDir: string): Page[] {
    const dir = path.join(siteDir, troubleshootingDir);
    if (!existsSync(dir)) {
        return [];
    }
    return readdirSync(dir)
        .filter(name => name.endsWith('.mdx'))
        .sort()
        .map(name => ({
            file: path.join(troubleshootingDir, name).split(path.sep).join('/'),
            text: readFileSync(path.join(dir, name), 'utf8'),
        }));
}

/** Which pages cover each error */
export function coverageOf(errors: ThrownError[], pages: Page[]): Coverage[] {
    const folded = pages.map(page => ({ file: page.file, text: foldWhitespace(page.text) }));
    return errors.map(error => {
        const text = foldWhitespace(error.fixedText);
        return { error, pages: folded.filter(page => page.text.includes(text)).map(page => page.file) };
    });
}

/** The thrown errors of the installed modules that no troubleshooting page of the site explains */
export function uncoveredErrors(siteDir: string): ThrownError[] {
    return coverageOf(thrownErrors(siteDir), troubleshootingPages(siteDir))
        .filter(({ pages }) => pages.length === 0)
        .map(({ error }) => error);
}

/** One line per error: module, class, file:line, fixed text (and how many other sites throw the same text) */
export function describeError(error: ThrownError): string {
    const others = error.sites.length > 1 ? ` (+${error.sites.length - 1} more)` : '';
    return `${error.module} ${error.errorClass} ${error.file}:${error.line}${others} ${JSON.stringify(error.fixedText)}`;
}

function main(siteDir: string): number {
    const coverage = coverageOf(thrownErrors(siteDir), troubleshootingPages(siteDir));
    for (const { error, pages } of coverage) {
        console.log(`${pages.length > 0 ? 'covered  ' : 'UNCOVERED'} ${describeError(error)}`);
        if (pages.length > 0) {
            console.log(`          in ${pages.join(', ')}`);
        }
    }
    const unresolved = unresolvedErrors(siteDir);
    if (unresolved.length > 0) {
        console.log(`\nThrow sites whose message has no literal text (not checked):`);
        for (const error of unresolved) {
            console.log(`          ${error.module} ${error.errorClass} ${error.file}:${error.line} ${error.message}`);
        }
    }
    const uncovered = coverage.filter(({ pages }) => pages.length === 0).length;
    const modules = new Set(coverage.map(({ error }) => error.module)).size;
    console.log(
        `\n${coverage.length} distinct fixed texts thrown by ${modules} modules: ` +
            `${coverage.length - uncovered} covered, ${uncovered} uncovered by ${troubleshootingDir}/*.mdx`,
    );
    return uncovered > 0 ? 1 : 0;
}

if (require.main === module) {
    process.exitCode = main(path.resolve(__dirname, '..', '..'));
}
