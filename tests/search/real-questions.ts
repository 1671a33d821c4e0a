/**
 * Questions real users asked in the framework's public tracker, and the pages of this site that answer them: the second
 * half of the relevance suite. relevance-cases.ts is written from the site's content, so it speaks our vocabulary;
 * these speak the readers'. Each entry links the thread it comes from, says in one line what was asked, and gives the
 * words the asker would type into the search box: short, in their words, and for an error the text they pasted, cut
 * to the 64 characters the box takes.
 *
 * `accept` follows relevance-cases.ts: `/path/` accepts the page and any anchor on it, `/path/#anchor` that anchor
 * only, `api:Name` the API page (or member anchor) the name index gives. A question no page answers yet has
 * `answeredBy: 'none'` and no accepted pages (`{ ...question(...), accept: [], answeredBy: 'none' }`); the suite lists
 * those as content gaps instead of counting them.
 *
 * Entries that accept a troubleshooting entry or a section written after the entry (a planned page, below) were updated
 * once that page existed and was read against the question: it must answer it, not only match its words.
 *
 * When this file was written, these planned pages did not exist yet; add them to `accept` once they do:
 * web-testing pages on frames, tabs and windows, on forms and the keyboard, on dialogs, cookies and storage, and on
 * screenshots; an integration page on environments and parallel runs; /handbook/test-runners/jest/; and the
 * troubleshooting pages rest, cucumber, serenity-bdd-reports, browsers and configuration.
 *
 * Kinds: `question` (how does X work, why does Y happen), `task` (how do I do Z), `error` (a pasted message),
 * `old-name` (the asker uses a name from Serenity/JS 1 or 2).
 */
export interface RealQuestion {
    /** The thread the question comes from, as the tracker's URL */
    thread: string;
    /** What was asked, in one line */
    question: string;
    /** What the asker would type into the search box */
    query: string;
    accept: string[];
    kind: 'question' | 'error' | 'old-name' | 'task';
    /** Set when no page of the site answers the question yet */
    answeredBy?: 'none';
}

/** The search box takes this many characters of a pasted message */
export const searchBoxLength = 64;

const issue = (id: number) => `https://github.com/serenity-js/serenity-js/issues/${id}`;
const wdioTemplateIssue = (id: number) =>
    `https://github.com/serenity-js/serenity-js-cucumber-webdriverio-template/issues/${id}`;

type Entry = [thread: string, question: string, query: string, ...accept: string[]];

const entry =
    (kind: RealQuestion['kind']) =>
    (...[thread, question, query, ...accept]: Entry): RealQuestion => ({ thread, question, query, accept, kind });
const question = entry('question');
const task = entry('task');
const oldName = entry('old-name');
/** A pasted error message: the box keeps its first 64 characters */
const error = (...[thread, question, pasted, ...accept]: Entry): RealQuestion => ({
    thread,
    question,
    query: pasted.slice(0, searchBoxLength).trimEnd(),
    accept,
    kind: 'error',
});
// Pages the answers live on
const waiting = '/handbook/design/waiting-and-synchronisation/';
const assertions = '/handbook/design/assertions/';
const controlFlow = '/handbook/design/control-flow/';
const dataStructures = '/handbook/design/data-structures/';
const screenplay = '/handbook/design/screenplay-pattern/';
const logging = '/handbook/design/logging/';
const lifecycle = '/handbook/design/lifecycle-and-shared-state/';
const upgrading = '/handbook/tutorials/upgrading-from-serenity-js-2/';
const photographer = '/handbook/reporting/photographer/';
const consoleReporter = '/handbook/reporting/console-reporter/';
const serenityBdd = '/handbook/reporting/serenity-bdd-reporter/';
const httpClient = '/handbook/api-testing/configuring-http-client/';
const sendingRequests = '/handbook/api-testing/sending-requests/';
const verifyingResponses = '/handbook/api-testing/verifying-responses/';
const webModules = '/handbook/web-testing/serenity-js-web-modules/';
const pageObjects = '/handbook/web-testing/page-objects-pattern/';
const queryLanguage = '/handbook/web-testing/page-element-query-language/';
const cucumber = '/handbook/test-runners/cucumber/';
const mocha = '/handbook/test-runners/mocha/';
const protractor = '/handbook/test-runners/protractor/';
const webdriverio = '/handbook/test-runners/webdriverio/';
const testRunners = '/handbook/test-runners/';
const jest = '/handbook/test-runners/jest/';
const frames = '/handbook/web-testing/frames-tabs-and-windows/';
const forms = '/handbook/web-testing/forms-and-keyboard/';
const dialogs = '/handbook/web-testing/dialogs-cookies-and-storage/';
const screenshots = '/handbook/web-testing/screenshots/';
const environments = '/handbook/integration/environments-and-parallel-runs/';
const installation = '/handbook/installation/';
const releases = '/releases/';
const updating = '/releases/updating-serenity-js/';
const troubleshooting = {
    core: '/handbook/troubleshooting/core/',
    web: '/handbook/troubleshooting/web/',
    browsers: '/handbook/troubleshooting/browsers/',
    cucumber: '/handbook/troubleshooting/cucumber/',
    serenityBdd: '/handbook/troubleshooting/serenity-bdd-reports/',
    configuration: '/handbook/troubleshooting/configuration/',
};

export const realQuestions: RealQuestion[] = [
    // Frames, windows and tabs
    task(
        issue(227),
        'How to switch into an iframe, like browser.switchTo().frame()',
        'switch to iframe',
        'api:Switch',
        'api:Switch.to',
        frames,
    ),
    question(
        issue(1345),
        'WebdriverIO: there seems to be no way to switch to an iframe',
        'not able to switch to iframe webdriverio',
        'api:Switch',
        'api:Switch.to',
        frames,
    ),
    question(
        issue(233),
        'An element inside an iframe cannot be found',
        'element inside iframe not found',
        'api:Switch',
        'api:Switch.to',
        `${frames}#element-inside-an-iframe`,
    ),
    task(
        issue(82),
        'How to switch between iframes inside a task',
        'iframe switch in task',
        'api:Switch',
        'api:Switch.to',
        frames,
    ),
    error(
        issue(2321),
        'After switching into an iframe, clicking a button outside it fails',
        'Error: locator.click: Frame was detached',
        'api:Switch',
        `${troubleshooting.browsers}#frame-detached`,
        `${frames}#leaving-a-frame`,
    ),
    task(
        issue(1346),
        'A link opens a new window: how to interact with it and close it',
        'switch to new window',
        'api:Page',
        'api:Page.whichName',
        'api:Switch',
        `${frames}#tabs-and-windows`,
    ),
    question(
        issue(1346),
        'How to close the browser session after a test',
        'close browser after test webdriverio',
        lifecycle,
        testRunners,
    ),

    // Dialogs, cookies and storage
    task(
        issue(71),
        'How to press OK or Cancel on a browser alert',
        'click ok or cancel on alert',
        'api:ModalDialog',
        `${dialogs}#accept-or-dismiss-an-alert`,
        `${dialogs}#accept-a-confirmation`,
    ),
    question(
        issue(532),
        'The Photographer breaks the test when an alert is open',
        'screenshot fails when alert is open',
        photographer,
        'api:ModalDialog',
    ),
    error(
        issue(65),
        'An unexpected alert stops the test run and no report is produced',
        'UnexpectedAlertOpenError: unexpected alert open',
        'api:ModalDialog',
        `${troubleshooting.browsers}#unexpected-alert-open`,
        dialogs,
    ),
    error(
        issue(1156),
        'WebdriverIO logs an error about a missing alert on every screenshot',
        'ERROR webdriver: Request failed with status 404 due to no such alert',
        photographer,
        'api:ModalDialog',
        `${troubleshooting.browsers}#no-such-alert-logged`,
    ),
    task(
        issue(291),
        'How to clear localStorage and sessionStorage between scenarios',
        'clear local storage',
        'api:ExecuteScript',
        `${dialogs}#local-storage-and-session-storage`,
    ),
    task(
        issue(291),
        'How to delete the cookies before signing in',
        'delete all cookies',
        'api:Cookie',
        'api:Cookie.deleteAll',
        `${dialogs}#read-and-set-cookies`,
    ),
    task(
        issue(264),
        'A cookie banner shows up only sometimes: close it only when it is there',
        'cookie popup sometimes appears',
        controlFlow,
        'api:Check.whether',
    ),

    // Forms, keyboard and mouse
    task(
        issue(633),
        'What is the proper way to pick an option of a select field?',
        'select option from dropdown',
        'api:Select',
        'api:Select.option',
        `${forms}#choose-an-option-from-a-dropdown`,
    ),
    task(
        issue(11),
        'Enter.theValue does not put a value into a dropdown',
        'enter value in dropdown',
        'api:Select',
        `${forms}#choose-an-option-from-a-dropdown`,
    ),
    task(
        issue(11),
        'How to clear the text that is already in an input box',
        'clear input field',
        'api:Clear',
        `${forms}#clear-a-text-field`,
    ),
    oldName(
        issue(572),
        'Select.theValue(...).from(...) from Serenity/JS 1 disappeared in version 2',
        'Select.theValue',
        'api:Select',
        upgrading,
    ),
    task(issue(2129), 'How to upload a file with an <input type="file">', 'upload file', `${forms}#upload-a-file`),
    task(
        issue(1107),
        'How to drag one element and drop it on another',
        'drag and drop',
        'api:Drag',
        'api:Drag.the',
        `${forms}#drag-and-drop`,
    ),
    task(
        issue(238),
        'How to press Enter in a search box instead of clicking the button',
        'press enter key',
        'api:Press',
        'api:Key',
        webModules,
        `${forms}#press-enter-and-other-keys`,
    ),
    task(
        issue(87),
        'How to hover over a menu so that its dropdown opens',
        'mouse over menu',
        'api:Hover',
        'api:Hover.over',
        `${forms}#hover-and-right-click`,
    ),
    task(
        issue(2000),
        'Scroll an element to the centre of the page before clicking it',
        'scroll element into view before click',
        'api:Scroll',
        waiting,
    ),
    error(
        issue(82),
        'A click lands on an overlay instead of the element',
        'WebDriverError: unknown error: Element <div data-type="Editable"> is not clickable at point (525, 567). Other element would receive the click',
        waiting,
        'api:Scroll',
        `${troubleshooting.browsers}#element-not-interactable`,
    ),
    task(
        issue(2132),
        'How to write my own drag-and-drop interaction on top of PageElement',
        'custom interaction using the native element',
        screenplay,
        `${webModules}#escape-hatches`,
        'api:Interaction',
        'api:Drag',
    ),

    // Finding elements and deciding what to do
    task(
        issue(185),
        'Click something only if it is present on the page',
        'if element is present then click',
        controlFlow,
        'api:Check.whether',
    ),
    question(
        issue(86),
        'How to check that an element is not on the page without an error',
        'check element is not displayed',
        assertions,
        'api:not',
        'api:isVisible',
        waiting,
    ),
    question(
        issue(720),
        'Check.whether took the otherwise branch, yet the report shows an assertion error',
        'Check.whether shows error in report',
        controlFlow,
        'api:Check.whether',
    ),
    error(
        issue(144),
        'The template fails to find the to-do input field',
        'NoSuchElementError: No element found using locator: By(css selector, *[id="new-todo"])',
        troubleshooting.web,
        queryLanguage,
    ),
    error(
        issue(1484),
        'Ensure.that(element, isVisible()) fails although the element is on the page',
        'AssertionError: Expected test element to become present but got undefined',
        troubleshooting.web,
        troubleshooting.core,
        assertions,
        queryLanguage,
    ),
    error(
        issue(86),
        'Checking with chai that an element is not present does not compile',
        "Property 'present' does not exist on type 'Assertion'",
        assertions,
        'api:isPresent',
        'api:not',
        `${troubleshooting.core}#chai-present`,
    ),
    error(
        issue(119),
        'A custom ability to query a database is not found on the actor',
        "I don't have the ability to InteractWithDatabase, said Brayan sadly.",
        troubleshooting.core,
        screenplay,
        'api:ConfigurationError',
    ),

    // Screenshots
    question(
        issue(335),
        'Is there a setting like serenity.take.screenshots to photograph every step?',
        'take screenshot after every step',
        photographer,
        'api:TakePhotosOfInteractions',
    ),
    question(
        issue(362),
        'How to get screenshots in scenarios that do not use the Screenplay Pattern',
        'screenshot without screenplay',
        'api:TakeScreenshot',
        photographer,
        screenshots,
    ),
    task(
        issue(362),
        'Take a screenshot in a Cucumber After hook when the scenario failed',
        'take screenshot in after hook on failure',
        'api:TakeScreenshot',
        photographer,
    ),
    question(
        issue(474),
        'How to add a png image of my own, such as a desktop capture, to the report',
        'add my own image to the report',
        `${photographer}#own-pictures`,
    ),
    question(
        issue(480),
        'No screenshots in the Serenity report with Protractor and Mocha',
        'screenshots missing in serenity report mocha',
        photographer,
        mocha,
    ),
    error(
        issue(705),
        'The Photographer reports a cue timeout at the end of the run',
        'Photographer: async operations have failed to complete within a 5s cue timeout',
        troubleshooting.core,
        photographer,
        'api:SerenityConfig',
    ),
    error(
        issue(335),
        'Registering the Photographer in protractor.conf.js fails',
        'TypeError: Photographer.whoWill is not a function',
        updating,
        photographer,
        troubleshooting.web,
    ),

    // Waiting and timeouts
    question(issue(1101), 'How to set an implicit wait with WebdriverIO', 'set implicit wait', waiting),
    oldName(
        issue(195),
        'Wait.until(button, Is.clickable()) gives up after 5 seconds: how to wait longer',
        'Wait.until Is.clickable timeout',
        upgrading,
        waiting,
        'api:Wait.upTo',
        'api:isClickable',
    ),
    error(
        issue(195),
        'The wait for a button to become clickable times out',
        'TimeoutError: The "myButton" button did not become clickable within 5000ms',
        waiting,
        troubleshooting.core,
        'api:TimeoutExpiredError',
    ),
    oldName(
        issue(663),
        'Is.invisible() is gone: how to wait until a loading spinner disappears',
        'Wait until Is.invisible()',
        'api:not',
        'api:isVisible',
        upgrading,
        waiting,
    ),
    question(
        issue(158),
        'How to wait for a non-Angular page to load before clicking or typing',
        'wait for page to load before clicking',
        waiting,
    ),
    question(
        issue(1083),
        'Make the Wait timeout configurable once for the whole suite',
        'set default wait timeout globally',
        waiting,
        'api:SerenityConfig',
    ),
    question(
        issue(74),
        'Wait.until always uses a 5 second timeout: how to increase it',
        'increase Wait.until timeout',
        waiting,
        'api:Wait.upTo',
    ),
    question(
        issue(172),
        'Tests time out after signing in to an Angular app',
        'timeout after login angular app',
        protractor,
        'api:UseAngular',
        waiting,
    ),
    error(
        issue(158),
        'A helper that waits with browser.wait and returns Enter does not compile',
        "Argument of type 'Promise<Enter>' is not assignable to parameter of type 'Activity'",
        screenplay,
        'api:Interaction',
        `${troubleshooting.core}#not-an-activity`,
    ),
    error(
        issue(724),
        'After migrating to Serenity/JS 2, every Cucumber step times out',
        'Error: function timed out after 5000 milliseconds',
        cucumber,
        `${troubleshooting.cucumber}#step-timed-out`,
    ),

    // Assertions and questions
    question(
        issue(719),
        'How to assert that a text contains a word, ignoring case',
        'assert text contains word ignore case',
        'api:includes',
        'api:matches',
        assertions,
    ),
    error(
        issue(243),
        'An assertion on a message sometimes sees an empty text',
        "AssertionError: expected '' to include 'Operation Success'",
        assertions,
        waiting,
        'api:Ensure.eventually',
    ),
    question(
        issue(564),
        'How to keep the text of an element in a variable and print it',
        'get text of element and print it',
        'api:Text.of',
        'api:Log',
        logging,
    ),
    error(
        issue(564),
        'console.log(Text.of(element)) inside attemptsTo fails',
        "TypeError: Cannot read property 'toString' of undefined",
        logging,
        'api:Log',
        `${troubleshooting.core}#undefined-activity`,
    ),
    task(
        issue(57),
        'How to use the answer to a question inside a task',
        'use question answer inside a task',
        screenplay,
        'api:Question',
        'api:Task.where',
    ),
    question(
        issue(207),
        'How to read data from the response to a POST request',
        'get data from post response',
        verifyingResponses,
        'api:LastResponse.body',
    ),

    // Actors, abilities, notes and their lifetime
    question(
        issue(547),
        'How to store a value as a session variable and use it later',
        'store variable and use it later in test',
        dataStructures,
        'api:TakeNotes',
        'api:notes',
        lifecycle,
    ),
    question(
        issue(234),
        'How to pass a value read in one Cucumber step to another step',
        'share value between cucumber steps',
        dataStructures,
        'api:notes',
        lifecycle,
    ),
    question(
        issue(1232),
        'A note taken in one Mocha it block is gone in the next one',
        'notes not available in next it block',
        lifecycle,
    ),
    question(
        issue(1232),
        'How to give actors with different names different abilities',
        'different abilities for different actors',
        screenplay,
        'api:Cast',
        lifecycle,
    ),
    question(
        issue(709),
        'Get an API token once before all scenarios and use it in each of them',
        'get token once for all scenarios',
        lifecycle,
    ),
    question(
        issue(2378),
        'Run all it blocks of a spec file in the same browser page',
        'same browser for all tests in a spec',
        lifecycle,
    ),
    question(
        issue(562),
        'An actor defined once outside the tests gets no screenshots of failures',
        'define actor once for all tests',
        lifecycle,
        'api:Cast',
        'api:actorCalled',
        screenplay,
    ),
    question(
        issue(284),
        'Restarting the browser between scenarios is unstable',
        'new browser for each scenario',
        lifecycle,
        testRunners,
    ),
    error(
        issue(741),
        'Giving an actor its abilities in every step fails the second time',
        "ConfigurationError: flight already has an ability to TakeNotesUsingAnEmptyNotepad, so you don't need to give it to them again",
        lifecycle,
        `${troubleshooting.core}#ability-already-given`,
        'api:ConfigurationError',
        'api:Cast',
    ),
    question(
        issue(741),
        'How to call my own utility functions inside actor.attemptsTo()',
        'call my own function inside attemptsTo',
        screenplay,
        'api:Interaction',
        'api:Task',
        `${troubleshooting.core}#not-an-activity`,
        `${screenplay}#calling-your-own-functions`,
    ),
    question(
        issue(782),
        'How to write a traditional for loop in the Screenplay Pattern',
        'for loop over elements',
        controlFlow,
        'api:PageElements.forEach',
        'api:List.forEach',
    ),
    question(
        issue(250),
        'How to repeat the same click several times without repeating the line',
        'repeat same click several times',
        controlFlow,
        screenplay,
    ),

    // Old names from Serenity/JS 1 and 2
    oldName(
        issue(1600),
        'Loop.over(...).to(...) with Loop.item() in Serenity/JS 3',
        'Loop.over Loop.item',
        upgrading,
        'api:PageElements.forEach',
        'api:List.forEach',
        controlFlow,
    ),
    oldName(
        issue(501),
        'serenity.callToStageFor(...) is deprecated: what replaces it',
        'serenity.callToStageFor(...) has been deprecated',
        upgrading,
        'api:actorCalled',
        'api:engage',
    ),
    oldName(
        issue(1519),
        'Hundreds of Target.the(...).located(by.id(...)) to migrate to Serenity/JS 3',
        'Target.the located by.id',
        upgrading,
        'api:PageElement.located',
    ),
    oldName(
        issue(598),
        'Target.of used to replace {0} in a locator: how to do that now',
        'Target.of replace {0} in xpath',
        pageObjects,
        upgrading,
    ),
    oldName(
        issue(318),
        'The @step decorator and the Is class are gone in Serenity/JS 2',
        '@step decorator',
        upgrading,
        screenplay,
    ),
    question(
        issue(1100),
        'What changes when moving from Serenity/JS 2 to 3',
        'migrate from serenity js 2 to 3',
        upgrading,
    ),
    error(
        issue(52),
        'Step definitions cannot reach the stage of Serenity/JS 1',
        "TypeError: Cannot read property 'theActorCalled' of undefined",
        `${upgrading}#old-names`,
        `${troubleshooting.configuration}#stage-undefined`,
    ),
    error(
        issue(51),
        'Cucumber hooks fail after updating serenity-js 1.x',
        'TypeError: serenity.scenarioLifeCycleNotifier is not a function',
        `${troubleshooting.configuration}#scenario-lifecycle-notifier-not-a-function`,
    ),

    // Serenity BDD reports
    question(
        issue(464),
        'The run produces JSON files and screenshots but no HTML report',
        'only json files generated no html report',
        serenityBdd,
        `${troubleshooting.serenityBdd}#json-but-no-html`,
    ),
    question(
        issue(464),
        'Which arguments does the serenity-bdd run command take',
        'serenity-bdd run command options',
        serenityBdd,
    ),
    question(
        issue(2560),
        'Setting up the Serenity BDD reporter where the Maven repository cannot be reached',
        'serenity bdd jar download blocked by firewall',
        serenityBdd,
        `${troubleshooting.serenityBdd}#downloading-the-jar`,
        `${troubleshooting.serenityBdd}#jar-download-failed`,
    ),
    question(
        issue(135),
        'Downloading the Serenity BDD CLI jar behind a proxy',
        'download serenity bdd jar behind proxy',
        serenityBdd,
        `${troubleshooting.serenityBdd}#downloading-the-jar`,
        `${troubleshooting.serenityBdd}#jar-download-failed`,
    ),
    error(
        issue(135),
        'Downloading the Serenity BDD CLI jar fails',
        'Looks like an error occurred downloading the Serenity BDD CLI jar',
        serenityBdd,
        `${troubleshooting.serenityBdd}#jar-download-failed`,
    ),
    question(
        issue(4),
        'serenity update always downloads an old version of the CLI jar',
        'use newer serenity bdd cli version',
        `${serenityBdd}#updating-or-replacing-the-jar`,
    ),
    error(
        issue(349),
        'The report step cannot find the CLI jar',
        "I couldn't access the Serenity BDD CLI at node_modules/@serenity-js/cache/serenity-cli-2.1.9-all.jar. Did you remember to run `serenity-bdd update`?",
        serenityBdd,
        `${troubleshooting.serenityBdd}#jar-not-found`,
    ),
    error(
        issue(349),
        'serenity-bdd update fails with a TypeError',
        "I'm terribly sorry, but something didn't go according to plan. Cannot read property 'to' of undefined",
        serenityBdd,
        `${troubleshooting.serenityBdd}#cli-unexpected-error`,
    ),
    error(
        issue(348),
        'Generating the report fails after upgrading Java',
        'WARNING: An illegal reflective access operation has occurred',
        serenityBdd,
        `${troubleshooting.serenityBdd}#illegal-reflective-access`,
    ),
    error(
        issue(1455),
        'serenity-bdd run fails in a WebdriverIO project',
        'The "path" argument must be of type string. Received null',
        serenityBdd,
        installation,
        `${troubleshooting.serenityBdd}#java-missing`,
    ),
    question(
        issue(232),
        'No report is written when one of the tests fails',
        'report not generated when test fails',
        serenityBdd,
        `${troubleshooting.serenityBdd}#json-but-no-html`,
    ),
    question(
        issue(144),
        'The HTML report is empty and no JSON files appear in target/site/serenity',
        'empty report no json in target/site/serenity',
        serenityBdd,
        '/handbook/reporting/artifact-archiver/',
        `${troubleshooting.serenityBdd}#report-empty`,
    ),
    question(
        issue(1877),
        'The report of the Cucumber and Playwright template shows nothing',
        'index.html report shows nothing',
        serenityBdd,
        `${troubleshooting.serenityBdd}#report-empty`,
    ),
    question(
        issue(1466),
        'Show the Serenity BDD report of a WebdriverIO Mocha project in Jenkins',
        'serenity report in jenkins',
        '/handbook/integration/jenkins-ci/',
    ),
    question(
        issue(95),
        'Serenity reports for Mocha tests of a REST API, without Protractor',
        'serenity report mocha api tests without protractor',
        mocha,
        '/handbook/api-testing/',
    ),
    question(
        issue(183),
        'Can the Photographer or a reporter capture the browser console log?',
        'capture browser console logs in report',
        `${photographer}#browser-console`,
    ),

    // Console output
    error(
        issue(412),
        'Adding new ConsoleReporter() to the crew breaks the run',
        "TypeError: Cannot read property 'println' of undefined",
        consoleReporter,
        `${troubleshooting.core}#console-reporter-without-printer`,
    ),
    question(
        issue(1654),
        'Print less in the terminal for scenarios that pass',
        'hide passed scenarios in console output',
        consoleReporter,
    ),

    // Test runners
    question(issue(164), 'Can Serenity/JS be used with Jest instead of Mocha?', 'use serenity js with jest', jest),
    question(issue(100), 'Serenity reports for Jest tests', 'serenity report for jest tests', jest),
    question(
        issue(830),
        'Jest as the runner of an Angular app, with Serenity/JS for the reports',
        'jest angular serenityjs reporting',
        jest,
    ),
    question(
        issue(6),
        'Is Protractor required, or can WebdriverIO be used instead?',
        'use webdriverio instead of protractor',
        protractor,
        webdriverio,
        webModules,
    ),
    question(
        issue(487),
        'Protractor is no longer maintained: what next for Serenity/JS tests?',
        'protractor deprecated what now',
        protractor,
    ),
    question(
        issue(338),
        'Two scenarios of one feature file run one after another, not in parallel',
        'run scenarios in parallel',
        webdriverio,
        cucumber,
        `${environments}#several-processes`,
    ),
    error(
        wdioTemplateIssue(12),
        'A new feature file reports its steps as not implemented',
        'ImplementationPendingError: Step implementation missing',
        cucumber,
        'api:ImplementationPendingError',
        `${troubleshooting.cucumber}#step-implementation-missing`,
    ),
    question(
        wdioTemplateIssue(12),
        'Can an actor step be used across several feature files?',
        'actor in multiple feature files',
        cucumber,
    ),

    // Configuration, environments and installation
    question(
        issue(209),
        'How to pass the API URL on the command line instead of a config file',
        'pass api url from command line',
        httpClient,
        environments,
    ),
    question(
        issue(209),
        'Run the same UI and API tests against different environments',
        'run tests against different environments',
        environments,
    ),
    error(
        issue(2518),
        'Installing on Node.js 22 fails the engine check',
        'error @serenity-js/assertions@3.11.0: The engine "node" is incompatible with this module',
        installation,
        releases,
        `${troubleshooting.configuration}#unsupported-engine`,
    ),
    question(
        issue(2518),
        'When will the current Node.js LTS be supported?',
        'which node versions are supported',
        installation,
        releases,
        '/releases/versioning/#nodejs-versions',
    ),
    error(
        issue(2060),
        'The WebdriverIO Cucumber template fails on Windows',
        'ERR_UNSUPPORTED_ESM_URL_SCHEME',
        `${troubleshooting.configuration}#err-unsupported-esm-url-scheme`,
    ),
    error(
        issue(450),
        'Tests in a Docker container suddenly cannot load Serenity/JS',
        "Cannot find module '@serenity-js/core/lib/config'",
        updating,
        `${troubleshooting.configuration}#cannot-find-module`,
    ),
    error(
        issue(954),
        'The Protractor and Jasmine example does not load the TypeScript specs',
        'SyntaxError: Cannot use import statement outside a module',
        installation,
        `${troubleshooting.configuration}#typescript-not-registered`,
    ),
    question(
        issue(191),
        'Any tips for running Serenity/JS tests in a Docker container?',
        'run serenity js tests in docker',
        '/handbook/integration/github-actions/',
        '/handbook/integration/gitlab-ci/',
        '/handbook/integration/jenkins-ci/',
    ),
    error(
        issue(140),
        'Protractor cannot start the Serenity/JS 1 framework',
        "TypeError: Cannot read property 'browser' of undefined",
        `${troubleshooting.configuration}#protractor-browser-undefined`,
    ),

    // REST
    question(
        issue(463),
        'Read a JWT from the login response and send it in the next request',
        'use jwt token from login in next request',
        `${httpClient}#change-api-config`,
        `${httpClient}#token-from-login-response`,
        'api:ChangeApiConfig',
        sendingRequests,
    ),
    question(
        issue(1233),
        'A token taken from a note in the Authorization header gives 401',
        'authorization bearer token header 401',
        sendingRequests,
        httpClient,
    ),
];
