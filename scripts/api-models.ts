/**
 * Regenerates the API reference's TypeDoc models for maintainers, ignoring the cache — for example
 * after `npm link`ing a local checkout of the framework. `npm run build` generates missing models by
 * itself; this is only needed to force it. Usage: `npm run api:models`.
 */
import path from 'node:path';

import { apiPackages } from '../api-docs/modules';
import { packageModels } from '../plugins/framework/api-reference/models';
import { readPinnedFramework } from '../plugins/framework/packages';

const siteDir = path.resolve(__dirname, '..');
const started = Date.now();
packageModels(apiPackages, readPinnedFramework(siteDir).packages, {
    siteDir,
    cacheDir: path.join(siteDir, 'api-docs', 'models'),
    force: true,
    log: console.log,
})
    .then(models =>
        console.log(
            `${models.length} TypeDoc models written to api-docs/models in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        ),
    )
    .catch(error => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
    });
