// Wraps the original MDX component map to make the site's own components available in every
// MDX file without an import. Changes nothing else.
import CurrentNodeVersion from '@site/src/components/CurrentNodeVersion';
import ReportImage from '@site/src/components/ReportImage';
import SupportedNodeVersions from '@site/src/components/SupportedNodeVersions';
import MDXComponents from '@theme-original/MDXComponents';

export default {
    ...MDXComponents,
    CurrentNodeVersion,
    ReportImage,
    SupportedNodeVersions,
};
