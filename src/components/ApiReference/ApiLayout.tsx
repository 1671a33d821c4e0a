import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import clsx from 'clsx';
import DocRootLayout from '@theme/DocRoot/Layout';
import Layout from '@theme/Layout';
import React from 'react';

import type { SidebarItem } from '@site/shared/api-reference';

/**
 * The docs layout of the handbook (sidebar, hide button, mobile menu, back-to-top) around an API page,
 * with the generated `api` sidebar, so the API reference reads like the rest of the documentation.
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
                    <DocRootLayout>{children}</DocRootLayout>
                </DocsSidebarProvider>
            </HtmlClassNameProvider>
        </Layout>
    );
}
