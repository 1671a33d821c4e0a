import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import ts from 'typescript';

import loader from './client-routes';

const { routesWithPageRoutes, splitChunkNames, registryWithoutPageData, templateKey } = loader as unknown as {
    routesWithPageRoutes: (source: string, options: Record<string, unknown>) => string;
    splitChunkNames: (
        chunkNames: Record<string, Record<string, unknown>>,
        pageRoutes: Set<string>,
    ) => { kept: Record<string, unknown>; pageChunks: Set<string> };
    registryWithoutPageData: (source: string, pageChunks: Set<string>) => string;
    templateKey: string;
};

const route = (path: string, hash: string, last = false) =>
    [
        '  {',
        `    path: '${path}',`,
        `    component: ComponentCreator('${path}', '${hash}'),`,
        '    exact: true',
        `  }${last ? '' : ','}`,
    ].join('\n');

// the shape Docusaurus 3.7.0 writes .docusaurus/routes.js in
const routes = [
    "import React from 'react';",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    '',
    'export default [',
    route('/api/', 'a5b'),
    route('/api/core/', '8b2'),
    route('/api/core/class/Actor/', '090'),
    route('/blog/', '1c4'),
    '  {',
    "    path: '/handbook/',",
    "    component: ComponentCreator('/handbook/', 'f1e'),",
    '    routes: [',
    '      {',
    "        path: '/handbook/installation/',",
    "        component: ComponentCreator('/handbook/installation/', '9d3'),",
    '        exact: true',
    '      }',
    '    ]',
    '  },',
    route('*', '', true),
    '];',
    '',
].join('\n');

const options = {
    pageRoutes: ['/api/core/', '/api/core/class/Actor/'],
    dataBase: '/assets/api-pages/0123456789ab/',
    routesModule: '@site/src/components/ApiReference/pageRoutes',
    basePath: '/api/',
};

const shared = { __comp: 'c0', __context: { plugin: 'p0' }, sidebar: 's0' };
const chunkNames = {
    '/api/-a5b': { __comp: 'i0', __context: { plugin: 'p0' }, sidebar: 's0' },
    '/api/core/-8b2': { ...shared, page: 'd1' },
    '/api/core/class/Actor/-090': { ...shared, page: 'd2' },
    '/blog/-1c4': { __comp: 'b0', __props: 'b1' },
};

const registryEntry = (name: string, module: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

describe('client-routes loader', () => {
    it("replaces the API pages' routes with one call that makes them in the browser, where the first one was", () => {
        const result = routesWithPageRoutes(routes, options);
        const parsed = ts.transpileModule(result, { reportDiagnostics: true, fileName: 'routes.js' });
        assert.deepEqual(parsed.diagnostics, [], 'the result is still JavaScript');
        assert.ok(result.startsWith(`import apiPageRoutes from "${options.routesModule}";\n`));
        assert.ok(
            result.includes(
                [
                    route('/api/', 'a5b'),
                    `  ...apiPageRoutes(ComponentCreator("${templateKey}", ''), "/assets/api-pages/0123456789ab/", "core core/class/Actor"),`,
                    route('/blog/', '1c4'),
                ].join('\n'),
            ),
            result,
        );
        assert.ok(!result.includes("'/api/core/'"));
        assert.ok(result.includes("ComponentCreator('/handbook/installation/', '9d3')"));
    });

    it("fails, naming the count, when a page's route is not where Docusaurus used to write it", () => {
        assert.throws(
            () => routesWithPageRoutes(routes, { ...options, pageRoutes: [...options.pageRoutes, '/api/web/'] }),
            /found 2 of the 3 API pages' routes in \.docusaurus\/routes\.js/,
        );
        assert.throws(
            () => routesWithPageRoutes(routes.replace(/exact: true/g, 'exact: false'), options),
            /found 0 of the 2/,
        );
    });

    it("keeps the other routes' modules and one shared entry for the pages, without their data", () => {
        const { kept, pageChunks } = splitChunkNames(chunkNames, new Set(options.pageRoutes));
        assert.deepEqual(kept, {
            '/api/-a5b': chunkNames['/api/-a5b'],
            '/blog/-1c4': chunkNames['/blog/-1c4'],
            [`${templateKey}-`]: shared,
        });
        assert.deepEqual([...pageChunks], ['d1', 'd2']);
    });

    it('fails when the pages differ in more than their data, or another route shares their data', () => {
        assert.throws(
            () =>
                splitChunkNames(
                    { ...chunkNames, '/api/core/-8b2': { ...shared, sidebar: 's1', page: 'd1' } },
                    new Set(options.pageRoutes),
                ),
            /has modules other than the other pages'/,
        );
        assert.throws(
            () =>
                splitChunkNames(
                    { ...chunkNames, '/blog/-1c4': { __comp: 'b0', __props: 'd2' } },
                    new Set(options.pageRoutes),
                ),
            /module d2 is used by another route too/,
        );
        assert.throws(
            () => splitChunkNames(chunkNames, new Set([...options.pageRoutes, '/api/web/'])),
            /1 API pages are missing from \.docusaurus\/routesChunkNames\.json, e\.g\. \/api\/web\//,
        );
    });

    it("drops the loaders of the pages' data from the registry, the last entry included", () => {
        const registry = [
            'export default {',
            registryEntry('c0', '@site/src/components/ApiReference/ApiPage'),
            registryEntry('d1', '/site/.docusaurus/framework/default/page-1.json'),
            `${registryEntry('d2', '/site/.docusaurus/framework/default/page-2.json')}};`,
        ].join('\n');
        assert.equal(
            registryWithoutPageData(registry, new Set(['d1', 'd2'])),
            ['export default {', registryEntry('c0', '@site/src/components/ApiReference/ApiPage'), '};'].join('\n'),
        );
        assert.throws(
            () => registryWithoutPageData(registry, new Set(['d1', 'd3'])),
            /removed 1 of the 2 API page data modules/,
        );
    });
});
