import { Then } from '@cucumber/cucumber';
import { Ensure, equals } from '@serenity-js/assertions';
import { actorCalled } from '@serenity-js/core';

Then('{word} can perform a simple check', async (actorName: string) => {
    await actorCalled(actorName).attemptsTo(
        Ensure.that(2 + 2, equals(4)),
    );
});
