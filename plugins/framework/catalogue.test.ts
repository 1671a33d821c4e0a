import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { moduleSlug } from '../../shared/catalogue';
import { compatibilityOf, moduleCatalogue } from './catalogue';
import type { PackageManifest } from './packages';

const integrations = ['webdriverio', '@wdio/cli', 'axios', 'express', 'koa'];

const fixtures: Record<string, PackageManifest> = {
    '@serenity-js/webdriverio': {
        name: '@serenity-js/webdriverio',
        version: '3.42.2',
        description: 'WebdriverIO adapter',
        engines: { node: '^20 || ^22 || ^24' },
        dependencies: { 'tiny-types': '2.0.5' },
        peerDependencies: { webdriverio: '^9.27.0', '@wdio/cli': '^9.27.0', '@serenity-js/mocha': '3.42.2' },
        peerDependenciesMeta: { '@serenity-js/mocha': { optional: true } },
    },
    '@serenity-js/local-server': {
        name: '@serenity-js/local-server',
        version: '3.42.2',
        peerDependencies: { express: '^5.2.1', koa: '^3.2.0' },
        peerDependenciesMeta: { express: { optional: true }, koa: { optional: true } },
    },
    '@serenity-js/rest': {
        name: '@serenity-js/rest',
        version: '3.42.2',
        description: 'REST',
        dependencies: { axios: '1.15.2' },
    },
};

describe('module catalogue', () => {
    it('classifies integrations as direct dependencies, required peers or optional peers', () => {
        assert.deepEqual(compatibilityOf(fixtures['@serenity-js/webdriverio'], integrations), {
            webdriverio: { version: '^9.27.0', type: 'required' },
            '@wdio/cli': { version: '^9.27.0', type: 'required' },
        });
        assert.deepEqual(compatibilityOf(fixtures['@serenity-js/local-server'], integrations), {
            express: { version: '^5.2.1', type: 'optional' },
            koa: { version: '^3.2.0', type: 'optional' },
        });
        assert.deepEqual(compatibilityOf(fixtures['@serenity-js/rest'], integrations), {
            axios: { version: '1.15.2', type: 'direct' },
        });
    });

    it('ignores dependencies that are not integrations of interest', () => {
        assert.equal('tiny-types' in compatibilityOf(fixtures['@serenity-js/webdriverio'], integrations), false);
        assert.equal(
            '@serenity-js/mocha' in compatibilityOf(fixtures['@serenity-js/webdriverio'], integrations),
            false,
        );
    });

    it('groups modules into categories in the configured order, with installed versions and engines', () => {
        const catalogue = moduleCatalogue(
            [
                { name: 'Web Testing', description: 'web', packages: ['@serenity-js/webdriverio'] },
                {
                    name: 'REST API Testing',
                    description: 'rest',
                    packages: ['@serenity-js/rest', '@serenity-js/local-server'],
                },
            ],
            integrations,
            Object.values(fixtures),
        );

        assert.deepEqual(
            catalogue.map(category => [category.name, category.items.map(item => item.name)]),
            [
                ['Web Testing', ['@serenity-js/webdriverio']],
                ['REST API Testing', ['@serenity-js/rest', '@serenity-js/local-server']],
            ],
        );
        assert.equal(catalogue[0].items[0].version, '3.42.2');
        assert.deepEqual(catalogue[0].items[0].engines, { node: '^20 || ^22 || ^24' });
        assert.equal(catalogue[1].items[1].description, '');
    });

    it('fails, naming the packages, when the categories and the pinned packages disagree', () => {
        const all = ['@serenity-js/webdriverio', '@serenity-js/local-server'];
        assert.throws(
            () =>
                moduleCatalogue(
                    [{ name: 'X', description: '', packages: [...all, '@serenity-js/missing'] }],
                    integrations,
                    Object.values(fixtures),
                ),
            /leaves out @serenity-js\/rest, which package\.json pins; lists @serenity-js\/missing, which package\.json does not depend on/,
        );
        assert.throws(
            () =>
                moduleCatalogue(
                    [
                        { name: 'A', description: '', packages: [...all, '@serenity-js/rest'] },
                        { name: 'B', description: '', packages: ['@serenity-js/rest'] },
                    ],
                    integrations,
                    Object.values(fixtures),
                ),
            /lists @serenity-js\/rest more than once/,
        );
    });
});

describe('moduleSlug', () => {
    it('derives the API slug from the package name and entry point', () => {
        assert.equal(moduleSlug('@serenity-js/webdriverio-8'), 'webdriverio-8');
        assert.equal(moduleSlug('@serenity-js/core', 'events'), 'core-events');
    });
});
