import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

import { assertCovers, pinnedPackageNames, readPinnedFramework } from './packages';

function site(packages: Record<string, { version: string; files?: Record<string, string> }>): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pinned-'));
    writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({
            dependencies: {
                react: '18.3.1',
                ...Object.fromEntries(Object.entries(packages).map(([name, { version }]) => [name, version])),
            },
        }),
    );
    for (const [name, { version, files = {} }] of Object.entries(packages)) {
        const packageDir = path.join(dir, 'node_modules', ...name.split('/'));
        mkdirSync(packageDir, { recursive: true });
        writeFileSync(
            path.join(packageDir, 'package.json'),
            JSON.stringify({ name, version, engines: { node: '^20 || ^22 || ^24' } }),
        );
        for (const [file, content] of Object.entries(files)) {
            mkdirSync(path.dirname(path.join(packageDir, file)), { recursive: true });
            writeFileSync(path.join(packageDir, file), content);
        }
    }
    return dir;
}

describe('the pinned packages', () => {
    const dirs: string[] = [];
    after(() => dirs.forEach(dir => rmSync(dir, { recursive: true, force: true })));

    it('are the @serenity-js/* dependencies of the site', () => {
        assert.deepEqual(
            pinnedPackageNames({
                dependencies: { '@serenity-js/web': '3.42.2', react: '18', '@serenity-js/core': '3.42.2' },
            }),
            ['@serenity-js/core', '@serenity-js/web'],
        );
    });

    it('are read once each: manifest, README, sources and a digest that follows the sources', () => {
        const files = {
            'README.md': '# core',
            'src/index.ts': 'export {}',
            'src/screenplay/Actor.ts': 'export class Actor {}',
            'lib/index.js': '',
        };
        const dir = site({
            '@serenity-js/core': { version: '3.42.2', files },
            '@serenity-js/serenity-bdd': { version: '3.42.2', files: { 'cache/serenity-cli-4.2.34.jar': '' } },
        });
        dirs.push(dir);
        const framework = readPinnedFramework(dir);
        const core = framework.packages.find(pkg => pkg.name === '@serenity-js/core')!;
        assert.equal(framework.version, '3.42.2');
        assert.equal(framework.facts.serenityBddCli.version, '4.2.34');
        assert.equal(core.readme, '# core');
        assert.deepEqual(core.sources, ['src/index.ts', 'src/screenplay/Actor.ts']);

        writeFileSync(path.join(core.dir, 'src/screenplay/Actor.ts'), 'export class Actor { changed = true }');
        const changed = readPinnedFramework(dir).packages.find(pkg => pkg.name === '@serenity-js/core')!;
        assert.notEqual(changed.sourceDigest, core.sourceDigest);
    });

    it('must all be installed, at one version', () => {
        const mixed = site({ '@serenity-js/core': { version: '3.42.2' }, '@serenity-js/web': { version: '3.43.0' } });
        dirs.push(mixed);
        assert.throws(
            () => readPinnedFramework(mixed),
            /one version, found 2: @serenity-js\/core@3\.42\.2, @serenity-js\/web@3\.43\.0/,
        );

        const missing = site({ '@serenity-js/core': { version: '3.42.2' } });
        dirs.push(missing);
        rmSync(path.join(missing, 'node_modules'), { recursive: true });
        assert.throws(
            () => readPinnedFramework(missing),
            /@serenity-js\/core is a dependency in package\.json but is not installed: run npm ci/,
        );
    });
});

describe('assertCovers', () => {
    it('accepts a list that names exactly the pinned packages', () => {
        assertCovers('The list', ['@serenity-js/web', '@serenity-js/core'], ['@serenity-js/core', '@serenity-js/web']);
    });

    it('names what is left out, what is not pinned and what is listed twice', () => {
        assert.throws(
            () =>
                assertCovers(
                    'The list',
                    ['@serenity-js/core', '@serenity-js/core', '@serenity-js/nope'],
                    ['@serenity-js/core', '@serenity-js/web'],
                ),
            /^Error: The list leaves out @serenity-js\/web, which package\.json pins; lists @serenity-js\/nope, which package\.json does not depend on; lists @serenity-js\/core more than once$/,
        );
    });
});
