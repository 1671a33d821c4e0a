import { Ensure, equals, isPresent, not } from '@serenity-js/assertions';
import { Wait } from '@serenity-js/core';
import { describe, it } from '@serenity-js/playwright-test';
import { By, Click, Enter, Navigate, Page, PageElement, Switch, Text } from '@serenity-js/web';

// #region page-elements
const Account = {
    heading: () =>
        PageElement.located(By.css('h1')).describedAs('page heading'),
    newsletterFrame: () =>
        PageElement.located(By.css('iframe[title="Newsletter sign-up"]')).describedAs('newsletter frame'),
    helpCentreLink: () =>
        PageElement.located(By.role('link', { name: 'Open the help centre' })).describedAs('link to the help centre'),
};

// these live inside the frame
const Newsletter = {
    emailField: () =>
        PageElement.located(By.id('email')).describedAs('email field'),
    subscribeButton: () =>
        PageElement.located(By.role('button', { name: 'Subscribe' })).describedAs('"Subscribe" button'),
    status: () =>
        PageElement.located(By.css('.status')).describedAs('sign-up status'),
};
// #endregion page-elements

describe('Frames, tabs and windows', () => {

    it('works inside an iframe and switches back out of it', async ({ actor }) => {
        // #region switch-to-frame-and-back
        await actor.attemptsTo(
            Navigate.to('/frames.html'),

            Switch.to(Account.newsletterFrame()).and(
                Enter.theValue('paula@example.org').into(Newsletter.emailField()),
                Click.on(Newsletter.subscribeButton()),
                Ensure.that(Text.of(Newsletter.status()), equals('Subscribed paula@example.org')),
            ),

            // back in the top-level page
            Ensure.that(Text.of(Account.heading()), equals('Your account')),
        );
        // #endregion switch-to-frame-and-back
    });

    it('stays in the frame after Switch.to without .and, until the page reloads', async ({ actor }) => {
        // #region switch-without-and
        await actor.attemptsTo(
            Navigate.to('/frames.html'),

            Switch.to(Account.newsletterFrame()),
            Enter.theValue('paula@example.org').into(Newsletter.emailField()),

            // still inside the frame: the page's heading can't be found from here
            Ensure.that(Account.heading(), not(isPresent())),

            // navigating or reloading takes the actor back to the top-level page
            Navigate.reloadPage(),
            Ensure.that(Text.of(Account.heading()), equals('Your account')),
        );
        // #endregion switch-without-and
    });

    it('follows a link that opens a new tab, and closes it', async ({ actor }) => {
        // #region new-tab
        const helpCentre = () =>
            Page.whichTitle(equals('Help centre'));

        await actor.attemptsTo(
            Navigate.to('/frames.html'),
            Click.on(Account.helpCentreLink()),

            // the new tab opens in the background: wait for it before switching
            Wait.until(helpCentre(), isPresent()),

            Switch.to(helpCentre()).and(
                Ensure.that(Text.of(PageElement.located(By.css('h1'))), equals('How can we help?')),
                Page.current().close(),
            ),

            // the actor is back on the page they started from
            Ensure.that(Page.current().title(), equals('Account')),
        );
        // #endregion new-tab
    });

    it('switches between tabs and closes the others', async ({ actor }) => {
        // #region switch-between-tabs
        await actor.attemptsTo(
            Navigate.to('/frames.html'),
            Click.on(Account.helpCentreLink()),
            Wait.until(Page.whichTitle(equals('Help centre')), isPresent()),

            Switch.to(Page.whichTitle(equals('Help centre'))),
            Ensure.that(Page.current().title(), equals('Help centre')),

            Switch.to(Page.whichTitle(equals('Account'))),
            Page.current().closeOthers(),
        );
        // #endregion switch-between-tabs
    });
});
