/**
 * The route table in the client bundle without what only the server reads. Docusaurus keeps a registry of every
 * route's modules in `main.js`, which every page runs first: per module, a loader, the module's path and its
 * webpack id. The browser never reads the path (react-loadable reports it to the server renderer only), and the paths
 * are long: about 1.5 KB gzip for the ~140 modules left after plugins/framework/client-routes.js. This plugin
 * runs `loader.js` over the registry in the client build, which leaves an empty string in its place.
 */
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

export default function routeRegistry(context: LoadContext): Plugin {
    const registry = path.join(context.generatedFilesDir, 'registry.js');
    return {
        name: 'route-registry',
        configureWebpack(_config, isServer) {
            return isServer
                ? {}
                : {
                      module: {
                          rules: [
                              { test: registry, enforce: 'pre', use: [{ loader: path.join(__dirname, 'loader.js') }] },
                          ],
                      },
                  };
        },
    };
}
