/**
 * The route table in the client bundle without what only the server reads. Docusaurus keeps a registry of every
 * route's modules in `main.js`, which every page runs first: per module, a loader, the module's path and its
 * webpack id. The browser never reads the path (react-loadable reports it to the server renderer only), but for the
 * API reference's ~340 data files it is an absolute path with a 16-digit hash, about 5 KB gzip in all. This plugin
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
