import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { availability, type Manifest, type ManifestFetcher, refusal } from './registry';

/** A registry that has the given versions of each module, with the given engines */
function registry(versions: Record<string, Record<string, string | undefined>>): ManifestFetcher {
    return async (name, version) =>
        version in (versions[name] ?? {})
            ? ({
                  name,
                  version,
                  ...(versions[name][version] ? { engines: { node: versions[name][version] } } : {}),
              } as Manifest)
            : undefined;
}

const modules = ['@serenity-js/core', '@serenity-js/jasmine', '@serenity-js/web'];

describe('whether the site can move to a version', () => {
    it('it can when every module has that version and admits the running Node.js', async () => {
        const result = await availability(
            modules,
            '3.43.2',
            registry({
                '@serenity-js/core': { '3.43.2': '^20 || ^22 || ^24' },
                '@serenity-js/jasmine': { '3.43.2': '^20 || ^22 || ^24' },
                '@serenity-js/web': { '3.43.2': undefined },
            }),
            'v22.11.0',
        );
        assert.deepEqual(result.missing, []);
        assert.deepEqual(result.excluded, []);
        assert.equal(refusal(result, modules.length, 'v22.11.0'), undefined);
    });

    it('it cannot when the registry lacks some of the modules at that version, which are named', async () => {
        const result = await availability(
            modules,
            '3.43.2',
            registry({
                '@serenity-js/core': { '3.43.2': '^20 || ^22' },
                '@serenity-js/jasmine': { '3.42.2': '^20 || ^22' },
                '@serenity-js/web': {},
            }),
            'v20.20.2',
        );
        assert.deepEqual(result.missing, ['@serenity-js/jasmine', '@serenity-js/web']);
        assert.deepEqual(
            result.available.map(manifest => manifest.name),
            ['@serenity-js/core'],
        );
        assert.equal(
            refusal(result, modules.length, 'v20.20.2'),
            'The registry has no 3.43.2 of 2 of the 3 @serenity-js modules the site documents: @serenity-js/jasmine, @serenity-js/web. ' +
                'The site moves all of them together, so it cannot move to this version.',
        );
    });

    it('it cannot when a module excludes the running Node.js, which is named with the range', async () => {
        const result = await availability(
            ['@serenity-js/core'],
            '4.0.0',
            registry({ '@serenity-js/core': { '4.0.0': '^22 || ^24' } }),
            'v20.20.2',
        );
        assert.equal(
            refusal(result, 1, 'v20.20.2'),
            'Node.js v20.20.2 is outside the engines of @serenity-js/core@4.0.0 (^22 || ^24). Run the update with a Node.js version they support.',
        );
    });
});
