import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { apiPackages } from '../../api-docs/modules';
import { frameworkModules, frameworkVersion, type PackageJson, withFrameworkVersion } from './versions';

const packageJsonText = readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8');
const packageJson = JSON.parse(packageJsonText) as PackageJson;

describe('the Serenity/JS version the site documents', () => {
    it('is one exact version for every @serenity-js module in package.json', () => {
        assert.match(frameworkVersion(packageJson), /^\d+\.\d+\.\d+$/);
    });

    it('covers the same fifteen modules as the API reference', () => {
        assert.deepEqual(frameworkModules(packageJson), apiPackages.map(({ name }) => name).sort());
        assert.equal(frameworkModules(packageJson).length, 15);
    });

    it('is refused when the modules differ, naming them', () => {
        assert.throws(
            () =>
                frameworkVersion({
                    dependencies: { '@serenity-js/core': '3.42.2', '@serenity-js/web': '3.43.2', react: '18.3.1' },
                }),
            /must all have one version, but they differ \(3\.42\.2: @serenity-js\/core; 3\.43\.2: @serenity-js\/web\)/,
        );
        assert.throws(
            () => frameworkVersion({ dependencies: { '@serenity-js/core': '^3.42.2' } }),
            /exact version, not "\^3\.42\.2"/,
        );
        assert.throws(
            () =>
                frameworkVersion({
                    dependencies: { '@serenity-js/core': '3.42.2' },
                    overrides: { '@serenity-js/web': '3.42.2' },
                }),
            /@serenity-js\/web belong in dependencies only, not in overrides/,
        );
    });
});

describe('moving to another version', () => {
    it('changes the fifteen entries and nothing else', () => {
        const updated = withFrameworkVersion(packageJsonText, '3.43.2');
        const changedLines = updated.split('\n').filter((line, index) => line !== packageJsonText.split('\n')[index]);
        assert.equal(changedLines.length, 15);
        assert.ok(
            changedLines.every(line => /^\s+"@serenity-js\/[a-z0-9-]+": "3\.43\.2",?$/.test(line)),
            changedLines.join('\n'),
        );
        assert.equal(frameworkVersion(JSON.parse(updated) as PackageJson), '3.43.2');
    });

    it('leaves a module whose name another one starts with alone until its own turn', () => {
        const text = JSON.stringify(
            { dependencies: { '@serenity-js/webdriverio': '1.0.0', '@serenity-js/webdriverio-8': '1.0.0' } },
            null,
            2,
        );
        assert.deepEqual(JSON.parse(withFrameworkVersion(text, '2.0.0')), {
            dependencies: { '@serenity-js/webdriverio': '2.0.0', '@serenity-js/webdriverio-8': '2.0.0' },
        });
    });
});
