import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';

import { Prism } from 'prism-react-renderer';

import { prism } from './prism';

/**
 * Every extra Prism language is code that a page with a code block downloads, so the list holds exactly
 * the languages the pages use that prism-react-renderer lacks: none missing (a block would show unhighlighted),
 * none unused. The pages are the MDX files and the API reference, whose code blocks come from the doc comments
 * and READMEs of the installed `@serenity-js/*` packages.
 */
const siteDir = path.join(__dirname, '..');
const contentDirs = ['handbook', 'community', 'releases', 'blog', 'src/pages', 'tests/fixtures/pages'];
const frameworkDir = path.join(siteDir, 'node_modules', '@serenity-js');
/** languages that code blocks name but that are plain text on purpose */
const plainText = new Set(['text', 'txt', 'plain', 'console', 'terminal', 'mermaid']);

function mdxFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter(entry => entry.isFile() && /\.mdx?$/.test(entry.name))
        .map(entry => path.join(entry.parentPath, entry.name));
}

function frameworkSources(): string[] {
    return readdirSync(frameworkDir).flatMap(name => [
        path.join(frameworkDir, name, 'README.md'),
        ...readdirSync(path.join(frameworkDir, name, 'src'), { withFileTypes: true, recursive: true })
            .filter(entry => entry.isFile() && entry.name.endsWith('.ts'))
            .map(entry => path.join(entry.parentPath, entry.name)),
    ]);
}

function languagesOfPages(): Set<string> {
    const languages = new Set<string>();
    const files = [...contentDirs.flatMap(dir => mdxFiles(path.join(siteDir, dir))), ...frameworkSources()];
    for (const file of files) {
        // a fence in Markdown, or in a doc comment (` * ```ts`)
        for (const [, language] of readFileSync(file, 'utf8').matchAll(/^\s*(?:\*\s*)?(?:`{3,}|~{3,})([\w+-]+)/gm)) {
            languages.add(language.toLowerCase());
        }
    }
    return languages;
}

// the theme loads the languages from prismjs, as resolved from the theme itself
const themeRequire = createRequire(require.resolve('@docusaurus/theme-classic'));

/** The names each extra language adds to Prism (a language may bring aliases: `bash` adds `sh` and `shell`) */
function namesAddedByExtraLanguages(): Map<string, string[]> {
    const added = new Map<string, string[]>();
    const global = globalThis as { Prism?: unknown };
    global.Prism = Prism;
    try {
        for (const language of prism.additionalLanguages) {
            const before = new Set(Object.keys(Prism.languages));
            themeRequire(`prismjs/components/prism-${language}`);
            added.set(
                language,
                Object.keys(Prism.languages).filter(name => !before.has(name)),
            );
        }
    } finally {
        delete global.Prism;
    }
    return added;
}

describe('Prism languages', () => {
    const builtIn = new Set(Object.keys(Prism.languages));
    const used = [...languagesOfPages()].filter(language => !plainText.has(language));
    const added = namesAddedByExtraLanguages();

    it('finds the languages of the pages', () => {
        assert.ok(used.includes('ts') && used.includes('sh'), used.join(', '));
    });

    it('highlights every language a page uses', () => {
        const known = new Set([...builtIn, ...[...added.values()].flat()]);
        assert.deepEqual(
            used.filter(language => !known.has(language)),
            [],
            'add these to additionalLanguages in config/prism.ts',
        );
    });

    it('loads no extra language that no page needs, or that prism-react-renderer already has', () => {
        const unneeded = [...added].filter(([, names]) => !names.some(name => used.includes(name)));
        assert.deepEqual(
            unneeded.map(([language]) => language),
            [],
            'remove these from additionalLanguages in config/prism.ts',
        );
    });
});
