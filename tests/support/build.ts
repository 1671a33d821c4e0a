/**
 * The build the end-to-end tests run against, and how it was made: `npm run build:test` writes `build/` with every
 * bundle patch on; `npm run test:patches-off` writes `build-unpatched/` with `SITE_PATCHES_OFF=all` and runs the
 * suite against it with the same variables set, so a test of one patch's effect can skip itself there.
 */
import path from 'node:path';

import { type SitePatch, sitePatchesOff, sitePatchesOffVariable } from '../../shared/site-patches';

/** The built site's folder: `SITE_BUILD_DIR` (as the build wrote it) or `build/` */
export const buildDir = path.resolve(__dirname, '..', '..', process.env.SITE_BUILD_DIR ?? 'build');

const patchesOff = sitePatchesOff(process.env[sitePatchesOffVariable]);

/** Whether the build was made with any bundle patch off: the byte budgets and visual baselines are the patched build's */
export const anyPatchOff = patchesOff.size > 0;

/** For `test.skip(...)`: whether `patch` is off in this build, and why that skips a test of its effect */
export function skippedWithout(patch: SitePatch): [boolean, string] {
    return [
        patchesOff.has(patch),
        `tests what the bundle patch "${patch}" does, and ${sitePatchesOffVariable} turned it off`,
    ];
}
