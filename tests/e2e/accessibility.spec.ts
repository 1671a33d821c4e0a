import AxeBuilder from '@axe-core/playwright';

import { expect, test, visit } from '../support/fixtures';

/** One page of each template the site has. */
const templates = {
    home: '/',
    'docs page': '/handbook/design/screenplay-pattern/',
    'docs landing page': '/handbook/tutorials/',
    'community page': '/community/contributing/',
    'releases page': '/releases/',
    'API index': '/api/',
    'API item': '/api/core/class/Actor/',
    'API module': '/api/web/',
    'blog list': '/blog/',
    'blog post': '/blog/support-for-webdriverio-9/',
    'blog tags': '/blog/tags/',
    'blog archive': '/blog/archive/',
    'legal page': '/legal/privacy-policy/',
    'search page': '/search/',
    'not found': '/no-such-page/',
};

for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`Accessibility (WCAG 2.1 AA) in ${colorScheme} mode`, () => {
        // axe walks every node: the long handbook and API pages take it well past the default 30 s on 2 busy cores
        test.describe.configure({ timeout: 120_000 });
        for (const [template, path] of Object.entries(templates)) {
            test(`${template} has no violations`, async ({ page, consoleErrors }) => {
                await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
                await visit(page, path);
                await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);

                const results = await new AxeBuilder({ page })
                    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
                    .analyze();

                const violations = results.violations.map(violation => ({
                    rule: violation.id,
                    impact: violation.impact,
                    help: violation.help,
                    targets: violation.nodes.slice(0, 5).map(node => node.target.join(' ')),
                }));
                expect(violations).toEqual([]);
                if (template === 'not found') {
                    consoleErrors.splice(0);
                }
            });
        }
    });
}
