import { contain, Ensure, equals } from '@serenity-js/assertions';
import { Wait } from '@serenity-js/core';
import { BrowseTheWebWithPlaywright } from '@serenity-js/playwright';
import { describe, it } from '@serenity-js/playwright-test';
import { By, Click, Enter, Navigate, PageElement, PageElements, Text } from '@serenity-js/web';

const messageField = () => PageElement.located(By.id('message')).describedAs('the message field');
const sendButton = () => PageElement.located(By.css('button[type="submit"]')).describedAs('the send button');
const messages = () => PageElements.located(By.css('.message')).describedAs('the messages');

describe('Chat', () => {
    it('lets two users exchange messages', async ({ actor, actorCalled, browser, baseURL, extraContextOptions }) => {
        await actor.attemptsTo(
            Navigate.to('/chat'),
            Enter.theValue('Hi Bob!').into(messageField()),
            Click.on(sendButton()),
            Wait.until(Text.ofAll(messages()), contain('Hi Bob!')),
        );

        await actorCalled('Bob')
            .whoCan(BrowseTheWebWithPlaywright.using(browser, { baseURL }, extraContextOptions))
            .attemptsTo(
                Navigate.to('/chat'),
                Ensure.that(Text.ofAll(messages()), contain('Hi Bob!')),
                Enter.theValue('Hi Alice!').into(messageField()),
                Click.on(sendButton()),
                Wait.until(Text.ofAll(messages()), contain('Hi Alice!')),
            );

        await actor.attemptsTo(
            Navigate.to('/chat'),
            Ensure.that(Text.ofAll(messages()), equals(['Hi Bob!', 'Hi Alice!'])),
        );
    });
});
