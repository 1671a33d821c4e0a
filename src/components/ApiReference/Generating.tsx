import Layout from '@theme/Layout';
import React from 'react';

/**
 * Every API page while `npm start` generates the reference on a first start (plugins/dev-start.ts): the handbook is
 * served meanwhile, and this page shows the real one as soon as it is ready, without a reload. Never in a build.
 */
export default function Generating(): React.JSX.Element {
    return (
        <Layout title="API reference" noFooter>
            <main className="container margin-vert--xl">
                <h1>The API reference is being generated…</h1>
                <p>
                    A first <code>npm start</code> runs TypeDoc over the Serenity/JS modules, about a minute. This page
                    shows the reference once it is ready; the terminal says when.
                </p>
            </main>
        </Layout>
    );
}
