/**
 * The API reference's page routes as the browser knows them, in production builds: plugins/framework/client-routes.js
 * replaces Docusaurus's ~340 entries in the route table with one call to this module. Each route renders the shared
 * page template (`ApiPage`, its sidebar and route context: one Docusaurus route entry, `template`) with the page's
 * data, fetched from the build's `assets/api-pages/<digest>/` folder. The data is fetched when the route is preloaded:
 * before hydration on the page the reader lands on (its HTML preloads the file), when a link to the page is hovered
 * or touched, or when the reader follows one. A failed fetch rejects the preload, and Docusaurus then loads the page
 * from the server, as it does when a script of an older deployment is gone.
 */
import Loading from '@theme/Loading';
import React from 'react';
import Loadable from 'react-loadable';
import type { RouteConfig } from 'react-router-config';

import type { ApiPage } from '@site/shared/api-reference';
import { apiBasePath, apiPageDataFile } from '@site/shared/api-routes';
import { fetchOk } from '@site/src/fetchOk';

type Template = ReturnType<typeof Loadable> & React.ComponentType<{ page: ApiPage }>;

async function pageData(url: string): Promise<ApiPage> {
    return (await (await fetchOk(url)).json()) as ApiPage;
}

function pageComponent(template: Template, url: string) {
    return Loadable({
        loader: () => Promise.all([pageData(url), template.preload()]).then(([page]) => page),
        loading: Loading,
        render(page: ApiPage, props: object) {
            const Page = template;
            return <Page {...props} page={page} />;
        },
    });
}

/**
 * @param template  the page template's entry of the route table
 * @param dataBase  where the pages' data files are: `/assets/api-pages/<digest>/`
 * @param slugs     the pages' routes without `/api/` and the trailing slash, separated by spaces
 */
export default function apiPageRoutes(
    template: ReturnType<typeof Loadable>,
    dataBase: string,
    slugs: string,
): RouteConfig[] {
    return slugs.split(' ').map(slug => {
        const path = `${apiBasePath}${slug}/`;
        return {
            path,
            exact: true,
            component: pageComponent(template as Template, `${dataBase}${apiPageDataFile(path)}`),
        };
    });
}
