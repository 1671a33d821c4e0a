/// <reference types="jasmine" />
import { Ensure, equals } from '@serenity-js/assertions';
import { actorCalled } from '@serenity-js/core';

describe('Serenity/JS set-up', () => {

    it('lets an actor perform a simple check', async () => {
        await actorCalled('Alice').attemptsTo(
            Ensure.that(2 + 2, equals(4)),
        );
    });
});
