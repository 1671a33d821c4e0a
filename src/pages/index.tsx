import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import React from 'react';

import styles from './index.module.css';

interface Banner {
    text: string;
    link: string;
}

const entryPoints = [
    { to: '/handbook/', title: 'Handbook', text: 'Why Serenity/JS, how it is built, and the patterns that keep test code readable as it grows.' },
    { to: '/handbook/tutorials/', title: 'Tutorials', text: 'Write and run your first web and REST API scenarios, step by step.' },
    { to: '/api/', title: 'API reference', text: 'Every Serenity/JS module, its current version and the tools it works with.' },
    { to: '/blog/', title: 'News', text: 'What changed in recent releases and why.' },
];

export default function Home(): React.JSX.Element {
    const { siteConfig } = useDocusaurusContext();
    const banner = siteConfig.customFields?.banner as Banner;
    return (
        <Layout
            title="Collaborative test automation at any scale"
            description={ String(siteConfig.customFields?.description) }
        >
            <Link className={ styles.banner } to={ banner.link } id="top-banner-link">{ banner.text }</Link>
            <header className={ styles.hero }>
                <div className="container">
                    <img className={ styles.logo } src={ useBaseUrl('/icons/android-chrome-192x192.png') } width={ 96 } height={ 96 } alt="" />
                    <Heading as="h1" className={ styles.title }>{ siteConfig.title }</Heading>
                    <p className={ styles.tagline }>{ siteConfig.tagline }</p>
                    <div className={ styles.actions }>
                        <Link className="button button--primary button--lg" to="/handbook/tutorials/your-first-web-scenario/" id="cta-start-automating">
                            Start automating
                        </Link>
                        <Link className={ `button button--lg ${ styles.secondaryAction }` } to="/handbook/">
                            Read the handbook
                        </Link>
                    </div>
                </div>
            </header>
            <main className="container margin-vert--xl">
                <div className="row">
                    { entryPoints.map(({ to, title, text }) => (
                        <div key={ to } className="col col--3 margin-bottom--lg">
                            <Link to={ to } className={ styles.card }>
                                <Heading as="h2" className={ styles.cardTitle }>{ title }</Heading>
                                <p>{ text }</p>
                            </Link>
                        </div>
                    )) }
                </div>
            </main>
        </Layout>
    );
}
