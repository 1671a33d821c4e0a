/**
 * The byte budgets of the site's pages: one representative page per template, and the most JavaScript
 * (gzip) and CSS (gzip) that page may need before it can render and hydrate. `tests/e2e/budgets.spec.ts`
 * checks them against build/ after `npm run build:test`; `npm run bench:lighthouse` measures the pages
 * marked `lighthouse`. Sizes are deterministic, so a breach is a real change: find what grew (the test
 * names the largest chunks), and raise a budget only with a reason in the commit message.
 */
export const pageTemplates = {
    home: { route: '/', lighthouse: true },
    handbook: { route: '/handbook/installation/', lighthouse: true },
    'handbook-diagram': { route: '/handbook/design/screenplay-pattern/', lighthouse: true },
    'api-class': { route: '/api/core/class/Actor/', lighthouse: true },
    'api-index': { route: '/api/', lighthouse: false },
    'blog-list': { route: '/blog/', lighthouse: true },
    'blog-post': { route: '/blog/support-for-webdriverio-9/', lighthouse: true },
    legal: { route: '/legal/privacy-policy/', lighthouse: false },
} as const satisfies Record<string, { route: string; lighthouse: boolean }>;

export type PageTemplate = keyof typeof pageTemplates;
