import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import clsx from 'clsx';
import DocRootLayout from '@theme/DocRoot/Layout';
import Layout from '@theme/Layout';
import React from 'react';

import type { SidebarItem } from '@site/shared/api-reference';
import PageFeedback from '@site/src/components/PageFeedback';

/**
 * The docs layout of the handbook (sidebar, hide button, mobile menu, back-to-top) around an API page,
 * with the generated `api` sidebar, so the API reference reads like the rest of the documentation; under the page, its
 * feedback links.
 */
export default function ApiLayout({
    title,
    description,
    sidebar,
    children,
}: {
    title: string;
    description: string;
    sidebar: SidebarItem[];
    children: React.ReactNode;
}): React.JSX.Element {
    return (
        <Layout title={title} description={description}>
            <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage, 'plugin-api-reference')}>
                <DocsSidebarProvider name="api" items={sidebar as never}>
                    <DocRootLayout>
                        {children}
                        <PageFeedback />
                    </DocRootLayout>
                </DocsSidebarProvider>
            </HtmlClassNameProvider>
        </Layout>
    );
}
