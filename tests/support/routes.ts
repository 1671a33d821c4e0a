/**
 * The routes the specification promises (site-spec.md, section 2 "Routes"), as a reader would type them.
 * A route that disappears from the build fails the route test.
 */
const handbook = [
    '',
    'installation/',
    'architecture/',
    'project-templates/',
    'tutorials/',
    'tutorials/your-first-web-scenario/',
    'tutorials/your-first-api-scenario/',
    'tutorials/upgrading-from-serenity-js-2/',
    'test-runners/',
    ...['cucumber', 'jasmine', 'mocha', 'playwright-test', 'protractor', 'webdriverio'].map(
        page => `test-runners/${page}/`,
    ),
    'reporting/',
    ...[
        'domain-events',
        'console-reporter',
        'serenity-bdd-reporter',
        'photographer',
        'artifact-archiver',
        'stream-reporter',
    ].map(page => `reporting/${page}/`),
    'integration/',
    ...[
        'github-actions',
        'gitlab-ci',
        'jenkins-ci',
        'jetbrains-idea',
        'jira-and-other-issue-trackers',
        'visual-studio-code',
    ].map(page => `integration/${page}/`),
    'design/',
    ...[
        'screenplay-pattern',
        'assertions',
        'waiting-and-synchronisation',
        'logging',
        'debugging',
        'control-flow',
        'data-structures',
        'portable-test-code',
    ].map(page => `design/${page}/`),
    'web-testing/',
    ...['page-element-query-language', 'page-objects-pattern', 'serenity-js-web-modules', 'blended-testing'].map(
        page => `web-testing/${page}/`,
    ),
    'api-testing/',
    ...['configuring-http-client', 'sending-requests', 'verifying-responses'].map(page => `api-testing/${page}/`),
    'mobile-testing/',
].map(path => `/handbook/${path}`);

const community = [
    '',
    'resources/',
    'contributing/',
    ...[
        'sponsoring',
        'improving-documentation',
        'reporting-issues',
        'proposing-enhancements',
        'commit-message-conventions',
    ].map(page => `contributing/${page}/`),
].map(path => `/community/${path}`);

const releases = ['', 'versioning/', 'updating-serenity-js/'].map(path => `/releases/${path}`);

export const blogPosts = [
    'aria-roles-drag-and-drop-and-esm',
    'better-api-documentation',
    'introducing-dynamic-descriptions',
    'introducing-numeric',
    'playwright-reporting-and-worker-scope-actors',
    'simplifying-test-automation-infrastructure',
    'support-for-playwright-ui-mode',
    'support-for-serenity-bdd-4',
    'support-for-tags',
    'support-for-webdriverio-8',
    'support-for-webdriverio-9',
    'test-automation-summit-berlin',
];

export const blogTags = [
    'conference',
    'core',
    'cucumber',
    'jasmine',
    'mocha',
    'open-source',
    'playwright',
    'playwright-test',
    'protractor',
    'reporting',
    'rest',
    'serenity-bdd',
    'web',
    'webdriverio',
];

const blog = [
    '/blog/',
    '/blog/archive/',
    '/blog/authors/',
    '/blog/page/2/',
    '/blog/tags/',
    '/blog/tags/open-source/page/2/',
    ...blogTags.map(tag => `/blog/tags/${tag}/`),
    ...blogPosts.map(slug => `/blog/${slug}/`),
];

export const routes = {
    pages: ['/', '/search/', '/legal/license/', '/legal/privacy-policy/', '/api/'],
    handbook,
    community,
    releases,
    blog,
};

export const allRoutes = Object.values(routes).flat();
