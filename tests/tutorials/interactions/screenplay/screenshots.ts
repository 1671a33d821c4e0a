import type { Locator } from '@playwright/test';
import { type Answerable, Interaction, the } from '@serenity-js/core';
import { Name, Photo } from '@serenity-js/core/model';
import { BrowseTheWebWithPlaywright, type PlaywrightPage } from '@serenity-js/playwright';
import type { PageElement } from '@serenity-js/web';

// #region full-page
/**
 * Photographs the whole page, not only what fits in the viewport. Playwright only.
 */
export const TakeFullPageScreenshot = {
    of: (name: Answerable<string>) =>
        Interaction.where(the`#actor takes a full-page screenshot of ${ name }`, async actor => {
            const page = await BrowseTheWebWithPlaywright.as(actor).currentPage() as PlaywrightPage;
            const nativePage = await page.nativePage();

            const screenshot = await nativePage.screenshot({ fullPage: true });

            actor.collect(Photo.fromBuffer(screenshot), new Name(await actor.answer(name)));
        }),
};
// #endregion full-page

// #region element
/**
 * Photographs one element. Playwright only.
 */
export const TakeScreenshotOfElement = {
    of: (element: Answerable<PageElement>, name: Answerable<string>) =>
        Interaction.where(the`#actor takes a screenshot of ${ element }`, async actor => {
            const pageElement = await actor.answer(element);
            const locator = await pageElement.nativeElement() as Locator;

            const screenshot = await locator.screenshot();

            actor.collect(Photo.fromBuffer(screenshot), new Name(await actor.answer(name)));
        }),
};
// #endregion element
