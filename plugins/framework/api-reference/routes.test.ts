import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { moduleSlug } from '../../../shared/catalogue';
import { importPath, isFunctionValued, itemRoute, kindOf, siteRelative, sourceOf } from './routes';
import { declaration, reference, ReflectionKind, signature, source, symbol } from './test-models';
import type { SomeType } from './typedoc-model';

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
        const functionType: SomeType = {
            type: 'reflection',
            declaration: declaration({
                id: 2,
                name: '__type',
                kind: ReflectionKind.TypeLiteral,
                signatures: [signature({ id: 3, name: '__type', kind: ReflectionKind.CallSignature })],
            }),
        };
        const variable = (type: SomeType) => declaration({ id: 1, name: 'x', kind: ReflectionKind.Variable, type });
        assert.equal(kindOf(variable(functionType)), 'function');
        assert.equal(kindOf(variable({ type: 'intrinsic', name: 'number' })), 'variable');
        assert.equal(kindOf(declaration({ id: 1, name: 'x', kind: ReflectionKind.TypeAlias })), 'type');
        assert.equal(kindOf(declaration({ id: 1, name: 'x', kind: ReflectionKind.Class })), 'class');
        // Playwright Test's callable `test`, re-exported with Serenity/JS fixtures
        assert.equal(isFunctionValued(variable(reference('TestType', symbol('playwright', 'TestType')))), true);
        assert.equal(isFunctionValued(variable(reference('Page', symbol('playwright', 'Page')))), false);
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

    it('links "Defined in" to the file in the framework repository at the release tag, so line numbers never drift', () => {
        const slugs = new Set(['core', 'web']);
        assert.deepEqual(sourceOf(source('core/src/screenplay/Actor.ts', 42)?.[0], '3.42.2', slugs), {
            file: 'src/screenplay/Actor.ts',
            line: 42,
            url: 'https://github.com/serenity-js/serenity-js/blob/v3.42.2/packages/core/src/screenplay/Actor.ts#L42',
        });
    });

    it("gives a member inherited from outside the pinned packages' sources no source, rather than a broken link", () => {
        const slugs = new Set(['core', 'web']);
        for (const fileName of [
            '../tiny-types/lib/TinyType.d.ts',
            '../typescript/lib/lib.es5.d.ts',
            '../playwright/types/test.d.ts',
            'core/lib/screenplay/Question.d.ts',
            'left-pad/src/index.ts',
        ]) {
            assert.equal(sourceOf(source(fileName)?.[0], '3.42.2', slugs), undefined, fileName);
        }
    });
});
