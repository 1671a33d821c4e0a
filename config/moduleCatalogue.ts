import type { CategoryDefinition } from '../shared/catalogue';

/** The tools Serenity/JS modules integrate with; only these appear as "compatible with". */
export const integrationsOfInterest = [
    '@cucumber/cucumber',
    'cucumber',
    'jasmine',
    'mocha',
    '@playwright/test',
    'playwright-core',
    'protractor',
    '@wdio/cli',
    'webdriverio',
    'axios',
    'express',
    '@hapi/hapi',
    'koa',
    'restify',
];

export const moduleCategories: CategoryDefinition[] = [
    {
        name: 'Core Modules',
        description:
            'The heart of every Serenity/JS project: the [Screenplay Pattern](/handbook/design/screenplay-pattern/) building blocks and the assertions you use with them. Start a new project from one of the [project templates](/handbook/project-templates/).',
        packages: ['@serenity-js/core', '@serenity-js/assertions'],
    },
    {
        name: 'Web Testing',
        description:
            'Interact with web applications through one portable API, whichever browser automation tool runs underneath. Read the [web testing patterns](/handbook/web-testing/), pick a [web testing template](/handbook/project-templates/#web-testing), or follow [your first web scenario](/handbook/tutorials/your-first-web-scenario/).',
        packages: [
            '@serenity-js/web',
            '@serenity-js/playwright',
            '@serenity-js/protractor',
            '@serenity-js/webdriverio',
            '@serenity-js/webdriverio-8',
        ],
    },
    {
        name: 'REST API Testing',
        description:
            'Send HTTP requests, verify responses and manage the test servers your scenarios talk to. See the [API testing patterns](/handbook/api-testing/), an [API testing template](/handbook/project-templates/#resthttp-api-testing), or [your first API scenario](/handbook/tutorials/your-first-api-scenario/).',
        packages: ['@serenity-js/rest', '@serenity-js/local-server'],
    },
    {
        name: 'Reporting',
        description:
            'Turn what your actors did into reports for the terminal and living documentation for the whole team. See [reporting](/handbook/reporting/).',
        packages: ['@serenity-js/console-reporter', '@serenity-js/serenity-bdd'],
    },
    {
        name: 'Test Runners',
        description:
            'Adapters that connect Serenity/JS to the test runner you already use, so its [reporting](/handbook/reporting/) sees every scenario. See [test runners](/handbook/test-runners/).',
        packages: [
            '@serenity-js/cucumber',
            '@serenity-js/jasmine',
            '@serenity-js/mocha',
            '@serenity-js/playwright-test',
        ],
    },
];
