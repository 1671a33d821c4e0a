/**
 * What the API reference documents: each package and its entry points. The reference is generated
 * from the sources the installed packages ship (`node_modules/<package>/src`), at the version
 * package.json pins. Routes: `/api/<slug>/`, where the slug is the package's name without the scope,
 * followed by `-<entry>` for entry points other than the main one (`core-events`).
 */
export interface ApiEntryPointDefinition {
    /** Sub-path the entry point is imported from (`adapter` → `@serenity-js/core/adapter`); `''` for the main one */
    subpath: string;
    /** The entry point's source file, relative to the package */
    file: string;
    /** How the entry point is labelled inside its package in the sidebar */
    label: string;
}

export interface ApiPackageDefinition {
    name: string;
    entryPoints: ApiEntryPointDefinition[];
}

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
 * Links in the pinned packages' READMEs and doc comments that point to an anchor which no longer
 * exists, each mapped to where it should point. The build fails on any other unresolvable link, so this
 * list is reviewed, never grown silently; entries can go once the framework fixes them upstream.
 */
export const apiLinkCorrections: Record<string, string> = {
    // @serenity-js/assertions README: the headings were shortened to "Defining/Composing custom expectations"
    '/api/assertions/#defining-custom-expectations-using-expectationthatactualshould':
        '/api/assertions/#defining-custom-expectations',
    '/api/assertions/#composing-expectations-using-expectationto': '/api/assertions/#composing-expectations',
};
