import { containAtLeastOneItemThat, Ensure, equals, property, startsWith } from '@serenity-js/assertions';
import { Cast } from '@serenity-js/core';
import { describe, it, test } from '@serenity-js/playwright-test';
import { CallAnApi, GetRequest, LastResponse, PostRequest, Send } from '@serenity-js/rest';

import { createTodo, type Todo } from '../screenplay/TodoApi';

describe('To-do API', () => {
    // #region ability
    test.use({
        defaultActorName: 'Apisit',
        actors: async ({ axios }, use) => {
            await use(Cast.where(actor => actor.whoCan(CallAnApi.using(axios))));
        },
    });
    // #endregion ability

    // #region first-scenario
    it('creates a to-do item', async ({ actor }) => {
        await actor.attemptsTo(
            Send.a(PostRequest.to('/api/todos').with({ title: 'Buy milk' })),

            Ensure.that(LastResponse.status(), equals(201)),
            Ensure.that(LastResponse.header('content-type'), startsWith('application/json')),
            Ensure.that(LastResponse.header('location'), startsWith('/api/todos/')),
            Ensure.that(LastResponse.body<Todo>(), property('title', equals('Buy milk'))),
            Ensure.that(LastResponse.body<Todo>(), property('done', equals(false))),
        );
    });
    // #endregion first-scenario

    // #region more-scenarios
    it('returns an item from the address it was created at', async ({ actor }) => {
        await actor.attemptsTo(
            createTodo('Walk the dog'),
            Send.a(GetRequest.to(LastResponse.header('location'))),

            Ensure.that(LastResponse.status(), equals(200)),
            Ensure.that(LastResponse.body<Todo>(), property('title', equals('Walk the dog'))),
        );
    });

    it('lists every item', async ({ actor }) => {
        await actor.attemptsTo(
            createTodo('Water the plants'),
            Send.a(GetRequest.to('/api/todos')),

            Ensure.that(LastResponse.status(), equals(200)),
            Ensure.that(
                LastResponse.body<Todo[]>(),
                containAtLeastOneItemThat(property('title', equals('Water the plants'))),
            ),
        );
    });

    it('rejects an item without a title', async ({ actor }) => {
        await actor.attemptsTo(
            Send.a(PostRequest.to('/api/todos').with({ title: '' })),

            Ensure.that(LastResponse.status(), equals(400)),
            Ensure.that(
                LastResponse.body<{ error: string }>(),
                property('error', equals('title must be a non-empty string')),
            ),
        );
    });
    // #endregion more-scenarios
});
