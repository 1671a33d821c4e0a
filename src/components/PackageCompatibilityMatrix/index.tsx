import Link from '@docusaurus/Link';
import React from 'react';

import { moduleRoute, moduleSlug } from '@site/shared/catalogue';

import { moduleCatalogue as catalogue } from '@site/src/components/ModuleCatalogue/catalogue';
import { CompatibilityList } from '@site/src/components/ModuleCatalogue/CompatibilityList';

import styles from './styles.module.css';

const captionId = 'serenity-js-compatibility-matrix-caption';

/**
 * Every Serenity/JS module by category, with the version installed for this build and the versions
 * of the tools it works with, each range explained in words.
 */
export default function PackageCompatibilityMatrix(): React.JSX.Element {
    return (
        // a scroll container of its own, so that on a phone the table scrolls sideways rather than the page;
        // focusable and named by the caption, so that a keyboard can scroll it too
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={styles.matrix} id="serenity-js-compatibility-matrix">
                <caption id={captionId}>
                    Serenity/JS modules, their current versions and the tool versions they work with
                </caption>
                <thead>
                    <tr>
                        <th scope="col">Module</th>
                        <th scope="col">Current version</th>
                        <th scope="col">Works with</th>
                    </tr>
                </thead>
                {catalogue.map(category => (
                    <tbody key={category.name}>
                        <tr>
                            <th scope="colgroup" colSpan={3} className={styles.category}>
                                {category.name}
                            </th>
                        </tr>
                        {category.items.map(item => (
                            <tr key={item.name}>
                                <th scope="row">
                                    <Link to={moduleRoute(moduleSlug(item.name))}>
                                        <code>{item.name}</code>
                                    </Link>{' '}
                                    <a
                                        className={styles.npm}
                                        href={`https://www.npmjs.com/package/${item.name}`}
                                        aria-label={`${item.name} on npm`}
                                    >
                                        npm
                                    </a>
                                </th>
                                <td>
                                    <code>{item.version}</code>
                                </td>
                                <td>
                                    <CompatibilityList compatibility={item.compatibility} />
                                </td>
                            </tr>
                        ))}
                    </tbody>
                ))}
            </table>
        </div>
    );
}
