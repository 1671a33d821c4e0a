/**
 * Checks every code example of the site: TypeScript compiles (strict) against the installed
 * @serenity-js release, JSON and YAML parse. Prints how many blocks were checked and fails naming
 * the page and line of each one that does not. Run with `npm run test:examples`.
 *
 * A `file=` block shows a file of the repository (the tutorials' code in tests/tutorials, which
 * `npm run test:tutorials` runs): that file must exist and have the region shown, and a TypeScript
 * file is compiled where it lives, with the same options as the examples.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

import { type Example, examplesOfSite } from '../../plugins/code-examples/extract';

const siteDir = path.resolve(__dirname, '..', '..');
const folders = ['handbook', 'community', 'releases', 'blog', 'src/pages'];

// `npm run test:examples -- handbook/installation.mdx blog …` checks only the given pages (or folders), in a folder of its own,
// so that several writers can check their pages at the same time
const only = process.argv.slice(2).map(file => path.relative(siteDir, path.resolve(file)));
const workDir = path.join(siteDir, '.cache', only.length > 0 ? `examples-${process.pid}` : 'examples');

const examples = examplesOfSite(siteDir, folders).filter(
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
// a file shown by a page is compiled where it lives, so that its relative imports resolve
const shownFiles = new Map<string, Example>();
for (const example of typescript) {
    if (example.shownFile && !shownFiles.has(example.shownFile)) {
        shownFiles.set(example.shownFile, example);
    }
}
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const fileOf = new Map<string, Example>();
typescript
    .filter(example => !example.shownFile)
    .forEach((example, index) => {
        const name = `example-${String(index).padStart(3, '0')}.ts`;
        fileOf.set(name, example);
        // each example is a module of its own, so names don't clash between examples
        writeFileSync(path.join(workDir, name), `${example.code}\n\nexport {};\n`);
    });
writeFileSync(
    path.join(workDir, 'tsconfig.json'),
    JSON.stringify(
        {
            compilerOptions: {
                strict: true,
                noEmit: true,
                skipLibCheck: true,
                target: 'es2022',
                lib: ['es2022', 'dom'],
                module: 'nodenext',
                moduleResolution: 'nodenext',
                types: ['node'],
                typeRoots: [path.join(siteDir, 'node_modules', '@types')],
            },
            include: ['*.ts'],
            files: [...shownFiles.keys()].map(file => path.join(siteDir, file)),
        },
        null,
        2,
    ),
);

if (typescript.length > 0) {
    try {
        execFileSync(path.join(siteDir, 'node_modules', '.bin', 'tsc'), ['-p', workDir, '--pretty', 'false'], {
            encoding: 'utf8',
            cwd: siteDir,
        });
    } catch (error) {
        const output = String((error as { stdout?: string }).stdout ?? error);
        for (const line of output.split('\n').filter(Boolean)) {
            const match = line.match(/(example-\d+\.ts)\((\d+),(\d+)\): (.*)$/);
            const example = match && fileOf.get(match[1]);
            const inShownFile = line.match(/^(.+?\.tsx?)\((\d+),(\d+)\): (.*)$/);
            const shownBy =
                inShownFile && shownFiles.get(path.relative(siteDir, path.resolve(siteDir, inShownFile[1])));
            failures.push(
                example
                    ? `${example.file}:${example.line + Number(match[2]) - 1}:${match[3]}: ${match[4]}`
                    : shownBy
                      ? `${shownBy.shownFile}:${inShownFile[2]}:${inShownFile[3]}: ${inShownFile[4]} (shown by ${shownBy.file}:${shownBy.line - 1})`
                      : line,
            );
        }
    }
}

const skipped = examples.filter(example => example.skipped);
const parsed = examples.filter(
    example => !example.skipped && !example.problem && (example.language === 'json' || example.language === 'yaml'),
);
const fromFiles = examples.filter(example => example.shownFile);
const typescriptFromFiles = typescript.filter(example => example.shownFile);
console.log(
    `Code examples: ${typescript.length} TypeScript compiled, ${parsed.length} JSON/YAML parsed, ${skipped.length} marked no-check`,
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
if (only.length > 0) {
    rmSync(workDir, { recursive: true, force: true });
}
if (failures.length > 0) {
    console.error(`\n${failures.length} problem(s):\n${failures.map(failure => `  ${failure}`).join('\n')}`);
    process.exit(1);
}
