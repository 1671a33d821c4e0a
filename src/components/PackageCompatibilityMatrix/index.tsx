import Link from '@docusaurus/Link';
import React from 'react';

import { moduleRoute, moduleSlug } from '@site/shared/catalogue';

import { moduleCatalogue as catalogue } from '@site/src/components/ModuleCatalogue/catalogue';
import { CompatibilityList } from '@site/src/components/ModuleCatalogue/CompatibilityList';

import styles from './styles.module.css';

/**
 * Every Serenity/JS module by category, with the version installed for this build and the versions
 * of the tools it works with, each range explained in words.
 */
export default function PackageCompatibilityMatrix(): React.JSX.Element {
    return (
        <table className={styles.matrix} id="serenity-js-compatibility-matrix">
            <caption>Serenity/JS modules, their current versions and the tool versions they work with</caption>
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
    );
}
