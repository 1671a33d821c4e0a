import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import React from 'react';

import { customFieldsOf } from '@site/shared/custom-fields';

/** The version of Node.js this site was built with, e.g. `v20.20.2`. */
export default function CurrentNodeVersion(): React.JSX.Element {
    const { siteConfig } = useDocusaurusContext();
    return <code>{customFieldsOf(siteConfig).currentNodeVersion}</code>;
}
