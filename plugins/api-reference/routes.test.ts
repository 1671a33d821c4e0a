import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { importPath, isFunctionValued, itemRoute, kindOf, moduleSlug, siteRelative, sourceUrl } from './routes';
import { ReflectionKind } from './typedoc-json';

describe('API reference routes', () => {
    it('names a module after its package, and further entry points after their sub-path', () => {
        assert.equal(moduleSlug('@serenity-js/core', ''), 'core');
        assert.equal(moduleSlug('@serenity-js/core', 'events'), 'core-events');
        assert.equal(moduleSlug('@serenity-js/webdriverio-8', 'adapter'), 'webdriverio-8-adapter');
        assert.equal(importPath('@serenity-js/core', 'adapter'), '@serenity-js/core/adapter');
    });

    it('gives each class, function, interface and enum a page of its own, keeping odd names as they are', () => {
        assert.equal(itemRoute('core', 'class', 'Actor'), '/api/core/class/Actor/');
        assert.equal(itemRoute('mocha', 'function', 'export='), '/api/mocha/function/export=/');
        assert.equal(itemRoute('jasmine', 'function', 'default'), '/api/jasmine/function/default/');
    });

    it('documents a variable holding a function as a function, other variables and type aliases on the overview', () => {
        const functionType = { type: 'reflection', declaration: { signatures: [{}] } };
        assert.equal(kindOf({ kind: ReflectionKind.Variable, type: functionType }), 'function');
        assert.equal(kindOf({ kind: ReflectionKind.Variable, type: { type: 'intrinsic' } }), 'variable');
        assert.equal(kindOf({ kind: ReflectionKind.TypeAlias }), 'type');
        assert.equal(kindOf({ kind: ReflectionKind.Class }), 'class');
        // Playwright Test's callable `test`, re-exported with Serenity/JS fixtures
        assert.equal(
            isFunctionValued({
                kind: ReflectionKind.Variable,
                type: { type: 'reference', target: { packageName: 'playwright', qualifiedName: 'TestType' } },
            }),
            true,
        );
    });

    it('makes links to the public site relative, in their canonical form', () => {
        assert.equal(
            siteRelative('https://serenity-js.org/handbook/design/screenplay-pattern'),
            '/handbook/design/screenplay-pattern/',
        );
        assert.equal(
            siteRelative('https://serenity-js.org/handbook/design/screenplay-pattern#abilities'),
            '/handbook/design/screenplay-pattern/#abilities',
        );
        assert.equal(siteRelative('https://serenity-js.org/api/core/class/Actor/'), '/api/core/class/Actor/');
        assert.equal(
            siteRelative('https://serenity-js.org/images/design/serenity-js-screenplay-pattern.png'),
            '/images/design/serenity-js-screenplay-pattern.png',
        );
        assert.equal(siteRelative('https://serenity-js.org/handbook/reporting/index.html'), '/handbook/reporting/');
        assert.equal(siteRelative('https://serenity-js.org'), '/');
        // as spelt in the framework's sources, missing a slash
        assert.equal(
            siteRelative('https://serenity-js.orgapi/core/class/SerenityConfig/'),
            '/api/core/class/SerenityConfig/',
        );
        assert.equal(siteRelative('https://github.com/serenity-js/serenity-js'), undefined);
        assert.equal(siteRelative('https://serenity-js.org.evil.example/'), undefined);
    });

    it('links "Defined in" to the file in the framework repository', () => {
        assert.equal(
            sourceUrl({ fileName: 'core/src/screenplay/Actor.ts', line: 42 }),
            'https://github.com/serenity-js/serenity-js/blob/main/packages/core/src/screenplay/Actor.ts#L42',
        );
    });
});
