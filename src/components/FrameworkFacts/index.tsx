import { usePluginData } from '@docusaurus/useGlobalData';
import React from 'react';

import { type FrameworkFacts, peerRangeOf } from '@site/shared/framework-facts';
import { describeRange, supportedVersionsPhrase } from '@site/shared/semver';


/**
 * Facts about the pinned Serenity/JS release, for pages to state in prose. They come from the installed
 * packages at build time (see shared/framework-facts.ts), so a framework update changes every page at once;
 * a fact that doesn't exist (a peer a module doesn't declare) fails the build instead of rendering.
 */
export function useFrameworkFacts(): FrameworkFacts {
    return usePluginData('module-catalogue') as FrameworkFacts;
}

/** The Serenity/JS version this site documents: `3.42.2`. */
export function FrameworkVersion(): React.JSX.Element {
    return <>{useFrameworkFacts().version}</>;
}

/** The Node.js versions the framework supports, as a phrase: "20, 22, and 24". */
export function SupportedNodeVersions({ conjunction = 'and' }: { conjunction?: 'and' | 'or' }): React.JSX.Element {
    return <>{supportedVersionsPhrase(useFrameworkFacts().node, conjunction)}</>;
}

/**
 * The versions of a tool a module works with, as it declares them: `<PeerRange module="@serenity-js/cucumber" peer="@cucumber/cucumber" />`
 * shows the range as code; `words` explains it ("7.3.2 or any newer minor or patch version, or …").
 */
export function PeerRange({
    module,
    peer,
    words = false,
}: {
    module: string;
    peer: string;
    words?: boolean;
}): React.JSX.Element {
    const { range } = peerRangeOf(useFrameworkFacts(), module, peer);
    return words ? <>{describeRange(range)}</> : <code>{range}</code>;
}

/** The version of the Serenity BDD CLI jar that `@serenity-js/serenity-bdd` ships: `4.2.34`. */
export function SerenityBddCliVersion(): React.JSX.Element {
    return <>{useFrameworkFacts().serenityBddCli.version}</>;
}

/** Where that jar is inside the package: `cache/serenity-cli-4.2.34.jar`. */
export function SerenityBddCliJar(): React.JSX.Element {
    return <code>node_modules/@serenity-js/serenity-bdd/{useFrameworkFacts().serenityBddCli.jar}</code>;
}
