import { expect } from '@playwright/test';
import { describe, it } from '@serenity-js/playwright-test';
import { By, Navigate, PageElement, TakeScreenshot } from '@serenity-js/web';

import { TakeFullPageScreenshot, TakeScreenshotOfElement } from '../screenplay/screenshots';

const profileForm = () =>
    PageElement.located(By.id('profile')).describedAs('profile form');

describe('Screenshots', () => {

    it('takes a screenshot when the scenario asks for one', async ({ actor }, testInfo) => {
        // #region take-screenshot
        await actor.attemptsTo(
            Navigate.to('/forms.html'),
            TakeScreenshot.of('profile page before editing'),
        );
        // #endregion take-screenshot

        // Serenity/JS attaches the photo to the Playwright Test result, under the name it was given
        await expect.poll(() => testInfo.attachments.map(attachment => attachment.name))
            .toContain('profile page before editing');
    });

    it('takes a full-page screenshot and a screenshot of one element', async ({ actor }, testInfo) => {
        // #region playwright-only
        await actor.attemptsTo(
            Navigate.to('/forms.html'),
            TakeFullPageScreenshot.of('whole profile page'),
            TakeScreenshotOfElement.of(profileForm(), 'profile form'),
        );
        // #endregion playwright-only

        await expect.poll(() => testInfo.attachments.map(attachment => attachment.name))
            .toEqual(expect.arrayContaining([ 'whole profile page', 'profile form' ]));
    });
});
