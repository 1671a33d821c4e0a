/**
 * Legacy URLs of serenity-js.org that must keep working: links to them live on in blog posts,
 * Stack Overflow answers, bookmarks and the doc comments of older framework releases.
 */
import { frameworkRepositoryUrl } from '../shared/site';

export interface Redirect {
    from: string | string[];
    to: string;
}

const githubRelease = (version: string) => `${frameworkRepositoryUrl}/releases/tag/v${version}`;

export const legacyRedirects: Redirect[] = [
    // Serenity/JS 3 reorganisation of the handbook
    { from: '/handbook/web-testing/your-first-web-scenario/', to: '/handbook/tutorials/your-first-web-scenario/' },
    { from: '/handbook/api-testing/your-first-api-scenario/', to: '/handbook/tutorials/your-first-api-scenario/' },
    {
        from: '/handbook/getting-started/serenity-js-with-playwright-test/',
        to: '/handbook/test-runners/playwright-test/',
    },
    { from: '/handbook/getting-started/serenity-js-with-protractor/', to: '/handbook/test-runners/protractor/' },
    { from: '/handbook/getting-started/serenity-js-with-webdriverio/', to: '/handbook/test-runners/webdriverio/' },
    { from: '/handbook/api-testing/blended-testing/', to: '/handbook/web-testing/blended-testing/' },
    {
        from: ['/handbook/about/', '/handbook/why-serenityjs.html', '/handbook/about.html'],
        to: '/handbook/#why-choose-serenityjs',
    },
    {
        from: [
            '/handbook/about/architecture/',
            '/handbook/integration/architecture.html',
            '/handbook/getting-started/architecture/',
        ],
        to: '/handbook/architecture/',
    },
    {
        from: [
            '/handbook/about/installation/',
            '/handbook/integration/installation.html',
            '/handbook/getting-started/installation/',
            '/handbook/integration/runtime-dependencies.html',
        ],
        to: '/handbook/installation/',
    },
    {
        from: [
            '/handbook/about/serenity-js-v3/',
            '/handbook/getting-started/upgrading-to-serenity-js-3/',
            '/handbook/tutorials/upgrading-to-serenity-js-3/',
            '/handbook/integration/serenity-2-migration-guide.html',
            '/handbook/release-notes/serenity-js-2.html',
            '/handbook/release-notes/serenity-js-3.html',
        ],
        to: '/handbook/tutorials/upgrading-from-serenity-js-2/',
    },

    // Pages that moved out of the site root
    { from: ['/privacy-policy/'], to: '/legal/privacy-policy/' },
    { from: ['/license/', '/license.html'], to: '/legal/license/' },
    { from: ['/contributing/', '/contributing.html'], to: '/community/contributing/' },

    // The changelog moved to GitHub releases
    { from: ['/changelog/', '/changelog.html', '/handbook/release-notes/index.html'], to: '/releases/' },
    { from: '/changelog/3.24.0/', to: githubRelease('3.24.0') },
    { from: '/changelog/3.21.0/', to: githubRelease('3.21.0') },
    { from: '/changelog/3.15.0/', to: githubRelease('3.15.0') },
    { from: '/changelog/3.3.0/', to: githubRelease('3.3.0') },
    { from: '/changelog/3.2.0/', to: githubRelease('3.2.0') },
    { from: '/handbook/release-notes/versioning.html', to: '/releases/versioning/' },

    // Serenity/JS 2 website pages
    {
        from: [
            '/handbook/thinking-in-serenity-js/screenplay-pattern.html',
            '/handbook/design/screenplay-pattern.html',
            '/design/screenplay-pattern.html',
        ],
        to: '/handbook/design/screenplay-pattern/',
    },
    { from: '/handbook/demo.html', to: '/handbook/' },
    { from: '/handbook/thinking-in-serenity-js/hello-serenity-js.html', to: '/handbook/' },
    {
        from: ['/handbook/design/the-trouble-with-test-scripts.html', '/handbook/thinking-in-serenity-js/index.html'],
        to: '/handbook/design/',
    },
    { from: '/handbook/thinking-in-serenity-js/assertions.html', to: '/handbook/design/assertions/' },
    { from: '/handbook/thinking-in-serenity-js/test-runners.html', to: '/handbook/test-runners/' },
    { from: '/handbook/thinking-in-serenity-js/testing-rest-apis.html', to: '/handbook/api-testing/' },
    { from: '/handbook/thinking-in-serenity-js/testing-web-uis.html', to: '/handbook/web-testing/' },
    {
        from: '/handbook/integration/jira-and-other-issue-trackers.html',
        to: '/handbook/integration/jira-and-other-issue-trackers/',
    },
    { from: '/handbook/integration/serenityjs-and-cucumber.html', to: '/handbook/test-runners/cucumber/' },
    { from: '/handbook/integration/serenityjs-and-jasmine.html', to: '/handbook/test-runners/jasmine/' },
    { from: '/handbook/integration/serenityjs-and-mocha.html', to: '/handbook/test-runners/mocha/' },
    { from: '/handbook/integration/serenityjs-and-protractor.html', to: '/handbook/test-runners/protractor/' },
    { from: '/handbook/reporting/artifact-archiver.html', to: '/handbook/reporting/artifact-archiver/' },
    { from: '/handbook/reporting/console-reporter.html', to: '/handbook/reporting/console-reporter/' },
    { from: '/handbook/reporting/serenity-bdd-reporter.html', to: '/handbook/reporting/serenity-bdd-reporter/' },
    { from: '/handbook/reporting/stream-reporter.html', to: '/handbook/reporting/stream-reporter/' },

    // Serenity/JS 2 handbook pages that now live in the API reference
    { from: '/handbook/design/abilities.html', to: '/api/core/class/Ability/' },
    {
        from: ['/handbook/design/actors.html', '/handbook/thinking-in-serenity-js/actors-and-asynchrony.html'],
        to: '/api/core/class/Actor/',
    },
    { from: '/handbook/design/errors.html', to: '/api/core/class/RuntimeError/' },
    { from: '/handbook/design/interactions.html', to: '/api/core/class/Interaction/' },
    { from: '/handbook/design/questions.html', to: '/api/core/class/Question/' },
    { from: '/handbook/design/tasks.html', to: '/api/core/class/Task/' },

    // Serenity/JS 2 API reference
    ...[
        'assertions',
        'console-reporter',
        'core',
        'cucumber',
        'jasmine',
        'local-server',
        'mocha',
        'protractor',
        'rest',
        'serenity-bdd',
        'webdriverio',
    ].map(module => ({ from: `/modules/${module}/`, to: `/api/${module}/` })),
];

export function isExternal(url: string): boolean {
    return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/** Every `from` path of the given redirects, one redirect per path. */
export function flattenRedirects(redirects: Redirect[]): Array<{ from: string; to: string }> {
    return redirects.flatMap(({ from, to }) => [from].flat().map(path => ({ from: path, to })));
}

/**
 * The legacy spelling of a page's path: `/handbook/installation/` was once `/handbook/installation.html`.
 * (`/handbook/installation/index.html` needs no redirect: it is the page's own file, and the client
 * router maps it to the clean path.)
 */
export function htmlSpellingOf(routePath: string): string | undefined {
    if (routePath === '/' || routePath.endsWith('.html') || routePath.endsWith('.html/')) {
        return undefined;
    }
    return `${routePath.replace(/\/$/, '')}.html`;
}

const needsVerbatimTarget = (to: string) => isExternal(to) || to.includes('#');

/**
 * Splits redirects into the ones `@docusaurus/plugin-client-redirects` writes (and checks), and the
 * ones whose target it would alter, written verbatim by plugins/verbatim-redirects: targets on other
 * sites (it would append a trailing slash) and targets with an anchor (it would drop the slash before `#`).
 */
export function partitionRedirects(redirects: Redirect[]): {
    internal: Redirect[];
    verbatim: Array<{ from: string; to: string }>;
} {
    return {
        internal: redirects.filter(({ to }) => !needsVerbatimTarget(to)),
        verbatim: flattenRedirects(redirects.filter(({ to }) => needsVerbatimTarget(to))),
    };
}

/**
 * API pages whose URL the generator changed: TypeDoc up to 0.27 (the previous site's) named
 * @serenity-js/mocha's `export =` reporter "export=", TypeDoc 0.28 names it "default".
 */
export const renamedApiPages: Redirect[] = [
    { from: '/api/mocha/function/export=/', to: '/api/mocha/function/default/' },
];

/** The redirects this build honours: every legacy path of the previous site, and the API pages this site renamed. */
export function redirectsOfThisBuild(): Redirect[] {
    return [...legacyRedirects, ...renamedApiPages];
}
