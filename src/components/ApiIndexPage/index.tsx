import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import React from 'react';

import type { SidebarItem } from '@site/shared/api-reference';
import { moduleRoute, moduleSlug } from '@site/shared/catalogue';
import { frameworkTreeUrl } from '@site/shared/site';
import ApiLayout from '@site/src/components/ApiReference/ApiLayout';
import { moduleCatalogue as catalogue } from '@site/src/components/ModuleCatalogue/catalogue';
import { CompatibilityList } from '@site/src/components/ModuleCatalogue/CompatibilityList';
import { MarkdownLinks } from '@site/src/components/ModuleCatalogue/MarkdownLinks';
import CopyPageMenu from '@site/src/components/CopyPageMenu';

import styles from './styles.module.css';

const headingId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** `/api/`: the Serenity/JS modules by category, as installed for this build. */
export default function ApiIndexPage({ sidebar }: { sidebar: SidebarItem[] }): React.JSX.Element {
    return (
        <ApiLayout
            title="Serenity/JS API"
            description="The Serenity/JS modules, what each one does, its current version and the tools it works with."
            sidebar={sidebar}
        >
            <div className="theme-doc-markdown markdown">
                <div className={styles.headerBar}>
                    <CopyPageMenu />
                </div>
                <Heading as="h1">Serenity/JS API</Heading>
                <p>
                    Serenity/JS is a family of modules published on npm under the <code>@serenity-js</code> scope. Every
                    module is released with the same version number, so a project keeps them all on one version. New
                    projects start fastest from a <Link to="/handbook/project-templates/">project template</Link>; an
                    existing project adds only the modules it needs, as{' '}
                    <Link to="/handbook/architecture/">the architecture guide</Link> explains.
                </p>
                {catalogue.map(category => (
                    <section key={category.name} className={styles.category}>
                        <Heading as="h2" id={headingId(category.name)}>
                            {category.name}
                        </Heading>
                        <p>
                            <MarkdownLinks text={category.description} />
                        </p>
                        <ul className={styles.modules}>
                            {category.items.map(item => (
                                <li key={item.name} className={styles.module}>
                                    <Heading as="h3" className={styles.moduleName} id={moduleSlug(item.name)}>
                                        <Link to={moduleRoute(moduleSlug(item.name))}>
                                            <code>{item.name}</code>
                                        </Link>{' '}
                                        <span className="badge badge--secondary">{item.version}</span>
                                    </Heading>
                                    <p>{item.description}</p>
                                    <p className={styles.links}>
                                        <a href={`https://www.npmjs.com/package/${item.name}`}>npm</a>
                                        {' · '}
                                        <a href={frameworkTreeUrl(item.version, `packages/${moduleSlug(item.name)}`)}>
                                            source
                                        </a>
                                    </p>
                                    {Object.keys(item.compatibility).length > 0 && (
                                        <div className={styles.compatibility}>
                                            Works with: <CompatibilityList compatibility={item.compatibility} />
                                        </div>
                                    )}
                                </li>
                            ))}
                        </ul>
                    </section>
                ))}
            </div>
        </ApiLayout>
    );
}
