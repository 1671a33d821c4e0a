// Wraps the original MDX component map to make the site's own components available in every
// MDX file without an import (`<Diagram>` is what a ```mermaid fence becomes). Changes nothing else.
import CurrentNodeVersion from '@site/src/components/CurrentNodeVersion';
import Diagram from '@site/src/components/Diagram';
import {
    FrameworkVersion,
    PeerRange,
    SerenityBddCliJar,
    SerenityBddCliVersion,
    SupportedNodeVersions,
} from '@site/src/components/FrameworkFacts';
import ReportImage from '@site/src/components/ReportImage';
import MDXComponents from '@theme-original/MDXComponents';

export default {
    ...MDXComponents,
    CurrentNodeVersion,
    Diagram,
    FrameworkVersion,
    PeerRange,
    ReportImage,
    SerenityBddCliJar,
    SerenityBddCliVersion,
    SupportedNodeVersions,
};
