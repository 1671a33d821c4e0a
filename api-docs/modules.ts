/**
 * What the API reference documents: each package and its entry points. The reference is generated
 * from the sources the installed packages ship (`node_modules/<package>/src`), at the version
 * package.json pins. Routes: `/api/<slug>/`, where the slug is the package's name without the scope,
 * followed by `-<entry>` for entry points other than the main one (`core-events`).
 */
import type { ApiEntryPointDefinition, ApiPackageDefinition } from '../plugins/framework/api-reference/models';

const main: ApiEntryPointDefinition = { subpath: '', file: 'src/index.ts', label: 'Overview' };
const adapter: ApiEntryPointDefinition = {
    subpath: 'adapter',
    file: 'src/adapter/index.ts',
    label: 'Test runner adapter',
};

export const apiPackages: ApiPackageDefinition[] = [
    {
        name: '@serenity-js/core',
        entryPoints: [main, adapter, { subpath: 'events', file: 'src/events/index.ts', label: 'Domain Events' }],
    },
    { name: '@serenity-js/assertions', entryPoints: [main] },
    { name: '@serenity-js/web', entryPoints: [main] },
    { name: '@serenity-js/playwright', entryPoints: [main] },
    { name: '@serenity-js/protractor', entryPoints: [main, adapter] },
    { name: '@serenity-js/webdriverio', entryPoints: [main, adapter] },
    { name: '@serenity-js/webdriverio-8', entryPoints: [main, adapter] },
    { name: '@serenity-js/rest', entryPoints: [main] },
    { name: '@serenity-js/local-server', entryPoints: [main] },
    { name: '@serenity-js/console-reporter', entryPoints: [main] },
    { name: '@serenity-js/serenity-bdd', entryPoints: [main] },
    { name: '@serenity-js/cucumber', entryPoints: [main, adapter] },
    { name: '@serenity-js/jasmine', entryPoints: [main, adapter] },
    { name: '@serenity-js/mocha', entryPoints: [main, adapter] },
    { name: '@serenity-js/playwright-test', entryPoints: [main] },
];

/**
 * Anchors that the pinned packages' READMEs and doc comments link to, which the section they mean no longer has:
 * old anchor → the heading that holds that section now. The heading answers to both ids, so a reader who follows
 * the old link from npm, GitHub or an IDE lands on the section too. The build fails on any other link to an anchor
 * that doesn't exist, and on an alias whose heading is gone, so this list is reviewed, never grown silently.
 */
export const apiAnchorAliases: Record<string, string> = {
    // @serenity-js/assertions README: the headings were shortened to "Defining/Composing custom expectations"
    '/api/assertions/#defining-custom-expectations-using-expectationthatactualshould':
        '/api/assertions/#defining-custom-expectations',
    '/api/assertions/#composing-expectations-using-expectationto': '/api/assertions/#composing-expectations',
};
