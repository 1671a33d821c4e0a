import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import { rspack, type Stats } from '@rspack/core';

import { chunksNamedByName } from '../chunk-names';
import { notAppliedMessage, PatchProof, seenLoader, unseenTargets } from '.';

/** A tiny client build: `entry.js` imports `present.js`; the patch `demo` targets the given files */
async function buildWith(targets: Array<{ what: string; test: string | RegExp; inBundle?: boolean }>): Promise<Stats> {
    const dir = mkdtempSync(path.join(tmpdir(), 'patch-proof-'));
    writeFileSync(path.join(dir, 'present.js'), 'export const present = 1;\n');
    writeFileSync(path.join(dir, 'entry.js'), "import { present } from './present.js';\nconsole.log(present);\n");
    const compiler = rspack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'out') },
        module: {
            rules: targets.filter(target => !target.inBundle).map(({ test }) => ({ test, use: [seenLoader('demo')] })),
        },
        plugins: [new PatchProof('demo', targets)],
    });
    return new Promise((resolve, reject) => {
        compiler.run((error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats)));
    });
}

const messages = (stats: Stats) => stats.toJson({ errors: true }).errors?.map(error => error.message) ?? [];

describe('patch proof', () => {
    it('fails the build naming the patch and the target it never saw', async () => {
        const stats = await buildWith([
            { what: 'present.js', test: /present\.js$/ },
            { what: 'the renamed file', test: /renamed\.js$/ },
        ]);
        assert.equal(stats.hasErrors(), true);
        const [message, ...others] = messages(stats);
        assert.deepEqual(others, []);
        assert.match(message, /site patch "demo" did not apply: it never saw the renamed file\./);
        assert.match(message, /SITE_PATCHES_OFF=demo/);
        assert.doesNotMatch(message, /present\.js/, 'names only what it missed');
    });

    it('proves a module put in the place of another by its presence in the bundle', async () => {
        const stats = await buildWith([
            { what: 'present.js', test: /present\.js$/, inBundle: true },
            { what: 'the stand-in', test: /stand-in\.js$/, inBundle: true },
        ]);
        assert.deepEqual(
            messages(stats).map(message => /never saw ([^.]+)\./.exec(message)?.[1]),
            ['the stand-in'],
        );
    });

    it('passes once every target went through the patch', async () => {
        const stats = await buildWith([{ what: 'present.js', test: /present\.js$/ }]);
        assert.deepEqual(messages(stats), []);
    });

    it('matches a target by its exact path or a pattern', () => {
        const seen = ['/site/.docusaurus/registry.js'];
        const targets = [
            { what: 'registry', test: '/site/.docusaurus/registry.js' },
            { what: 'routes', test: '/site/.docusaurus/routes.js' },
            { what: 'any registry', test: /registry\.js$/ },
        ];
        assert.deepEqual(
            unseenTargets(targets, seen).map(({ what }) => what),
            ['routes'],
        );
        assert.match(notAppliedMessage('lean-main', ['a', 'b']), /"lean-main" did not apply: it never saw a; b\./);
    });
});

describe('chunk-names proof', () => {
    const chunk = (id: string, name: string | undefined, file: string, initial = false) => ({
        id,
        name,
        files: [file],
        canBeInitial: () => initial,
    });

    it('names the lazy named chunks still filed by name', () => {
        assert.deepEqual(
            chunksNamedByName([
                chunk('1234', '014e8643', 'assets/js/014e8643.abcd1234.js'),
                chunk('99', '17896441', 'assets/js/99.abcd1234.js'),
                chunk('7', 'main', 'assets/js/main.abcd1234.js', true),
                chunk('8', undefined, 'assets/js/8.abcd1234.js'),
            ]),
            ['assets/js/014e8643.abcd1234.js'],
        );
    });
});
