/**
 * TypeDoc models of the documented packages, cached by their inputs: a warm build reads them from
 * `api-docs/models/` and never starts TypeDoc. The cache key is the package's name and version, the
 * TypeDoc version, a digest of the package's sources and of the worker that converts them — so a
 * linked local checkout of the framework, or a change to how we run TypeDoc, regenerates the model.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { frameworkSourceUrl } from '../../../shared/site';
import { assertCovers, type PinnedPackage } from '../packages';
import type { TypeDocRequest } from './typedoc-worker';
import type { Project } from './typedoc-model';

/** An entry point of a package the API reference documents */
export interface ApiEntryPointDefinition {
    /** Sub-path the entry point is imported from (`adapter` → `@serenity-js/core/adapter`); `''` for the main one */
    subpath: string;
    /** The entry point's source file, relative to the package */
    file: string;
    /** How the entry point is labelled inside its package in the sidebar */
    label: string;
}

export interface ApiPackageDefinition {
    name: string;
    entryPoints: ApiEntryPointDefinition[];
}

export interface PackageModel {
    definition: ApiPackageDefinition;
    version: string;
    project: Project;
    /** The package's README.md, if it has one */
    readme?: string;
}

export interface ModelOptions {
    siteDir: string;
    cacheDir: string;
    /** Regenerate even when the cache has a model for the same inputs */
    force?: boolean;
    log?: (message: string) => void;
}

const worker = path.join(__dirname, 'typedoc-worker.ts');
/** The files whose code decides what the worker writes: a change to one of them regenerates every model */
const workerFiles = [worker, path.join(__dirname, 'declared-types.ts')];

export function modelFileName(name: string, version: string, typedocVersion: string, digest: string): string {
    return `${name.replace(/^@/, '').replace(/\//g, '__')}@${version}.typedoc-${typedocVersion}.${digest}.json`;
}

function runWorker(request: TypeDocRequest): Promise<void> {
    const requestFile = path.join(os.tmpdir(), `typedoc-request-${process.pid}-${path.basename(request.outFile)}`);
    writeFileSync(requestFile, JSON.stringify(request));
    return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', worker, requestFile], {
            stdio: ['ignore', 'inherit', 'pipe'],
        });
        let errors = '';
        child.stderr.on('data', chunk => {
            errors += chunk;
            process.stderr.write(chunk);
        });
        child.on('error', reject);
        child.on('exit', code => {
            rmSync(requestFile, { force: true });
            if (code === 0) {
                resolve();
            } else {
                reject(
                    new Error(
                        `API reference: TypeDoc failed for ${request.packageName} (exit code ${code}):\n${errors.trim()}`,
                    ),
                );
            }
        });
    });
}

/** Runs the given tasks, at most `limit` at a time. */
async function inParallel<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
    const results: T[] = new Array(tasks.length);
    let next = 0;
    await Promise.all(
        Array.from({ length: Math.min(limit, tasks.length) }, async () => {
            while (next < tasks.length) {
                const index = next++;
                results[index] = await tasks[index]();
            }
        }),
    );
    return results;
}

/** Where the model of `pkg` is cached: its name says what it was made from */
function modelFiles(options: Pick<ModelOptions, 'siteDir' | 'cacheDir'>): (pkg: PinnedPackage) => string {
    const typedocVersion = (
        createRequire(path.join(options.siteDir, 'package.json'))('typedoc/package.json') as { version: string }
    ).version;
    const workerDigest = workerFiles
        .reduce((hash, file) => hash.update(readFileSync(file)), createHash('sha256'))
        .digest('hex');
    return pkg => {
        // a model depends on the package's sources and on how the worker runs TypeDoc over them
        const digest = createHash('sha256').update(workerDigest).update(pkg.sourceDigest).digest('hex').slice(0, 12);
        return path.join(options.cacheDir, modelFileName(pkg.name, pkg.version, typedocVersion, digest));
    };
}

/** The packages whose models the cache lacks: `packageModels` would run TypeDoc for them */
export function modelsMissing(
    definitions: ApiPackageDefinition[],
    pinned: PinnedPackage[],
    options: Pick<ModelOptions, 'siteDir' | 'cacheDir'>,
): string[] {
    const fileOf = modelFiles(options);
    return definitions
        .filter(definition => {
            const pkg = pinned.find(candidate => candidate.name === definition.name);
            return pkg === undefined || !existsSync(fileOf(pkg));
        })
        .map(definition => definition.name);
}

export async function packageModels(
    definitions: ApiPackageDefinition[],
    pinned: PinnedPackage[],
    options: ModelOptions,
): Promise<PackageModel[]> {
    assertCovers(
        'The API reference (api-docs/modules.ts)',
        definitions.map(definition => definition.name),
        pinned.map(pkg => pkg.name),
    );
    const fileOf = modelFiles(options);
    mkdirSync(options.cacheDir, { recursive: true });
    const log = options.log ?? (() => undefined);

    const models = await inParallel(
        definitions.map(definition => async () => {
            const pkg = pinned.find(candidate => candidate.name === definition.name);
            if (!pkg) {
                throw new Error(`API reference: ${definition.name} is not one of the pinned packages`);
            }
            for (const entryPoint of definition.entryPoints) {
                if (!existsSync(path.join(pkg.dir, entryPoint.file))) {
                    throw new Error(
                        `API reference: ${pkg.name}@${pkg.version} has no entry point ${entryPoint.file} (configured in api-docs/modules.ts)`,
                    );
                }
            }
            const file = fileOf(pkg);
            if (options.force || !existsSync(file)) {
                const started = Date.now();
                const partial = `${file}.partial`;
                await runWorker({
                    packageName: pkg.name,
                    packageDir: pkg.dir,
                    entryPoints: definition.entryPoints.map(entryPoint => path.join(pkg.dir, entryPoint.file)),
                    outFile: partial,
                    sourceLinkTemplate: frameworkSourceUrl(pkg.version, 'packages/{path}').concat('#L{line}'),
                });
                renameSync(partial, file);
                log(
                    `TypeDoc model of ${pkg.name}@${pkg.version} generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
                );
            }
            return {
                file: path.basename(file),
                model: {
                    definition,
                    version: pkg.version,
                    project: JSON.parse(readFileSync(file, 'utf8')) as Project,
                    ...(pkg.readme ? { readme: pkg.readme } : {}),
                },
            };
        }),
        Math.max(1, Math.min(2, os.availableParallelism())),
    );
    pruneModels(
        options.cacheDir,
        models.map(({ file }) => file),
    );
    return models.map(({ model }) => model);
}

/** Removes cached models that no current input produces, so the cache doesn't grow without bound. */
export function pruneModels(cacheDir: string, keep: string[]): void {
    if (!existsSync(cacheDir)) {
        return;
    }
    for (const entry of readdirSync(cacheDir)) {
        if (entry.endsWith('.json') && !keep.includes(entry)) {
            rmSync(path.join(cacheDir, entry), { force: true });
        }
    }
}
