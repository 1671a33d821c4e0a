import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Page } from 'playwright-core';

import { type Camera, deviceScaleFactor, Frame, settle } from './capture';
import { asTheReaderSeesIt, consoleSections, sectionWith } from './console-output';
import { pageContentOf } from '../../shared/report-image-content';
import type { RunResult } from './runs';

/**
 * The pictures `npm run screenshots` makes, in the order it makes them. The pages that show them refer to
 * them by `name` (`<ReportImage name="…" alt="…" />`), so renaming one means updating those pages too;
 * the build fails on a name the manifest doesn't have.
 */
export interface ShotContext {
    camera: Camera;
    results: { web: RunResult; webFailing: RunResult; webPhotos: RunResult; api: RunResult };
    /** the folders of the two Serenity BDD HTML reports */
    reports: { failing: string; tutorials: string };
}

export interface Shot {
    name: string;
    kind: 'terminal' | 'page';
    /** the widest a page shows the picture, in CSS pixels; narrower when the capture is */
    displayWidth: number;
    /** pixels per CSS pixel in the capture, when not `deviceScaleFactor` (which the runs' browsers use too) */
    density?: number;
    /** the widths of the files to write, when not `displayWidth` and twice that */
    widths?: number[];
    capture(context: ShotContext): Promise<Buffer>;
}

/**
 * The console reporter's account of the scenarios (or the summary) that mention `words`, in a terminal
 * window `columns` wide.
 */
function terminalShot(name: string, result: (context: ShotContext) => RunResult, words: string[], columns = 100): Shot {
    return {
        name,
        kind: 'terminal',
        displayWidth: 880,
        capture: context => {
            const { dir, output, run } = result(context);
            const sections = consoleSections(output);
            return context.camera.terminal({
                title: `${run.project} — npx playwright test`,
                output: words.map(phrase => asTheReaderSeesIt(sectionWith(sections, phrase).text, dir)).join('\n'),
                columns,
            });
        },
    };
}

const serenityBddViewport = { width: 1200, height: 900 };
const playwrightViewport = { width: 1280, height: 900 };
/** Playwright's HTML report centres a column 976 pixels wide in a 1280-pixel window */
const playwrightColumn = { left: 144, right: 1136 };

/** Follows the link to a scenario's page from the Serenity BDD report's home page. */
async function openScenario(page: Page, reportDir: string, scenario: string): Promise<void> {
    const href = await page.locator('#scenario-results a', { hasText: scenario }).first().getAttribute('href');
    if (!href) {
        throw new Error(`The Serenity BDD report in ${reportDir} has no scenario called "${scenario}"`);
    }
    await page.goto(pathToFileURL(path.join(reportDir, href)).href);
    await settle(page);
}

/** Opens a test's page in Playwright's HTML report. */
async function openTest(page: Page, title: string): Promise<void> {
    await page.locator('.test-file-test', { hasText: title }).locator('a').first().click();
    await page.locator('.header-title', { hasText: title }).waitFor();
}

export const shots: Shot[] = [
    terminalShot('console-web-scenario', ({ results }) => results.web, [
        'Tiny To-do: counts only the items that are not done yet',
    ]),
    terminalShot('console-failing-scenario', ({ results }) => results.webFailing, [
        'Tiny To-do: starts with an empty list',
    ]),
    terminalShot('console-execution-summary', ({ results }) => results.webFailing, ['Execution Summary']),
    // the API scenario's assertions make long lines; a wider terminal keeps each on one line
    terminalShot('console-api-scenario', ({ results }) => results.api, ['To-do API: creates a to-do item'], 116),

    {
        // the PNG the Photographer took when the web tutorial's scenario failed, as the Artifact Archiver saved it:
        // the part with the page's content, which the tiny app draws in the top left corner of a wide window
        name: 'photographer-failure-photo',
        kind: 'page',
        displayWidth: 640,
        capture: async ({ results }) => {
            const reportDir = path.join(results.webFailing.dir, 'target', 'site', 'serenity');
            const photos = readdirSync(reportDir).filter(file => file.startsWith('photo-') && file.endsWith('.png'));
            if (photos.length !== 1) {
                throw new Error(`Expected the Photographer to take one photo of the failure, found ${photos.length}`);
            }
            return pageContentOf(readFileSync(path.join(reportDir, photos[0])), 24 * deviceScaleFactor);
        },
    },

    {
        name: 'playwright-report-test-list',
        kind: 'page',
        displayWidth: 800,
        capture: ({ camera, results }) =>
            camera.photograph(
                path.join(results.web.dir, 'playwright-report', 'index.html'),
                playwrightViewport,
                async page =>
                    new Frame(
                        page.locator('.subnav-search').first(),
                        page.locator('.test-file-test').last(),
                        12,
                        playwrightColumn,
                    ),
            ),
    },
    {
        name: 'playwright-report-serenity-steps',
        kind: 'page',
        displayWidth: 800,
        capture: ({ camera, results }) =>
            camera.photograph(
                path.join(results.web.dir, 'playwright-report', 'index.html'),
                playwrightViewport,
                async page => {
                    await openTest(page, 'counts only the items that are not done yet');
                    // the chevrons expand a step without opening its source code
                    await page
                        .locator('.tree-item-title', { hasText: 'Toby records 3 items' })
                        .locator('svg')
                        .first()
                        .click();
                    await page
                        .locator('.tree-item-title', { hasText: 'Toby records an item called "Buy milk"' })
                        .locator('svg')
                        .first()
                        .click();
                    const steps = page.locator('.chip', {
                        has: page.locator('.chip-header', { hasText: 'Test Steps' }),
                    });
                    return new Frame(page.locator('.subnav-search').first(), steps, 12, playwrightColumn);
                },
            ),
    },
    {
        name: 'playwright-report-failure',
        kind: 'page',
        displayWidth: 800,
        capture: ({ camera, results }) =>
            camera.photograph(
                path.join(results.webFailing.dir, 'playwright-report', 'index.html'),
                playwrightViewport,
                async page => {
                    await openTest(page, 'starts with an empty list');
                    await page.locator('.chip-header', { hasText: 'Test Steps' }).click();
                    const screenshots = page.locator('.chip', {
                        has: page.locator('.chip-header', { hasText: 'Screenshots' }),
                    });
                    // the photo is mostly an empty page: its top half says enough
                    return new Frame(page.locator('.subnav-search').first(), screenshots, 12, playwrightColumn, 1000);
                },
            ),
    },

    {
        // the home page's product visual too: the files at 600 and 1200 pixels are for it
        name: 'serenity-bdd-overview',
        kind: 'page',
        displayWidth: 800,
        widths: [600, 1200, 1800],
        capture: ({ camera, reports }) =>
            camera.photograph(
                path.join(reports.tutorials, 'index.html'),
                serenityBddViewport,
                async page => new Frame(page.locator('#topheader'), page.locator('.dashboard-charts').first(), 8),
            ),
    },
    {
        name: 'serenity-bdd-overview-with-failure',
        kind: 'page',
        displayWidth: 800,
        capture: ({ camera, reports }) =>
            camera.photograph(
                path.join(reports.failing, 'index.html'),
                serenityBddViewport,
                async page => new Frame(page.locator('#topheader'), page.locator('.dashboard-charts').first(), 8),
            ),
    },
    {
        name: 'serenity-bdd-scenario-with-screenshots',
        kind: 'page',
        displayWidth: 800,
        capture: ({ camera, reports }) =>
            camera.photograph(path.join(reports.tutorials, 'index.html'), serenityBddViewport, async page => {
                await openScenario(page, reports.tutorials, 'counts only the items that are not done yet');
                await page.locator('.step-description a', { hasText: 'Toby records 3 items' }).click();
                return new Frame(page.locator('.titlebar'), page.locator('table.step-table'));
            }),
    },
    {
        name: 'serenity-bdd-failed-scenario',
        kind: 'page',
        displayWidth: 800,
        capture: ({ camera, reports }) =>
            camera.photograph(path.join(reports.failing, 'index.html'), serenityBddViewport, async page => {
                await openScenario(page, reports.failing, 'starts with an empty list');
                return new Frame(page.locator('.titlebar'), page.locator('table.step-table'));
            }),
    },
    {
        name: 'serenity-bdd-rest-query',
        kind: 'page',
        displayWidth: 800,
        capture: ({ camera, reports }) =>
            camera.photograph(path.join(reports.tutorials, 'index.html'), serenityBddViewport, async page => {
                await openScenario(page, reports.tutorials, 'creates a to-do item');
                await page.getByRole('button', { name: 'REST Query' }).first().click();
                return new Frame(page.locator('.titlebar'), page.locator('table.step-table'));
            }),
    },
];
