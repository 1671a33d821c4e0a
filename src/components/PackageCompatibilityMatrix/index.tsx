import Link from '@docusaurus/Link';
import catalogue from '@generated/module-catalogue/default/module-catalogue.json';
import React from 'react';

import { moduleSlug } from '@site/plugins/module-catalogue/catalogue';

import { describeRange } from './semverRange';
import styles from './styles.module.css';

const dependencyTypeMeaning = {
    required: 'install it alongside the module',
    optional: 'install it if you use this integration',
    direct: 'installed with the module',
} as const;

/**
 * Every Serenity/JS module by category, with the version installed for this build and the versions
 * of the tools it works with, each range explained in words.
 */
export default function PackageCompatibilityMatrix(): React.JSX.Element {
    return (
        <table className={ styles.matrix } id="serenity-js-compatibility-matrix">
            <caption>Serenity/JS modules, their current versions and the tool versions they work with</caption>
            <thead>
                <tr>
                    <th scope="col">Module</th>
                    <th scope="col">Current version</th>
                    <th scope="col">Works with</th>
                </tr>
            </thead>
            { catalogue.map(category => (
                <tbody key={ category.name }>
                    <tr>
                        <th scope="colgroup" colSpan={ 3 } className={ styles.category }>{ category.name }</th>
                    </tr>
                    { category.items.map(item => (
                        <tr key={ item.name }>
                            <th scope="row">
                                <Link to={ `/api/#${ moduleSlug(item.name) }` }><code>{ item.name }</code></Link>
                                { ' ' }
                                <a className={ styles.npm } href={ `https://www.npmjs.com/package/${ item.name }` } aria-label={ `${ item.name } on npm` }>npm</a>
                            </th>
                            <td><code>{ item.version }</code></td>
                            <td>
                                { Object.keys(item.compatibility).length === 0
                                    ? 'No external tools needed'
                                    : (
                                        <ul className={ styles.integrations }>
                                            { Object.entries(item.compatibility).map(([ name, { version, type } ]) => (
                                                <li key={ name }>
                                                    <a href={ `https://www.npmjs.com/package/${ name }` }><code>{ name }</code></a>
                                                    { ' ' }<code>{ version }</code>{ ' ' }
                                                    <span className={ styles.explanation }>
                                                        — { describeRange(version) }; { type } ({ dependencyTypeMeaning[type] })
                                                    </span>
                                                </li>
                                            )) }
                                        </ul>
                                    ) }
                            </td>
                        </tr>
                    )) }
                </tbody>
            )) }
        </table>
    );
}
