/**
 * What readers of this site type into its search, and the pages that answer them: the relevance suite.
 * A case passes at rank k when one of its acceptable pages is among the first k hits as the search modal
 * shows them (grouped by section). `api:Name` stands for the API page (or member anchor) the name index
 * gives, so the cases read as the handbook's `api:` links do; `/path/` accepts the page and any anchor on it,
 * `/path/#anchor` that anchor only.
 *
 * Written from the site's content: each query is how someone who has not read the page would put it.
 */
export interface RelevanceCase {
    query: string;
    accept: string[];
    /** What kind of query it is, to report the figures per kind */
    kind: 'exact' | 'dotted' | 'camelCase' | 'run-together' | 'spaced' | 'misspelt' | 'intent' | 'tool' | 'error';
}

const exact = (query: string, ...accept: string[]): RelevanceCase => ({
    query,
    accept: accept.length ? accept : [`api:${query}`],
    kind: 'exact',
});
const dotted = (query: string, ...more: string[]): RelevanceCase => ({
    query,
    accept: [`api:${query}`, `api:${query.split('.')[0]}`, ...more],
    kind: 'dotted',
});
const named =
    (kind: RelevanceCase['kind']) =>
    (query: string, ...accept: string[]): RelevanceCase => ({ query, accept, kind });
const camelCase = named('camelCase');
const runTogether = named('run-together');
const spaced = named('spaced');
const misspelt = named('misspelt');
const intent = named('intent');
const tool = named('tool');
const error = (query: string): RelevanceCase => ({ query, accept: [`api:${query}`], kind: 'error' });

export const relevanceCases: RelevanceCase[] = [
    // API names, as they are spelt
    exact('Actor'),
    exact('Ensure'),
    exact('PageElement'),
    exact('PageElements'),
    exact('Navigate'),
    exact('Click'),
    exact('Wait'),
    exact('Text'),
    exact('Photographer', 'api:Photographer', '/handbook/reporting/photographer/'),
    exact('ConsoleReporter', 'api:ConsoleReporter', '/handbook/reporting/console-reporter/'),
    exact('SerenityBDDReporter', 'api:SerenityBDDReporter', '/handbook/reporting/serenity-bdd-reporter/'),
    exact('ArtifactArchiver', 'api:ArtifactArchiver', '/handbook/reporting/artifact-archiver/'),
    exact('CallAnApi'),
    exact('Send'),
    exact('PostRequest'),
    exact('LastResponse'),
    exact('Cast'),
    exact('Task'),
    exact('Interaction'),
    exact('Question'),
    exact('Duration'),
    exact('Notepad'),
    exact('TakeNotes'),
    exact('Masked'),
    exact('BrowseTheWebWithPlaywright'),
    exact(
        'BrowseTheWebWithWebdriverIO',
        'api:webdriverio/BrowseTheWebWithWebdriverIO',
        'api:webdriverio-8/BrowseTheWebWithWebdriverIO',
    ),
    exact('equals'),
    exact('includes'),
    exact('isVisible'),
    exact('isPresent'),
    exact('configure'),
    exact('Stage'),
    exact('Numeric'),
    exact('ensure', 'api:Ensure'),
    exact('pageelement', 'api:PageElement'),

    // API members, dotted as in code
    dotted('Ensure.that'),
    dotted('Click.on'),
    dotted('Navigate.to'),
    dotted('Wait.until', '/handbook/design/waiting-and-synchronisation/'),
    dotted('Wait.for'),
    dotted('Enter.theValue'),
    dotted('Text.of'),
    dotted('PageElement.located'),
    dotted('By.css'),
    dotted('By.role'),
    dotted('LastResponse.status'),
    dotted('Duration.ofSeconds'),
    dotted('Question.about'),
    dotted('Task.where'),
    dotted('Cast.where'),
    dotted('CallAnApi.at'),
    dotted('Log.the', '/handbook/design/logging/'),

    // camelCase names typed as in code, or in another case
    camelCase('actorCalled', 'api:actorCalled'),
    camelCase('actorInTheSpotlight', 'api:actorInTheSpotlight'),
    camelCase('actorcalled', 'api:actorCalled'),
    camelCase('containItemsWhereEachItem', 'api:containItemsWhereEachItem'),
    camelCase(
        'describedAs',
        'api:Question.describedAs',
        'api:Expectation.describedAs',
        '/blog/introducing-dynamic-descriptions/',
    ),
    camelCase('takePhotosOfFailures', 'api:TakePhotosOfFailures', '/handbook/reporting/photographer/'),

    // words run together, as typed in a hurry
    runTogether('clickon', 'api:Click.on', 'api:Click'),
    runTogether('clickOn', 'api:Click.on', 'api:Click'),
    runTogether('ensurethat', 'api:Ensure.that', 'api:Ensure'),
    runTogether('navigateto', 'api:Navigate.to', 'api:Navigate'),
    runTogether('lastresponse', 'api:LastResponse'),

    // API names as words
    spaced('page element', 'api:PageElement'),
    spaced('page elements', 'api:PageElements'),
    spaced('last response', 'api:LastResponse'),
    spaced('call an api', 'api:CallAnApi'),
    spaced('console reporter', 'api:ConsoleReporter', '/handbook/reporting/console-reporter/'),
    spaced('serenity bdd reporter', 'api:SerenityBDDReporter', '/handbook/reporting/serenity-bdd-reporter/'),
    spaced('take notes', 'api:TakeNotes', 'api:Notepad', '/handbook/design/data-structures/'),
    spaced('ensure equals', 'api:Ensure', 'api:equals', '/handbook/design/assertions/'),

    // typos
    misspelt('asertions', '/handbook/design/assertions/', '/api/assertions/'),
    misspelt('scrennplay', '/handbook/design/screenplay-pattern/'),
    misspelt('photographr', 'api:Photographer', '/handbook/reporting/photographer/'),
    misspelt('playwrigth', '/handbook/test-runners/playwright-test/', '/api/playwright/', '/api/playwright-test/'),
    misspelt('cucmber', '/handbook/test-runners/cucumber/', '/api/cucumber/'),
    misspelt('synchronization', '/handbook/design/waiting-and-synchronisation/'),

    // what a reader wants to do
    intent(
        'screenshot on failure',
        '/handbook/reporting/photographer/',
        'api:TakePhotosOfFailures',
        'api:Photographer',
    ),
    intent('take a screenshot', 'api:TakeScreenshot', '/handbook/reporting/photographer/', 'api:Photographer'),
    intent('send a post request', 'api:PostRequest', '/handbook/api-testing/sending-requests/'),
    intent('mask a password', 'api:Masked', '/handbook/design/logging/'),
    intent('wait until', 'api:Wait.until', 'api:WaitUntil', '/handbook/design/waiting-and-synchronisation/'),
    intent(
        'wait until element is visible',
        'api:Wait.until',
        'api:isVisible',
        '/handbook/design/waiting-and-synchronisation/',
    ),
    intent('click on button', 'api:Click.on', 'api:Click'),
    intent(
        'find element by css',
        'api:By.css',
        'api:By',
        'api:PageElement.located',
        '/handbook/web-testing/page-element-query-language/',
    ),
    intent('read text of element', 'api:Text.of', 'api:Text'),
    intent(
        'contains text',
        'api:includes',
        '/handbook/design/assertions/',
        'api:ByCssContainingText',
        'api:By.cssContainingText',
    ),
    intent(
        'configure crew',
        'api:configure',
        'api:SerenityConfig',
        '/handbook/reporting/',
        // each runner's guide shows where its crew is configured
        '/handbook/test-runners/jasmine/#configuring-serenityjs',
        '/handbook/test-runners/cucumber/#configuring-serenityjs',
        '/handbook/test-runners/mocha/#configuring-serenityjs',
    ),
    intent('verify response status', 'api:LastResponse.status', '/handbook/api-testing/verifying-responses/'),
    intent('page objects', '/handbook/web-testing/page-objects-pattern/'),
    intent(
        'multiple actors',
        '/handbook/test-runners/playwright-test/#multiple-actors',
        '/handbook/design/screenplay-pattern/',
    ),
    intent('custom interaction', 'api:Interaction', '/handbook/design/screenplay-pattern/'),
    intent('http proxy', '/handbook/api-testing/configuring-http-client/'),
    intent('log a message', 'api:Log', '/handbook/design/logging/'),
    intent('debugging', '/handbook/design/debugging/'),
    intent('upgrade from serenity js 2', '/handbook/tutorials/upgrading-from-serenity-js-2/'),
    intent('installation', '/handbook/installation/'),
    intent('which node version', '/handbook/installation/', '/releases/'),
    intent('domain events', '/handbook/reporting/domain-events/', '/api/core-events/'),
    intent('living documentation', '/handbook/reporting/serenity-bdd-reporter/', '/handbook/reporting/'),
    intent('blended testing', '/handbook/web-testing/blended-testing/'),
    intent('shadow dom', '/handbook/web-testing/page-element-query-language/', 'api:ByDeepCss', 'api:By.deepCss'),
    intent('project template', '/handbook/project-templates/'),
    intent('your first web scenario', '/handbook/tutorials/your-first-web-scenario/'),
    intent('versioning', '/releases/versioning/'),
    intent('commit message', '/community/contributing/commit-message-conventions/'),
    intent('report a bug', '/community/contributing/reporting-issues/'),

    // the tools a reader uses
    tool('jenkins', '/handbook/integration/jenkins-ci/'),
    tool('intellij', '/handbook/integration/jetbrains-idea/'),
    tool('vscode', '/handbook/integration/visual-studio-code/'),
    tool('visual studio code', '/handbook/integration/visual-studio-code/'),
    tool('github actions', '/handbook/integration/github-actions/'),
    tool('gitlab', '/handbook/integration/gitlab-ci/'),
    tool('jira', '/handbook/integration/jira-and-other-issue-trackers/'),
    tool('cucumber', '/handbook/test-runners/cucumber/', '/api/cucumber/'),
    tool('mocha', '/handbook/test-runners/mocha/', '/api/mocha/'),
    tool('jasmine', '/handbook/test-runners/jasmine/', '/api/jasmine/'),
    tool('playwright test', '/handbook/test-runners/playwright-test/', '/api/playwright-test/'),
    tool('webdriverio', '/handbook/test-runners/webdriverio/', '/api/webdriverio/'),
    tool('protractor', '/handbook/test-runners/protractor/', '/api/protractor/'),
    tool('appium', '/handbook/mobile-testing/'),
    tool('axios', '/handbook/api-testing/configuring-http-client/', 'api:CallAnApi'),

    // errors a reader sees in a report
    error('AssertionError'),
    error('TimeoutExpiredError'),
    error('TestCompromisedError'),
    error('ImplementationPendingError'),
    error('ListItemNotFoundError'),
    error('ConfigurationError'),
    error('LogicError'),
];
