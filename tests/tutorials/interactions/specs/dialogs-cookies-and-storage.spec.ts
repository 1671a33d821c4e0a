import { Ensure, equals, isPresent, not } from '@serenity-js/assertions';
import { Wait } from '@serenity-js/core';
import { describe, it } from '@serenity-js/playwright-test';
import { By, Click, Cookie, ModalDialog, Navigate, PageElement, Text } from '@serenity-js/web';

import { LocalStorage, SessionStorage } from '../screenplay/WebStorage';

// #region page-elements
const Drafts = {
    deleteButton: () =>
        PageElement.located(By.role('button', { name: 'Delete draft' })).describedAs('"Delete draft" button'),
    publishButton: () =>
        PageElement.located(By.role('button', { name: 'Publish draft' })).describedAs('"Publish draft" button'),
    renameButton: () =>
        PageElement.located(By.role('button', { name: 'Rename draft' })).describedAs('"Rename draft" button'),
    status: () =>
        PageElement.located(By.css('.status')).describedAs('status message'),
    rememberButton: () =>
        PageElement.located(By.role('button', { name: 'Remember my preferences' })).describedAs('"Remember" button'),
    theme: () =>
        PageElement.located(By.css('.theme')).describedAs('theme'),
};
// #endregion page-elements

describe('Dialogs, cookies and storage', () => {

    describe('Modal dialogs', () => {

        it('dismisses a dialog nobody expected', async ({ actor }) => {
            // #region dismissed-by-default
            await actor.attemptsTo(
                Navigate.to('/dialogs.html'),
                Click.on(Drafts.deleteButton()),

                // the confirm() dialog was dismissed, as if the user pressed "Cancel"
                Ensure.that(ModalDialog.lastDialogState(), equals('dismissed')),
                Ensure.that(ModalDialog.lastDialogMessage(), equals('Delete this draft?')),
                Ensure.that(Text.of(Drafts.status()), equals('Draft kept')),
            );
            // #endregion dismissed-by-default
        });

        it('accepts a confirmation dialog', async ({ actor }) => {
            // #region accept
            await actor.attemptsTo(
                Navigate.to('/dialogs.html'),

                ModalDialog.acceptNext(),
                Click.on(Drafts.deleteButton()),

                Ensure.that(ModalDialog.lastDialogState(), equals('accepted')),
                Ensure.that(Text.of(Drafts.status()), equals('Draft deleted')),
            );
            // #endregion accept
        });

        it('answers a prompt', async ({ actor }) => {
            // #region prompt
            await actor.attemptsTo(
                Navigate.to('/dialogs.html'),

                ModalDialog.acceptNextWithValue('Holiday plans'),
                Click.on(Drafts.renameButton()),

                Ensure.that(ModalDialog.lastDialogMessage(), equals('New name')),
                Ensure.that(Text.of(Drafts.status()), equals('Renamed to Holiday plans')),
            );
            // #endregion prompt
        });

        it('waits for a dialog that appears later', async ({ actor }) => {
            // #region delayed
            await actor.attemptsTo(
                Navigate.to('/dialogs.html'),
                Click.on(Drafts.publishButton()),

                // present once a dialog has been shown and handled
                Wait.until(ModalDialog, isPresent()),
                Ensure.that(ModalDialog.lastDialogMessage(), equals('Draft published')),
            );
            // #endregion delayed
        });

        it('keeps the chosen answer until the page navigates', async ({ actor }) => {
            // #region answer-sticks
            await actor.attemptsTo(
                Navigate.to('/dialogs.html'),
                ModalDialog.acceptNext(),

                Click.on(Drafts.deleteButton()),
                Ensure.that(Text.of(Drafts.status()), equals('Draft deleted')),

                // not only the next dialog: every dialog on this page is accepted now
                Click.on(Drafts.renameButton()),
                Ensure.that(Text.of(Drafts.status()), equals('Renamed to Untitled')),

                // navigating or reloading brings back the default: dismiss
                Navigate.reloadPage(),
                Click.on(Drafts.deleteButton()),
                Ensure.that(Text.of(Drafts.status()), equals('Draft kept')),
            );
            // #endregion answer-sticks
        });
    });

    describe('Cookies', () => {

        it('reads, sets and deletes cookies', async ({ actor }) => {
            // #region cookies
            await actor.attemptsTo(
                Navigate.to('/dialogs.html'),
                Click.on(Drafts.rememberButton()),

                // read a cookie the page set
                Ensure.that(Cookie.called('remember_me').value(), equals('yes')),

                // set one for the current page's address
                Cookie.set({ name: 'consent', value: 'analytics=no' }),
                Ensure.that(Cookie.called('consent').value(), equals('analytics=no')),

                // delete one...
                Cookie.called('remember_me').delete(),
                Ensure.that(Cookie.called('remember_me'), not(isPresent())),

                // ...or all of them
                Cookie.deleteAll(),
                Ensure.that(Cookie.called('consent'), not(isPresent())),
            );
            // #endregion cookies
        });
    });

    describe('Web storage', () => {

        it('reads what the page stored', async ({ actor }) => {
            // #region read-storage
            await actor.attemptsTo(
                Navigate.to('/dialogs.html'),
                Click.on(Drafts.rememberButton()),

                Ensure.that(LocalStorage.item('theme'), equals('dark')),
                Ensure.that(SessionStorage.item('last_visit'), equals('drafts')),
            );
            // #endregion read-storage
        });

        it('prepares storage before the page reads it', async ({ actor }) => {
            // #region write-storage
            await actor.attemptsTo(
                // storage belongs to an origin: open a page of the app first
                Navigate.to('/dialogs.html'),
                Ensure.that(Text.of(Drafts.theme()), equals('Theme: light')),

                LocalStorage.setItem('theme', 'dark'),

                // the page reads storage when it loads, so load it again
                Navigate.reloadPage(),
                Ensure.that(Text.of(Drafts.theme()), equals('Theme: dark')),

                LocalStorage.clear(),
                Ensure.that(LocalStorage.item('theme'), equals(null)),
            );
            // #endregion write-storage
        });
    });
});
