import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { frameworkFactsOf, type Manifest, peerRangeOf } from './framework-facts';

const core: Manifest = { name: '@serenity-js/core', version: '3.42.2', engines: { node: '^20 || ^22 || ^24' } };
const cucumber: Manifest = {
    name: '@serenity-js/cucumber',
    version: '3.42.2',
    engines: { node: '^20 || ^22 || ^24' },
    peerDependencies: { '@cucumber/cucumber': '^7.3.2 || ^8.5.0', '@serenity-js/core': '3.42.2' },
    peerDependenciesMeta: { '@cucumber/cucumber': { optional: true } },
};
const jar = ['serenity-cli-4.2.34.jar'];

describe('frameworkFactsOf', () => {
    it("states the shared version, core's Node.js range, each module's peers and the bundled CLI jar", () => {
        const facts = frameworkFactsOf([core, cucumber], jar);
        assert.equal(facts.version, '3.42.2');
        assert.equal(facts.node, '^20 || ^22 || ^24');
        assert.deepEqual(facts.packages['@serenity-js/cucumber'].peers['@cucumber/cucumber'], {
            range: '^7.3.2 || ^8.5.0',
            optional: true,
        });
        assert.deepEqual(facts.packages['@serenity-js/cucumber'].peers['@serenity-js/core'], {
            range: '3.42.2',
            optional: false,
        });
        assert.deepEqual(facts.serenityBddCli, { version: '4.2.34', jar: 'cache/serenity-cli-4.2.34.jar' });
    });

    it('refuses packages pinned to different versions, naming each', () => {
        assert.throws(
            () => frameworkFactsOf([core, { ...cucumber, version: '3.43.0' }], jar),
            /one version, found 2: @serenity-js\/core@3\.42\.2, @serenity-js\/cucumber@3\.43\.0/,
        );
    });

    it('refuses a release without core or without its Node.js range', () => {
        assert.throws(() => frameworkFactsOf([cucumber], jar), /engines\.node/);
        assert.throws(() => frameworkFactsOf([{ ...core, engines: {} }], jar), /engines\.node/);
    });

    it('refuses a serenity-bdd package whose cache holds no jar, or more than one', () => {
        assert.throws(() => frameworkFactsOf([core], []), /found: nothing/);
        assert.throws(() => frameworkFactsOf([core], [...jar, 'serenity-cli-4.3.0.jar']), /exactly one/);
    });
});

describe('peerRangeOf', () => {
    const facts = frameworkFactsOf([core, cucumber], jar);

    it('gives the range a module declares for a peer', () => {
        assert.equal(peerRangeOf(facts, '@serenity-js/cucumber', '@cucumber/cucumber').range, '^7.3.2 || ^8.5.0');
    });

    it('fails, naming module and peer, when a page asks for a fact that does not exist', () => {
        assert.throws(
            () => peerRangeOf(facts, '@serenity-js/cucumber', 'mocha'),
            /@serenity-js\/cucumber@3\.42\.2 declares no peer dependency on mocha \(it has: @cucumber\/cucumber, @serenity-js\/core\)/,
        );
        assert.throws(
            () => peerRangeOf(facts, '@serenity-js/nope', 'mocha'),
            /not one of the pinned Serenity\/JS packages/,
        );
    });
});
