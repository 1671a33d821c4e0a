import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';

import { Prism as bundledPrism } from 'prism-react-renderer';

import languagesLoader from '../plugins/code-highlighting/languages-loader';
import { prism } from './prism';
import { filesUnder } from '../plugins/files';

/**
 * The site's code blocks load Prism without the languages prism-react-renderer bundles (plugins/code-highlighting's
 * loader removes them) and with exactly the languages of `prism.additionalLanguages`. These tests hold that list to
 * what the pages need: every language a code block names is highlighted, and highlighted exactly as the bundled
 * languages did (same tokens, so the same colours); no language loads that no page uses. The pages are the MDX
 * files and the API reference, whose code blocks come from the doc comments and READMEs of the installed
 * `@serenity-js/*` packages.
 */
const siteDir = path.join(__dirname, '..');
const contentDirs = ['handbook', 'community', 'releases', 'blog', 'src/pages', 'tests/fixtures/pages'];
const frameworkDir = path.join(siteDir, 'node_modules', '@serenity-js');
/** languages that code blocks name but that are plain text on purpose */
const plainText = new Set(['text', 'txt', 'plain', 'console', 'terminal', 'mermaid']);

type PrismLike = typeof bundledPrism;

function mdxFiles(dir: string): string[] {
    return filesUnder(dir)
        .filter(file => /\.mdx?$/.test(file))
        .map(file => path.join(dir, file));
}

function frameworkSources(): string[] {
    return readdirSync(frameworkDir).flatMap(name => [
        path.join(frameworkDir, name, 'README.md'),
        ...filesUnder(path.join(frameworkDir, name, 'src'))
            .filter(file => file.endsWith('.ts'))
            .map(file => path.join(frameworkDir, name, 'src', file)),
    ]);
}

/** Every code block of the pages, by the language it names (a fence in Markdown, or in a doc comment) */
function codeBlocksOfPages(): Map<string, string[]> {
    const blocks = new Map<string, string[]>();
    const files = [...contentDirs.flatMap(dir => mdxFiles(path.join(siteDir, dir))), ...frameworkSources()];
    for (const file of files) {
        let open: { indent: string; fence: string; language: string; lines: string[] } | undefined;
        for (const line of readFileSync(file, 'utf8').split('\n')) {
            if (open) {
                const content = line.startsWith(open.indent) ? line.slice(open.indent.length) : line.trimStart();
                if (
                    content.trimEnd() === open.fence ||
                    (content.startsWith(open.fence) && /^([`~])\1*\s*$/.test(content))
                ) {
                    blocks.set(open.language, [...(blocks.get(open.language) ?? []), open.lines.join('\n')]);
                    open = undefined;
                } else {
                    open.lines.push(content);
                }
                continue;
            }
            const opening = /^([ \t]*(?:\*[ \t]*)?)(`{3,}|~{3,})([\w+-]+)/.exec(line);
            if (opening) {
                open = { indent: opening[1], fence: opening[2], language: opening[3].toLowerCase(), lines: [] };
            }
        }
    }
    return blocks;
}

// the theme loads the languages from prismjs, as resolved from the theme itself
const themeRequire = createRequire(require.resolve('@docusaurus/theme-classic'));

/** Registers languages on a Prism as the theme's `prism-include-languages` does, each component run afresh */
function withLanguages(target: PrismLike, languages: string[]): Map<string, string[]> {
    const added = new Map<string, string[]>();
    const global = globalThis as { Prism?: unknown };
    global.Prism = target;
    try {
        for (const language of languages) {
            const component = themeRequire.resolve(`prismjs/components/prism-${language}`);
            Reflect.deleteProperty(themeRequire.cache, component);
            const before = new Set(Object.keys(target.languages));
            themeRequire(component);
            added.set(
                language,
                Object.keys(target.languages).filter(name => !before.has(name)),
            );
        }
    } finally {
        delete global.Prism;
    }
    return added;
}

const { withoutBundledLanguages } = languagesLoader as unknown as {
    withoutBundledLanguages: (source: string) => string;
};
const strippedBundle = withoutBundledLanguages(
    readFileSync(require.resolve('prism-react-renderer').replace(/index\.js$/, 'index.mjs'), 'utf8'),
);

/**
 * A fresh copy of prism-react-renderer's Prism as the site's bundles have it: the package's bundle through the
 * loader, languages removed. Each variant is a module of its own (a module is loaded once).
 */
async function strippedPrism(variant: string): Promise<PrismLike> {
    // inside node_modules, so that the module's own imports (react) resolve
    const dir = path.join(siteDir, 'node_modules', '.cache', 'prism-languages-test');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `stripped-${process.pid}-${variant}.mjs`);
    writeFileSync(file, strippedBundle);
    try {
        return ((await import(file)) as { Prism: PrismLike }).Prism;
    } finally {
        rmSync(file, { force: true });
    }
}

const tokensOf = (target: PrismLike, code: string, language: string) =>
    JSON.stringify(target.tokenize(code, target.languages[language]));

describe('Prism languages', async () => {
    const blocks = codeBlocksOfPages();
    const used = [...blocks.keys()].filter(language => !plainText.has(language));
    // what pages were highlighted with before the loader: the bundled languages, then the theme's extra ones
    const bundledExtras = ['bash', 'diff', 'docker', 'gherkin', 'groovy', 'properties'];
    withLanguages(bundledPrism, bundledExtras);
    const stripped = await strippedPrism('site');
    const added = withLanguages(stripped, prism.additionalLanguages);
    /** The blocks of the pages whose tokens differ from what the bundled languages gave them */
    const differences = (highlighter: PrismLike) =>
        used.flatMap(language =>
            (blocks.get(language) ?? [])
                .filter(code => tokensOf(highlighter, code, language) !== tokensOf(bundledPrism, code, language))
                .map(code => `${language}: ${process.env.DEBUG_PRISM ? code : code.split('\n')[0].slice(0, 60)}`),
        );

    it('finds the languages of the pages', () => {
        assert.ok(used.includes('ts') && used.includes('sh'), used.join(', '));
    });

    it('removes the bundled languages: what the bundle had is no longer registered', () => {
        assert.ok('python' in bundledPrism.languages);
        assert.ok(!('python' in stripped.languages));
    });

    it('highlights every language a page uses', () => {
        assert.deepEqual(
            used.filter(language => !(language in stripped.languages)),
            [],
            'add these to additionalLanguages in config/prism.ts',
        );
    });

    it('highlights every code block of the pages as the bundled languages did, token for token', () => {
        assert.deepEqual(
            differences(stripped),
            [],
            'a language (or one that enhances it, like js-extras) is missing or misordered',
        );
    });

    it('loads no language that no page needs', async () => {
        const unneeded: string[] = [];
        for (const [language, names] of added) {
            if (names.some(name => used.includes(name))) {
                continue;
            }
            // a language no block names is needed only if it changes how some block is highlighted
            const without = await strippedPrism(`without-${language}`);
            try {
                withLanguages(
                    without,
                    prism.additionalLanguages.filter(candidate => candidate !== language),
                );
            } catch {
                // another language builds on it
                continue;
            }
            if (differences(without).length === 0) {
                unneeded.push(language);
            }
        }
        assert.deepEqual(unneeded, [], 'remove these from additionalLanguages in config/prism.ts');
    });
});
