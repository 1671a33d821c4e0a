import Link from '@docusaurus/Link';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import MDXCode from '@theme/MDXComponents/Code';
import MDXPre from '@theme/MDXComponents/Pre';
import React from 'react';

import { englishDate } from '@site/shared/calendar-dates';
import { customFieldsOf } from '@site/shared/custom-fields';
import { type NewsStrip, newsStripPluginName } from '@site/shared/news-strip';
import ReportImage from '@site/src/components/ReportImage';

import RegistrationScenario from './_home-scenario.mdx';
import styles from './index.module.css';

/** Simple line icons, 24×24, drawn in the current text colour so they follow the colour mode. */
function Icon({ children }: { children: React.ReactNode }): React.JSX.Element {
    return (
        <svg
            className={styles.icon}
            viewBox="0 0 24 24"
            width={32}
            height={32}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.6}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
        >
            {children}
        </svg>
    );
}

const icons = {
    // An actor beside the script they follow.
    actor: (
        <Icon>
            <circle cx="7.5" cy="7" r="3" />
            <path d="M2.5 20c0-3.6 2.2-6.5 5-6.5s5 2.9 5 6.5" />
            <rect x="14.5" y="4" width="7" height="9" rx="1" />
            <path d="M16.5 7h3M16.5 9.5h3" />
        </Icon>
    ),
    // One core wired to modules below it.
    modules: (
        <Icon>
            <rect x="7" y="2.5" width="10" height="5" rx="1" />
            <rect x="2.5" y="16.5" width="6" height="5" rx="1" />
            <rect x="15.5" y="16.5" width="6" height="5" rx="1" />
            <rect x="9" y="16.5" width="6" height="5" rx="1" />
            <path d="M12 7.5v9M5.5 16.5V12h13v4.5" />
        </Icon>
    ),
    // A run in progress.
    runner: (
        <Icon>
            <circle cx="12" cy="12" r="9" />
            <path d="M10 8.5l5 3.5-5 3.5z" />
        </Icon>
    ),
    // The same code moving from one project to another.
    portable: (
        <Icon>
            <rect x="2.5" y="3" width="8" height="7" rx="1" />
            <rect x="13.5" y="14" width="8" height="7" rx="1" />
            <path d="M5.5 5.5l-1 1 1 1M7.5 5.5l1 1-1 1" />
            <path d="M16.5 16.5l-1 1 1 1M18.5 16.5l1 1-1 1" />
            <path d="M6.5 13v2.5a2 2 0 0 0 2 2h2.5M9.5 15.5l2 2-2 2" />
            <path d="M17.5 11V8.5a2 2 0 0 0-2-2H13M14.5 4.5l-2 2 2 2" />
        </Icon>
    ),
    // An editor window with a prompt.
    editor: (
        <Icon>
            <rect x="2.5" y="4" width="19" height="16" rx="1.5" />
            <path d="M2.5 8h19" />
            <path d="M6.5 11.5l2.5 2.5-2.5 2.5M11.5 16.5h5" />
        </Icon>
    ),
    // A report page with a bar chart.
    report: (
        <Icon>
            <rect x="4.5" y="2.5" width="15" height="19" rx="1.5" />
            <path d="M8.5 17.5v-3M12 17.5v-7M15.5 17.5v-5M8 6.5h8" />
        </Icon>
    ),
};

interface Feature {
    id: string;
    icon: React.JSX.Element;
    title: string;
    text: React.ReactNode;
    link: { to: string; label: string };
}

const features: Feature[] = [
    {
        id: 'screenplay-pattern',
        icon: icons.actor,
        title: 'Tests in the words of your domain',
        text: (
            <>
                Actors use their abilities to perform interactions and answer questions, and you group those steps into
                tasks named after what your users want to achieve. A scenario reads like the process it checks, and a
                failure names the step that broke.
            </>
        ),
        link: { to: '/handbook/design/screenplay-pattern/', label: 'Learn the Screenplay Pattern' },
    },
    {
        id: 'architecture',
        icon: icons.modules,
        title: 'Small modules around one core',
        text: (
            <>
                Screenplay modules for the web and REST, integrations with Playwright, WebdriverIO and Axios, test
                runner adapters and reporters: you install only what your project needs and replace one part without
                rewriting the rest.
            </>
        ),
        link: { to: '/handbook/architecture/', label: 'See how the modules fit together' },
    },
    {
        id: 'test-runners',
        icon: icons.runner,
        title: 'Keep the test runner you know',
        text: (
            <>
                Adapters for Playwright Test, WebdriverIO, Cucumber.js, Mocha and Jasmine bring actors and reporting
                into the suite you already have. Your runner still decides what runs, in what order and in how many
                workers.
            </>
        ),
        link: { to: '/handbook/test-runners/', label: 'Pick your test runner adapter' },
    },
    {
        id: 'portable-test-code',
        icon: icons.portable,
        title: 'Write a task once, reuse it everywhere',
        text: (
            <>
                Tasks and questions built on <code>@serenity-js/web</code> use one API for pages, elements and waiting,
                so they run unchanged on Playwright or WebdriverIO and move freely between projects and teams.
            </>
        ),
        link: { to: '/handbook/design/portable-test-code/', label: 'Keep your test code portable' },
    },
    {
        id: 'integration',
        icon: icons.editor,
        title: 'At home in your editor and your pipeline',
        text: (
            <>
                Run and debug scenarios from{' '}
                <Link to="/handbook/integration/visual-studio-code/">Visual Studio Code</Link> or{' '}
                <Link to="/handbook/integration/jetbrains-idea/">IntelliJ IDEA</Link>, and publish reports from GitHub
                Actions, GitLab CI or Jenkins with the npm scripts you use on your machine.
            </>
        ),
        link: { to: '/handbook/integration/', label: 'Set up your IDE and CI server' },
    },
    {
        id: 'reporting',
        icon: icons.report,
        title: 'Reports that show what really happened',
        text: (
            <>
                The console reporter sums up each run in your terminal. The Serenity BDD reporter turns it into living
                documentation: your features, their scenarios and every step each actor took, with screenshots and HTTP
                traffic.
            </>
        ),
        link: { to: '/handbook/reporting/', label: 'Choose your reporters' },
    },
];

interface Integration {
    id: string;
    name: string;
    kind: string;
    to: string;
    text: string;
}

const integrations: Integration[] = [
    {
        id: 'playwright-test',
        name: 'Playwright Test',
        kind: 'Test runner',
        to: '/handbook/test-runners/playwright-test/',
        text: 'Get actors as fixtures in your Playwright Test specs, and keep Playwright’s own reporters next to Serenity/JS ones.',
    },
    {
        id: 'webdriverio',
        name: 'WebdriverIO',
        kind: 'Test runner and browser automation',
        to: '/handbook/test-runners/webdriverio/',
        text: 'Run Screenplay scenarios on WebdriverIO 8 or 9, against local browsers, cloud grids or mobile apps through Appium.',
    },
    {
        id: 'cucumber',
        name: 'Cucumber',
        kind: 'Test runner',
        to: '/handbook/test-runners/cucumber/',
        text: 'Keep your Gherkin feature files and write each step definition as a short call to a Screenplay task.',
    },
    {
        id: 'mocha',
        name: 'Mocha',
        kind: 'Test runner',
        to: '/handbook/test-runners/mocha/',
        text: 'Describe scenarios with Mocha’s describe and it blocks, and let actors do the work inside them.',
    },
    {
        id: 'jasmine',
        name: 'Jasmine',
        kind: 'Test runner',
        to: '/handbook/test-runners/jasmine/',
        text: 'Bring actors, screenshots and Serenity BDD reports to the Jasmine specs your team already runs.',
    },
    {
        id: 'protractor',
        name: 'Protractor',
        kind: 'Migration path',
        to: '/handbook/test-runners/protractor/',
        text: 'Moving off Protractor? Put your suite on the Screenplay Pattern while it still runs, then switch to WebdriverIO or Playwright scenario by scenario.',
    },
    {
        id: 'rest',
        name: 'REST APIs',
        kind: 'API testing',
        to: '/handbook/api-testing/',
        text: 'With @serenity-js/rest your actors send HTTP requests and check responses, on their own or in the same scenario as a browser.',
    },
    {
        id: 'serenity-bdd',
        name: 'Serenity BDD reports',
        kind: 'Reporting',
        to: '/handbook/reporting/serenity-bdd-reporter/',
        text: 'Turn every test run into living documentation, grouped by feature, that the whole team can read.',
    },
];

/** An MDX file's component renders its Markdown with the components it is given */
const Scenario = RegistrationScenario as React.ComponentType<{ components: Record<string, unknown> }>;

/** The newest blog post flagged for it (plugins/news-strip), with its date, so the reader can tell how new it is. */
function News(): React.JSX.Element {
    const news = usePluginData(newsStripPluginName) as NewsStrip;
    return (
        <div className={styles.news}>
            <Link className={styles.newsLink} to={news.permalink} id="top-banner-link">
                <span className={styles.newsLabel}>News</span>
                <span className={styles.newsText}>{news.text}</span>
                <time className={styles.newsDate} dateTime={news.date}>
                    {englishDate(new Date(news.date), { locale: 'en-GB', month: 'long' })}
                </time>
            </Link>
        </div>
    );
}

interface Action {
    to: string;
    id?: string;
    label: string;
}

/** A page's main action and the one beside it, as large buttons */
function CallsToAction({ primary, secondary }: { primary: Action; secondary: Action }): React.JSX.Element {
    return (
        <div className={styles.actions}>
            <Link className={`button button--lg ${styles.primaryAction}`} to={primary.to} id={primary.id}>
                {primary.label}
            </Link>
            <Link className={`button button--lg ${styles.secondaryAction}`} to={secondary.to} id={secondary.id}>
                {secondary.label}
            </Link>
        </div>
    );
}

export default function Home(): React.JSX.Element {
    const { siteConfig } = useDocusaurusContext();
    const { description } = customFieldsOf(siteConfig);
    return (
        <Layout title="Collaborative test automation at any scale" description={description}>
            <main>
                {/* Mobile first: on a 390 × 844 phone the headline, the sentence and both calls to action fit the
                    first screen, and the report begins below them. */}
                <section className={styles.hero} aria-labelledby="home-title">
                    <div className={`container ${styles.heroGrid}`}>
                        <div className={styles.heroText}>
                            <News />
                            <h1 id="home-title" className={styles.title}>
                                <span className={styles.brand}>{siteConfig.title}</span>
                                <span className="visually-hidden">: </span>
                                <span className={styles.headline}>Acceptance tests that read like your business</span>
                            </h1>
                            <p className={styles.pitch}>
                                An open-source framework for acceptance and end-to-end tests of web apps, mobile apps
                                and REST APIs, in TypeScript and with the test runner you already use.
                            </p>
                            <CallsToAction
                                primary={{
                                    to: '/handbook/tutorials/your-first-web-scenario/',
                                    id: 'cta-start-automating',
                                    label: 'Start automating',
                                }}
                                secondary={{ to: '/handbook/', label: 'Read the handbook' }}
                            />
                        </div>
                        <figure className={styles.heroVisual}>
                            <ReportImage
                                name="serenity-bdd-overview"
                                alt="A Serenity BDD report's overview: seven tests, all passing, in a pie chart, a bar chart of outcomes and a chart of how long the tests took"
                                priority
                                sizes="(max-width: 996px) calc(100vw - 2rem), 530px"
                                className={styles.heroImage}
                            />
                            <figcaption className={styles.heroCaption}>
                                Every run ends in a report that developers, testers and business experts can follow.
                            </figcaption>
                        </figure>
                    </div>
                </section>

                <section className={styles.section} aria-labelledby="features-title">
                    <div className="container">
                        <h2 id="features-title" className={styles.sectionTitle}>
                            What Serenity/JS gives your test suite
                        </h2>
                        <p className={styles.sectionIntro}>
                            You describe what the actors in your scenarios do, in tasks built from interactions with web
                            pages, mobile apps and REST APIs. Six ideas shape every Serenity/JS project, and each one
                            has a chapter in the handbook.
                        </p>
                        <ul className={styles.featureGrid}>
                            {features.map(({ id, icon, title, text, link }) => (
                                <li key={id} className={styles.card}>
                                    <span className={styles.iconBox}>{icon}</span>
                                    <h3 className={styles.cardTitle}>{title}</h3>
                                    <p className={styles.cardText}>{text}</p>
                                    <Link className={styles.cardLink} to={link.to} id={`cta-homepage-${id}`}>
                                        {link.label}
                                    </Link>
                                </li>
                            ))}
                        </ul>
                    </div>
                </section>

                <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="scenario-title">
                    <div className={`container ${styles.scenario}`}>
                        <div>
                            <h2 id="scenario-title" className={styles.sectionTitle}>
                                Web and API steps in one scenario
                            </h2>
                            <p>
                                Alice signs up through your REST API, then opens her dashboard in a browser: one actor,
                                two abilities, one report. In Playwright Test every actor can browse the web and call
                                the API at your configured <code>baseURL</code> without extra setup.
                            </p>
                            <p>
                                Write it step by step in{' '}
                                <Link to="/handbook/tutorials/your-first-api-scenario/">your first API scenario</Link>,
                                or read the <Link to="/handbook/api-testing/">API testing patterns</Link>.
                            </p>
                        </div>
                        <div className={styles.code}>
                            {/* only the code block's components, rather than every MDX component the docs use */}
                            <Scenario components={{ pre: MDXPre, code: MDXCode }} />
                        </div>
                    </div>
                </section>

                <section className={styles.section} aria-labelledby="integrations-title">
                    <div className="container">
                        <h2 id="integrations-title" className={styles.sectionTitle}>
                            Works with the tools you already use
                        </h2>
                        <p className={styles.sectionIntro}>
                            Serenity/JS adds actors and reporting to your existing stack instead of replacing it. Choose
                            your tool to see how to set it up.
                        </p>
                        <ul className={styles.integrationGrid}>
                            {integrations.map(({ id, name, kind, to, text }) => (
                                <li key={id} className={`${styles.card} ${styles.integration}`}>
                                    <h3 className={styles.cardTitle}>
                                        <Link className={styles.integrationLink} to={to} id={`cta-homepage-${id}`}>
                                            {name}
                                        </Link>
                                    </h3>
                                    <p className={styles.kind}>{kind}</p>
                                    <p className={styles.cardText}>{text}</p>
                                </li>
                            ))}
                        </ul>
                    </div>
                </section>

                <section className={styles.closing} aria-labelledby="closing-title">
                    <div className="container">
                        <h2 id="closing-title" className={styles.closingTitle}>
                            Ready to write your first scenario?
                        </h2>
                        <p className={styles.closingText}>
                            Add Serenity/JS to the project you have, or start from a{' '}
                            <Link to="/handbook/project-templates/">project template</Link> with the test runner,
                            reporters and example scenarios already wired up.
                        </p>
                        <CallsToAction
                            primary={{
                                to: '/handbook/installation/',
                                id: 'cta-homepage-installation',
                                label: 'Install Serenity/JS',
                            }}
                            secondary={{ to: '/handbook/', id: 'cta-homepage-handbook', label: 'Browse the handbook' }}
                        />
                    </div>
                </section>
            </main>
        </Layout>
    );
}
