import path from 'node:path';

import { budgets, pageTemplates, type PageTemplate } from '../budgets';
import { assetsBeforeHydration, isMainOrRuntime } from '../support/assets-before-hydration';
import { buildDir } from '../support/build';
import { expect, test } from '../support/fixtures';
import { budgetBreaches, kib } from '../support/page-weight';

test.describe('Byte budgets (tests/budgets.ts)', () => {
    for (const [template, { route }] of Object.entries(pageTemplates) as Array<[PageTemplate, { route: string }]>) {
        test(`${template}: the JavaScript and CSS it needs to render fit its budget`, async ({ page }) => {
            const assets = await assetsBeforeHydration(page, route, buildDir);
            expect(assets.some(asset => asset.kind === 'js')).toBe(true);
            expect(assets.some(asset => asset.kind === 'css')).toBe(true);
            expect(budgetBreaches(template, route, assets, budgets.templates[template])).toEqual([]);
        });
    }

    test('main and the runtime, which every page runs before it is interactive, fit their budget', async ({ page }) => {
        const assets = await assetsBeforeHydration(page, '/', buildDir);
        const shared = assets.filter(isMainOrRuntime);
        expect(shared.map(asset => path.basename(asset.path).split('.')[0]).sort()).toEqual(['main', 'runtime~main']);
        const total = shared.reduce((sum, asset) => sum + asset.gzip, 0);
        expect(
            budgetBreaches('main + runtime', 'every page', shared, { js: budgets.mainAndRuntime }),
            `main + runtime: ${kib(total)}`,
        ).toEqual([]);
    });
});
