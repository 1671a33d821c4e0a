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

import type { ApiPackageDefinition } from '../../api-docs/modules';
import type { TypeDocRequest } from './typedoc-worker';
import type { TypeDocProject } from './typedoc-json';

export interface PackageModel {
    definition: ApiPackageDefinition;
    version: string;
    project: TypeDocProject;
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

function packageDirOf(siteDir: string, name: string): string {
    try {
        return path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve(`${name}/package.json`));
    } catch {
        throw new Error(
            `API reference: ${name} is listed in api-docs/modules.ts but is not installed. Add it to package.json and run npm install.`,
        );
    }
}

function sourceDigest(packageDir: string, files: string[]): string {
    const hash = createHash('sha256');
    hash.update(readFileSync(worker));
    for (const file of files) {
        hash.update(file).update(readFileSync(path.join(packageDir, file)));
    }
    return hash.digest('hex').slice(0, 12);
}

function sourcesOf(packageDir: string): string[] {
    return readdirSync(path.join(packageDir, 'src'), { recursive: true, encoding: 'utf8' })
        .filter(file => file.endsWith('.ts'))
        .map(file => path.join('src', file))
        .sort();
}

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
            code === 0
                ? resolve()
                : reject(
                      new Error(
                          `API reference: TypeDoc failed for ${request.packageName} (exit code ${code}):\n${errors.trim()}`,
                      ),
                  );
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

export async function packageModels(
    definitions: ApiPackageDefinition[],
    options: ModelOptions,
): Promise<PackageModel[]> {
    const typedocVersion = (
        createRequire(path.join(options.siteDir, 'package.json'))('typedoc/package.json') as { version: string }
    ).version;
    mkdirSync(options.cacheDir, { recursive: true });
    const log = options.log ?? (() => undefined);

    const models = await inParallel(
        definitions.map(definition => async () => {
            const packageDir = packageDirOf(options.siteDir, definition.name);
            const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
                version: string;
            };
            for (const entryPoint of definition.entryPoints) {
                if (!existsSync(path.join(packageDir, entryPoint.file))) {
                    throw new Error(
                        `API reference: ${definition.name}@${version} has no entry point ${entryPoint.file} (configured in api-docs/modules.ts)`,
                    );
                }
            }
            const file = path.join(
                options.cacheDir,
                modelFileName(
                    definition.name,
                    version,
                    typedocVersion,
                    sourceDigest(packageDir, sourcesOf(packageDir)),
                ),
            );
            if (options.force || !existsSync(file)) {
                const started = Date.now();
                const partial = `${file}.partial`;
                await runWorker({
                    packageName: definition.name,
                    packageDir,
                    entryPoints: definition.entryPoints.map(entryPoint => path.join(packageDir, entryPoint.file)),
                    outFile: partial,
                });
                renameSync(partial, file);
                log(
                    `TypeDoc model of ${definition.name}@${version} generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
                );
            }
            const readmeFile = path.join(packageDir, 'README.md');
            const readme = existsSync(readmeFile) ? readFileSync(readmeFile, 'utf8') : undefined;
            return {
                file: path.basename(file),
                model: {
                    definition,
                    version,
                    project: JSON.parse(readFileSync(file, 'utf8')) as TypeDocProject,
                    ...(readme ? { readme } : {}),
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
