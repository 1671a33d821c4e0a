import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import React from 'react';

import { type Engines, supportedVersionsPhrase } from '@site/config/engines';

/**
 * The Node.js versions the installed `@serenity-js/core` supports, as a phrase: "20, 22, and 24".
 */
export default function SupportedNodeVersions({ conjunction = 'and' }: { conjunction?: 'and' | 'or' }): React.JSX.Element {
    const { siteConfig } = useDocusaurusContext();
    const engines = siteConfig.customFields?.supportedEngines as Engines;
    return <>{ supportedVersionsPhrase(engines.node, conjunction) }</>;
}
