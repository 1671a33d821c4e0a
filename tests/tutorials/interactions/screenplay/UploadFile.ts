// #region upload-file
import type { Locator } from '@playwright/test';
import { type Answerable, Interaction, the } from '@serenity-js/core';
import type { PageElement } from '@serenity-js/web';

/**
 * Chooses a file in an `<input type="file">`, with Playwright's `Locator.setInputFiles`.
 * Works with @serenity-js/playwright and @serenity-js/playwright-test only.
 */
export const UploadFile = {
    at: (filePath: Answerable<string>) => ({
        to: (fileInput: Answerable<PageElement>) =>
            Interaction.where(the`#actor uploads ${ filePath } to ${ fileInput }`, async actor => {
                const input = await actor.answer(fileInput);
                const locator = await input.nativeElement() as Locator;

                await locator.setInputFiles(await actor.answer(filePath));
            }),
    }),
};
// #endregion upload-file
