/**
 * What the start-up scripts (`trace:startup`, `bench:renders`) share: their command line (`[--only <template>]
 * [other options] [dir]`), the built site served from `dir` (compressed, as a host would), the system's Chromium, the
 * templates that `bench:lighthouse` measures, and a phone-sized browser context that cannot reach the network.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

import { pageTemplates, type PageTemplate } from '../budgets';
import { chromiumLaunchOptions } from './chromium';
import { createStaticServer } from './static-server';

export const siteDir = path.resolve(__dirname, '..', '..');

export interface StartupPages {
    /** the directory served, relative to the site when inside it */
    label: string;
    origin: string;
    browser: Browser;
    templates: PageTemplate[];
    /** a phone's viewport; requests to any other origin are aborted */
    newPhoneContext(options?: { hasTouch?: boolean }): Promise<BrowserContext>;
    close(): Promise<void>;
}

/**
 * @param argv the script's arguments
 * @param options the script's own options, each `--name value`, given to its function
 */
export async function openStartupPages(
    argv: string[],
    options: Record<string, (value: string) => void> = {},
): Promise<StartupPages> {
    let only: string | undefined;
    let dir = path.join(siteDir, 'build');
    for (let index = 0; index < argv.length; index++) {
        const name = argv[index];
        if (name === '--only') only = argv[++index];
        else if (name.startsWith('--') && options[name.slice(2)]) options[name.slice(2)](argv[++index]);
        else if (name.startsWith('--')) throw new Error(`Unknown option ${name}`);
        else dir = path.resolve(name);
    }
    const templates = (Object.keys(pageTemplates) as PageTemplate[]).filter(t =>
        only ? t === only : pageTemplates[t].lighthouse,
    );
    if (templates.length === 0) {
        throw new Error(`No template called ${only}; the templates are ${Object.keys(pageTemplates).join(', ')}`);
    }
    const server = createStaticServer(dir, { compress: true });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
    return {
        label: path.relative(siteDir, dir) || dir,
        origin,
        browser,
        templates,
        async newPhoneContext({ hasTouch = false } = {}) {
            const context = await browser.newContext({
                viewport: { width: 412, height: 823 },
                isMobile: true,
                hasTouch,
            });
            await context.route(
                url => url.origin !== origin,
                route => route.abort(),
            );
            return context;
        },
        async close() {
            await browser.close();
            server.close();
        },
    };
}
