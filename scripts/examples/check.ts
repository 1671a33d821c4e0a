/**
 * Checks every code example of the site: TypeScript compiles (strict) against the installed
 * @serenity-js release, JSON and YAML parse. Prints how many blocks were checked and fails naming
 * the page and line of each one that does not. Run with `npm run test:examples`.
 *
 * A `file=` block shows a file of the repository (the tutorials' code in tests/tutorials, which
 * `npm run test:tutorials` runs): that file must exist and have the region shown, and a TypeScript
 * file is compiled where it lives, with the same options as the examples.
 *
 * The TypeScript is compiled by plugins/code-examples, as the build compiles it for the pages' API links and
 * quick info, with the same cache: after a build (or a run of this check), unchanged examples are not compiled again.
 */
import path from 'node:path';

import yaml from 'js-yaml';

import { codeExamples } from '../../config/remark';
import { analyseExamples } from '../../plugins/code-examples/compile';
import { type Example, examplesOfSite } from '../../plugins/code-examples/extract';

const siteDir = path.resolve(__dirname, '..', '..');

// `npm run test:examples -- handbook/installation.mdx blog …` checks only the given pages (or folders)
const only = process.argv.slice(2).map(file => path.relative(siteDir, path.resolve(file)));

async function main() {
    const examples = examplesOfSite(siteDir, codeExamples.folders).filter(
        example =>
            only.length === 0 ||
            only.some(page => example.file === page || example.file.startsWith(`${page.replace(/\/$/, '')}/`)),
    );
    const failures: string[] = [];
    const where = (example: Example) => `${example.file}:${example.line}`;

    for (const { problem } of examples) {
        if (problem) {
            failures.push(problem);
        }
    }

    for (const example of examples.filter(
        example => !example.skipped && !example.problem && (example.language === 'json' || example.language === 'yaml'),
    )) {
        try {
            if (example.language === 'json') {
                JSON.parse(example.code);
            } else {
                yaml.loadAll(example.code);
            }
        } catch (error) {
            failures.push(
                `${where(example)}: ${example.language} does not parse: ${(error as Error).message.split('\n')[0]}`,
            );
        }
    }

    const typescript = examples.filter(
        example => !example.skipped && !example.problem && example.language === 'typescript',
    );
    const { problems, stats } = await analyseExamples(typescript, {
        siteDir,
        cacheDir: codeExamples.cacheDir,
        prune: only.length === 0,
    });
    failures.push(...problems);
    const shownFiles = new Set(typescript.map(example => example.shownFile).filter(Boolean));

    const skipped = examples.filter(example => example.skipped);
    const parsed = examples.filter(
        example => !example.skipped && !example.problem && (example.language === 'json' || example.language === 'yaml'),
    );
    const fromFiles = examples.filter(example => example.shownFile);
    const typescriptFromFiles = typescript.filter(example => example.shownFile);
    const cached =
        stats.fromCache === 0
            ? ''
            : ` (${stats.fromCache} of ${stats.units} compilation units unchanged since the last build or check, read from its cache)`;
    console.log(
        `Code examples: ${typescript.length} TypeScript compiled${cached}, ${parsed.length} JSON/YAML parsed, ${skipped.length} marked no-check`,
    );
    if (fromFiles.length > 0) {
        console.log(
            `  ${fromFiles.length} blocks show ${new Set(fromFiles.map(example => example.shownFile)).size} files of the repository (file=):` +
                ` ${typescriptFromFiles.length} TypeScript blocks counted above, whose ${shownFiles.size} files were compiled where they live;` +
                ` ${fromFiles.filter(example => example.language === 'other').length} in languages not compiled here (HTML, JavaScript…), checked to exist`,
        );
    }
    for (const example of skipped) {
        console.log(`  no-check: ${where(example)}`);
    }
    if (failures.length > 0) {
        console.error(`\n${failures.length} problem(s):\n${failures.map(failure => `  ${failure}`).join('\n')}`);
        process.exit(1);
    }
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
