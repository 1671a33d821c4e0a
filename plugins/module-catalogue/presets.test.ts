import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import Ajv from 'ajv';
import addFormats from 'ajv-formats';

import type { ModuleCategory } from './catalogue';
import schema from './module-manager.schema.json';
import { moduleManagerPresets } from './presets';

const validate = addFormats(new Ajv({ allErrors: true })).compile(schema);

const catalogue: ModuleCategory[] = [
    {
        name: 'Web Testing',
        description: '',
        items: [
            {
                name: '@serenity-js/webdriverio',
                version: '3.42.2',
                description: '',
                engines: {},
                compatibility: {
                    '@wdio/cli': { version: '^9.27.0', type: 'required' },
                    webdriverio: { version: '^9.27.0', type: 'required' },
                },
            },
            {
                name: '@serenity-js/webdriverio-8',
                version: '3.42.2',
                description: '',
                engines: {},
                compatibility: {
                    '@wdio/cli': { version: '^8.46.0', type: 'required' },
                    webdriverio: { version: '^8.46.0', type: 'required' },
                },
            },
        ],
    },
    {
        name: 'Core',
        description: '',
        items: [
            { name: '@serenity-js/core', version: '3.42.2', description: '', engines: {}, compatibility: {} },
            {
                name: '@serenity-js/rest',
                version: '3.42.2',
                description: '',
                engines: {},
                compatibility: { axios: { version: '1.15.2', type: 'direct' } },
            },
        ],
    },
];

const options = { caching: { enabled: true, duration: 86_400_000 }, sampling: { enabled: true, rate: 0.1 } };

describe('module manager presets', () => {
    it('express every range that any module supports, not the last one read', () => {
        const presets = moduleManagerPresets(
            catalogue,
            { node: '^18.12 || ^20 || ^22' },
            options,
            new Date('2026-11-23T12:00:00Z'),
        );
        assert.equal(presets.integrations.webdriverio, '^8.46.0 || ^9.27.0');
        assert.equal(presets.integrations['@wdio/cli'], '^8.46.0 || ^9.27.0');
        assert.equal(presets.integrations.axios, '1.15.2');
    });

    it('list every package with its version, the site engines, caching, sampling and the build time', () => {
        const presets = moduleManagerPresets(
            catalogue,
            { node: '^18.12 || ^20 || ^22' },
            options,
            new Date('2026-11-23T12:00:00Z'),
        );
        assert.deepEqual(Object.keys(presets), [
            'engines',
            'packages',
            'integrations',
            'caching',
            'sampling',
            'updatedAt',
        ]);
        assert.deepEqual(presets.packages, {
            '@serenity-js/core': '3.42.2',
            '@serenity-js/rest': '3.42.2',
            '@serenity-js/webdriverio': '3.42.2',
            '@serenity-js/webdriverio-8': '3.42.2',
        });
        assert.deepEqual(presets.engines, { node: '^18.12 || ^20 || ^22' });
        assert.deepEqual(presets.caching, { enabled: true, duration: 86_400_000 });
        assert.deepEqual(presets.sampling, { enabled: true, rate: 0.1 });
        assert.equal(presets.updatedAt, '2026-11-23T12:00:00.000Z');
        assert.ok(validate(presets), JSON.stringify(validate.errors));
    });

    it('have a schema that rejects a malformed file', () => {
        const presets = moduleManagerPresets(catalogue, { node: '^20' }, options, new Date());
        assert.equal(validate({ ...presets, sampling: { enabled: true, rate: 2 } }), false);
        assert.equal(validate({ ...presets, packages: { 'left-pad': '1.0.0' } }), false);
        assert.equal(validate({ ...presets, extra: true }), false);
        const { updatedAt: _updatedAt, ...withoutTimestamp } = presets;
        assert.equal(validate(withoutTimestamp), false);
    });
});
