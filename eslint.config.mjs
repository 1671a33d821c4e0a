// @ts-check
/**
 * Lint rules for the whole repository: typescript-eslint's strict set, React, hooks and accessibility rules
 * for the components, and the direction of dependencies between the layers:
 *
 *   docusaurus.config.ts → config/ → plugins/ → shared/ ← src/
 *
 * `shared/` is the leaf (facts, types and pure helpers that both the build and the browser use); `plugins/`
 * never reach up into `config/`, and browser code in `src/` reads build-time data only through `shared/`
 * types and the data the plugins publish. Formatting is Prettier's job (`npm run format`), so rules that
 * overlap with it are off (eslint-config-prettier).
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `from` may not import anything under `target`: the layers' dependency direction */
const layers = [
    {
        target: './shared',
        from: ['./config', './plugins', './src', './scripts', './tests'],
        message: 'shared/ is the leaf layer: move what both sides need into shared/ instead.',
    },
    {
        target: './plugins',
        from: ['./config', './src', './scripts', './tests'],
        message: 'plugins/ receive configuration as options; move shared facts into shared/.',
    },
    {
        target: './src',
        from: ['./config', './plugins', './scripts', './tests'],
        message:
            'browser code reads build-time facts through shared/ and the data plugins publish, never from config/ or plugins/.',
    },
    {
        target: './config',
        from: ['./src', './scripts', './tests'],
        message: 'config/ assembles the site; only docusaurus.config.ts, scripts and tests use it.',
    },
].map(({ target, from, message }) => ({ target, from, message }));

export default tseslint.config(
    {
        ignores: [
            'build/**',
            'build-unpatched/**',
            // other builds to compare (`npm run bench:lighthouse -- build-before build`)
            'build-*/**',
            '.docusaurus/**',
            'node_modules/**',
            'test-results/**',
            'playwright-report/**',
            'api-docs/models/**',
            '.cache/**',
            '.scratch*/**',
        ],
    },
    js.configs.recommended,
    ...tseslint.configs.strict,
    ...tseslint.configs.stylistic,
    {
        plugins: { 'import-x': importX },
        settings: {
            'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
        },
        languageOptions: {
            ecmaVersion: 2022,
            sourceType: 'module',
            globals: { ...globals.node },
        },
        linterOptions: { reportUnusedDisableDirectives: 'error' },
        rules: {
            'import-x/no-restricted-paths': ['error', { zones: layers }],
            'import-x/no-cycle': ['error', { ignoreExternal: true }],
            'import-x/no-duplicates': 'error',
            'import-x/first': 'error',
            'import-x/newline-after-import': 'error',
            'import-x/no-self-import': 'error',
            'import-x/no-useless-path-segments': 'error',
            '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
            '@typescript-eslint/no-unused-vars': [
                'error',
                { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
            ],
            // `T[]` for simple types, `Array<…>` where the element type needs it
            '@typescript-eslint/array-type': ['error', { default: 'array-simple' }],
            // logger.info`…` is a call, written as a tagged template
            '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
            eqeqeq: ['error', 'always', { null: 'ignore' }],
            'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
            'prefer-const': 'error',
            'object-shorthand': 'error',
        },
    },
    {
        // CommonJS start-up files (a worker thread's, which registers the TypeScript loader before requiring the worker)
        files: ['**/*.cjs'],
        languageOptions: { sourceType: 'commonjs' },
        rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
    {
        // shared/ runs in the browser too: no Node.js modules
        files: ['shared/**/*.ts'],
        ignores: ['shared/**/*.test.ts'],
        rules: {
            'no-restricted-imports': [
                'error',
                {
                    patterns: [
                        {
                            group: ['node:*'],
                            message: 'shared/ is browser-safe; Node.js code belongs in plugins/ or config/.',
                        },
                    ],
                },
            ],
        },
    },
    {
        files: ['src/**/*.{ts,tsx}'],
        ignores: ['src/**/*.test.ts'],
        ...react.configs.flat.recommended,
        ...react.configs.flat['jsx-runtime'],
        plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
        settings: { react: { version: '18.3' } },
        languageOptions: {
            ...react.configs.flat.recommended.languageOptions,
            globals: { ...globals.browser },
        },
        rules: {
            ...react.configs.flat.recommended.rules,
            ...react.configs.flat['jsx-runtime'].rules,
            ...reactHooks.configs.recommended.rules,
            ...jsxA11y.flatConfigs.strict.rules,
            'react/prop-types': 'off',
            // markup from data goes through React or through an escaping step, never straight into the page
            'react/no-danger': 'error',
            'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'src/ is browser code.' }] }],
        },
    },
    {
        // Files ejected from the theme keep the theme's own code outside our fenced edits, so that a Docusaurus
        // upgrade is a mechanical re-apply (src/theme/ejected.test.ts); rules that would rewrite that code are off
        files: [
            'src/theme/SearchBar/index.tsx',
            'src/theme/SearchPage/index.tsx',
            'src/theme/BlogListPage/index.tsx',
            'src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx',
            'src/theme/CodeBlock/index.tsx',
            'src/theme/Tabs/index.tsx',
        ],
        rules: {
            '@typescript-eslint/consistent-type-definitions': 'off',
            '@typescript-eslint/consistent-indexed-object-style': 'off',
            '@typescript-eslint/consistent-type-imports': 'off',
            '@typescript-eslint/no-explicit-any': 'off',
            '@typescript-eslint/no-non-null-assertion': 'off',
            '@typescript-eslint/array-type': 'off',
            '@typescript-eslint/no-inferrable-types': 'off',
            'react/display-name': 'off',
            'react-hooks/refs': 'off',
            'import-x/first': 'off',
            'object-shorthand': 'off',
            // the theme's tab list is a <ul role="tablist"> of <li role="tab">
            'jsx-a11y/no-noninteractive-element-to-interactive-role': 'off',
        },
    },
    {
        // the search engine runs in a Web Worker
        files: ['src/search/*.worker.ts'],
        languageOptions: { globals: { ...globals.worker } },
    },
    {
        files: ['tests/**/*.ts', 'tests/**/*.mjs', 'scripts/**/*.ts', '**/*.test.ts', '**/test-models.ts'],
        rules: {
            'no-console': 'off',
        },
    },
    {
        // the tutorials' code is what readers write: page objects as classes of static members, as the tutorial teaches
        files: ['tests/tutorials/**/*.ts'],
        rules: {
            '@typescript-eslint/no-extraneous-class': 'off',
        },
    },
    {
        // a test that reaches for something missing fails right there, which is what a `!` in a test means;
        // and tests read JSON answers field by field, without declaring every shape they pass through
        files: ['tests/e2e/**/*.ts', 'tests/support/**/*.ts', '**/*.test.ts'],
        rules: {
            '@typescript-eslint/no-non-null-assertion': 'off',
            '@typescript-eslint/no-explicit-any': 'off',
        },
    },
    {
        // plain JavaScript: loaders that webpack runs, and the tutorials' servers
        files: ['**/*.js', '**/*.mjs'],
        ...tseslint.configs.disableTypeChecked,
        rules: {
            '@typescript-eslint/no-require-imports': 'off',
        },
    },
    prettier,
);
