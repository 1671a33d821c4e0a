/**
 * Compiles the site's TypeScript examples once, for both of their readers: `npm run test:examples` and the
 * build report their errors, naming page and line; the build turns their identifiers into quick info and API
 * links. Each example (or file of the repository a `file=` block shows) is a unit, cached by its code, the
 * TypeScript version, the lockfile and the analysis code, and — for a file — the files it imports; only the
 * units the cache lacks go to the TypeScript language service, all at once, in a process of its own.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { digestOf, unchangedSince } from '../digests';
import type { Example } from './extract';
import { type AnalysisUnit, exampleCompilerOptions, type Identifier, type UnitAnalysis } from './language-service';
import type { AnalysisRequest, AnalysisResponse } from './worker';

export interface ExampleAnalysis {
    /** Identifiers with their quick info, placed in the block's code (0-based line and character of `example.code`) */
    identifiers: Identifier[];
}

export interface AnalysisStats {
    /** Examples and shown files compiled */
    units: number;
    /** Of which the cache had */
    fromCache: number;
    /** Of which were left out, uncompiled (`cachedOnly`) */
    leftOut: number;
    /** Seconds spent in the language service, including its start; 0 when the cache had everything */
    seconds: number;
    /** Of which CPU time */
    cpuSeconds: number;
}

export interface ExamplesAnalysis {
    analyses: Map<Example, ExampleAnalysis>;
    /** Compiler errors, each naming the page (or the file a page shows) and line */
    problems: string[];
    stats: AnalysisStats;
}

export interface AnalysisOptions {
    siteDir: string;
    cacheDir: string;
    /** Remove cached units that these examples no longer have (only when given all of the site's examples) */
    prune?: boolean;
    /** Compile nothing: analyse the examples the cache has, and leave the others out */
    cachedOnly?: boolean;
}

const analysisSources = ['language-service.ts', 'worker.ts'].map(file => path.join(__dirname, file));
const worker = path.join(__dirname, 'worker.ts');

/** What every unit's analysis depends on besides its own code */
function cacheSalt(siteDir: string): string {
    const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
    const typescriptVersion = (requireFromSite('typescript/package.json') as { version: string }).version;
    const lockfile = path.join(siteDir, 'package-lock.json');
    return digestOf(
        typescriptVersion,
        existsSync(lockfile) ? readFileSync(lockfile, 'utf8') : '',
        JSON.stringify(exampleCompilerOptions('')),
        ...analysisSources.map(file => readFileSync(file, 'utf8')),
    );
}

/** The unit an example compiles as: its code in memory, or the file of the repository it shows */
export function unitOf(example: Example, siteDir: string): AnalysisUnit {
    if (example.shownFile) {
        return { id: `file:${example.shownFile}`, fileName: path.join(siteDir, example.shownFile) };
    }
    const digest = digestOf(example.code).slice(0, 16);
    return {
        id: `code:${digest}`,
        // a module of its own, so that names don't clash between examples; its folder is where imports resolve from
        fileName: path.join(siteDir, '.cache', 'examples', `example-${digest}.ts`),
        code: `${example.code}\n\nexport {};\n`,
    };
}

function runWorker(request: AnalysisRequest): Promise<AnalysisResponse> {
    const requestFile = path.join(os.tmpdir(), `code-examples-${process.pid}-${Date.now()}.json`);
    writeFileSync(requestFile, JSON.stringify(request));
    return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', worker, requestFile], {
            stdio: ['ignore', 'inherit', 'pipe'],
        });
        let errors = '';
        child.stderr.on('data', chunk => (errors += chunk));
        child.on('error', reject);
        child.on('exit', code => {
            rmSync(requestFile, { force: true });
            try {
                if (code !== 0) {
                    throw new Error(
                        `code examples: the TypeScript analysis failed (exit code ${code}):\n${errors.trim()}`,
                    );
                }
                resolve(JSON.parse(readFileSync(request.outFile, 'utf8')) as AnalysisResponse);
            } catch (error) {
                reject(error as Error);
            } finally {
                rmSync(request.outFile, { force: true });
            }
        });
    });
}

function fromCache(file: string, siteDir: string): UnitAnalysis | undefined {
    try {
        const analysis = JSON.parse(readFileSync(file, 'utf8')) as UnitAnalysis;
        return unchangedSince(analysis.dependencies, dependency => path.join(siteDir, dependency))
            ? analysis
            : undefined;
    } catch {
        return undefined;
    }
}

/** The identifiers of a shown file that the block shows, placed in the block's lines */
function placedInRegion(example: Example, identifiers: Identifier[]): Identifier[] {
    const shownAt = new Map((example.origins ?? []).map((origin, index) => [origin.line, { index, ...origin }]));
    return identifiers.flatMap(identifier => {
        const shown = shownAt.get(identifier.line);
        return shown && identifier.character >= shown.indent
            ? [{ ...identifier, line: shown.index, character: identifier.character - shown.indent }]
            : [];
    });
}

export async function analyseExamples(examples: Example[], options: AnalysisOptions): Promise<ExamplesAnalysis> {
    const { siteDir, cacheDir } = options;
    const typescript = examples.filter(
        example => example.language === 'typescript' && !example.skipped && !example.problem,
    );
    const salt = cacheSalt(siteDir);
    mkdirSync(cacheDir, { recursive: true });

    const units = new Map<string, { unit: AnalysisUnit; cacheFile: string }>();
    for (const example of typescript) {
        const unit = unitOf(example, siteDir);
        if (!units.has(unit.id)) {
            const code = unit.code ?? readFileSync(unit.fileName, 'utf8');
            units.set(unit.id, { unit, cacheFile: path.join(cacheDir, `${digestOf(salt, unit.id, code)}.json`) });
        }
    }

    const results = new Map<string, UnitAnalysis>();
    for (const [id, { cacheFile }] of units) {
        const cached = fromCache(cacheFile, siteDir);
        if (cached) {
            results.set(id, cached);
        }
    }
    const uncached = [...units.values()].filter(({ unit }) => !results.has(unit.id));
    const missing = options.cachedOnly ? [] : uncached;
    const started = process.hrtime.bigint();
    let cpuSeconds = 0;
    if (missing.length > 0) {
        const response = await runWorker({
            siteDir,
            units: missing.map(({ unit }) => unit),
            outFile: path.join(os.tmpdir(), `code-examples-${process.pid}-${Date.now()}.out.json`),
        });
        cpuSeconds = response.cpuSeconds;
        for (const { unit, cacheFile } of missing) {
            const analysis = response.units[unit.id];
            if (!analysis) {
                throw new Error(`code examples: the TypeScript analysis returned nothing for ${unit.id}`);
            }
            results.set(unit.id, analysis);
            writeFileSync(cacheFile, JSON.stringify(analysis));
        }
    }
    const seconds = missing.length > 0 ? Number(process.hrtime.bigint() - started) / 1e9 : 0;
    if (options.prune && !options.cachedOnly) {
        const used = new Set([...units.values()].map(({ cacheFile }) => path.basename(cacheFile)));
        for (const entry of readdirSync(cacheDir)) {
            if (entry.endsWith('.json') && !used.has(entry)) {
                rmSync(path.join(cacheDir, entry), { force: true });
            }
        }
    }

    const problems = new Set<string>();
    const analyses = new Map<Example, ExampleAnalysis>();
    for (const example of typescript) {
        const unit = unitOf(example, siteDir);
        const analysis = results.get(unit.id);
        if (!analysis) {
            continue; // left out: not in the cache, and cachedOnly
        }
        const ownFile = path.relative(siteDir, unit.fileName);
        for (const { fileName, line, character, message } of analysis.diagnostics) {
            if (fileName !== ownFile) {
                const where = fileName ? `${fileName}:${line + 1}:${character + 1}: ` : '';
                problems.add(`${where}${message}${example.shownFile ? ` (imported by ${example.shownFile})` : ''}`);
            } else if (example.shownFile) {
                problems.add(
                    `${example.shownFile}:${line + 1}:${character + 1}: ${message} (shown by ${example.file}:${example.line - 1})`,
                );
            } else {
                problems.add(`${example.file}:${example.line + line}:${character + 1}: ${message}`);
            }
        }
        const lineCount = example.code.split('\n').length;
        analyses.set(example, {
            identifiers: example.shownFile
                ? placedInRegion(example, analysis.identifiers)
                : analysis.identifiers.filter(identifier => identifier.line < lineCount),
        });
    }
    return {
        analyses,
        problems: [...problems],
        stats: {
            units: units.size,
            fromCache: units.size - uncached.length,
            leftOut: uncached.length - missing.length,
            seconds,
            cpuSeconds,
        },
    };
}
