// Wraps the docs page footer to add the feedback links ("Was this page helpful?", "Report a problem with this page",
// src/components/PageFeedback) under every handbook, community and releases page. The footer itself is unchanged.
import PageFeedback from '@site/src/components/PageFeedback';
import Original from '@theme-original/DocItem/Footer';
import React from 'react';

export default function DocItemFooter(): React.JSX.Element {
    return (
        <>
            <Original />
            <PageFeedback />
        </>
    );
}
