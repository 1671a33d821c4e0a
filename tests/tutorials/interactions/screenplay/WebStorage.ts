import { type Answerable, Interaction, Question, the } from '@serenity-js/core';
import { BrowseTheWeb } from '@serenity-js/web';

// #region local-storage
export const LocalStorage = {
    item: (key: Answerable<string>) =>
        Question.about(the`local storage item ${ key }`, async actor => {
            const page = await BrowseTheWeb.as(actor).currentPage();

            return page.executeScript(
                (name: string) => window.localStorage.getItem(name),
                await actor.answer(key),
            );
        }),

    setItem: (key: Answerable<string>, value: Answerable<string>) =>
        Interaction.where(the`#actor sets local storage item ${ key } to ${ value }`, async actor => {
            const page = await BrowseTheWeb.as(actor).currentPage();

            await page.executeScript(
                (name: string, text: string) => window.localStorage.setItem(name, text),
                await actor.answer(key),
                await actor.answer(value),
            );
        }),

    clear: () =>
        Interaction.where('#actor clears local storage', async actor => {
            const page = await BrowseTheWeb.as(actor).currentPage();

            await page.executeScript(() => window.localStorage.clear());
        }),
};
// #endregion local-storage

// The same for session storage, which lasts as long as the tab
export const SessionStorage = {
    item: (key: Answerable<string>) =>
        Question.about(the`session storage item ${ key }`, async actor => {
            const page = await BrowseTheWeb.as(actor).currentPage();

            return page.executeScript(
                (name: string) => window.sessionStorage.getItem(name),
                await actor.answer(key),
            );
        }),

    setItem: (key: Answerable<string>, value: Answerable<string>) =>
        Interaction.where(the`#actor sets session storage item ${ key } to ${ value }`, async actor => {
            const page = await BrowseTheWeb.as(actor).currentPage();

            await page.executeScript(
                (name: string, text: string) => window.sessionStorage.setItem(name, text),
                await actor.answer(key),
                await actor.answer(value),
            );
        }),

    clear: () =>
        Interaction.where('#actor clears session storage', async actor => {
            const page = await BrowseTheWeb.as(actor).currentPage();

            await page.executeScript(() => window.sessionStorage.clear());
        }),
};
