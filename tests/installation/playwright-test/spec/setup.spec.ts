import { Ensure, equals } from '@serenity-js/assertions';
import { describe, it } from '@serenity-js/playwright-test';

describe('Serenity/JS set-up', () => {

    it('lets an actor perform a simple check', async ({ actor }) => {
        await actor.attemptsTo(
            Ensure.that(2 + 2, equals(4)),
        );
    });
});
