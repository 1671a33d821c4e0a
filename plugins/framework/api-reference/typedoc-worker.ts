/**
 * Converts one package's TypeScript sources into a TypeDoc JSON model. Runs in a process of its own
 * (`node --import tsx typedoc-worker.ts <request.json>`), so that each package's TypeScript program is
 * freed as soon as its model is written and two packages can be converted at once.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Application, LogLevel, normalizePath, OptionDefaults } from 'typedoc';

import { keepDeclaredTypes } from './declared-types';

export interface TypeDocRequest {
    packageName: string;
    packageDir: string;
    entryPoints: string[];
    /** Where the JSON model goes */
    outFile: string;
    /** TypeDoc's template of a source link: the file in the framework's repository at the release's tag */
    sourceLinkTemplate: string;
}

/** Tags the framework's doc comments use beyond TypeDoc's own; kept so TypeDoc doesn't warn about them. */
export const extraBlockTags = ['@access', '@emits', '@listens', '@package', '@version'] as const;

async function convert(request: TypeDocRequest): Promise<void> {
    const tsconfig = path.join(os.tmpdir(), `typedoc-tsconfig-${process.pid}.json`);
    mkdirSync(path.dirname(request.outFile), { recursive: true });
    writeFileSync(
        tsconfig,
        JSON.stringify({
            compilerOptions: {
                module: 'commonjs',
                moduleResolution: 'node',
                target: 'es2022',
                lib: ['es2022', 'dom'],
                skipLibCheck: true,
                experimentalDecorators: true,
                types: [],
            },
            files: request.entryPoints,
        }),
    );

    const app = await Application.bootstrap({
        entryPoints: request.entryPoints,
        tsconfig,
        // the packages' peer dependencies (webdriverio, protractor…) are not all installed; their types
        // only appear as names in signatures, which TypeDoc converts without them
        skipErrorChecking: true,
        // the sources live under node_modules, which TypeDoc would otherwise treat as external
        externalPattern: [],
        excludePrivate: true,
        categorizeByGroup: false,
        sort: ['static-first', 'source-order'],
        blockTags: [...OptionDefaults.blockTags, ...extraBlockTags],
        disableGit: true,
        sourceLinkTemplate: request.sourceLinkTemplate,
        basePath: path.dirname(request.packageDir),
        logLevel: LogLevel.Warn,
        validation: {
            notExported: false,
            invalidLink: true,
            rewrittenLink: false,
            notDocumented: false,
            unusedMergeModuleWith: false,
        },
    });
    keepDeclaredTypes(app.converter);
    const project = await app.convert();
    rmSync(tsconfig, { force: true });
    if (!project || app.logger.hasErrors()) {
        throw new Error(
            `TypeDoc could not convert ${request.packageName} (entry points: ${request.entryPoints.join(', ')}); see the errors above`,
        );
    }
    app.validate(project);
    writeFileSync(
        request.outFile,
        JSON.stringify(app.serializer.projectToObject(project, normalizePath(request.packageDir))),
    );
}

const requestFile = process.argv[2];
if (requestFile) {
    convert(JSON.parse(readFileSync(requestFile, 'utf8')) as TypeDocRequest).catch(error => {
        console.error(String(error?.stack ?? error));
        process.exit(1);
    });
}
