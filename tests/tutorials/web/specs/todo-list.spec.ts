import { Ensure, equals, isPresent, not } from '@serenity-js/assertions';
import { describe, it } from '@serenity-js/playwright-test';
import { Page } from '@serenity-js/web';

import { markAsDone, openTheTodoList, recordItem, recordItems } from '../screenplay/tasks';
import { itemNames, remainingItems, TodoList } from '../screenplay/TodoList';

describe('Tiny To-do', () => {
    // #region first-scenario
    it('starts with an empty list', async ({ actor }) => {
        await actor.attemptsTo(
            openTheTodoList(),
            Ensure.that(Page.current().title(), equals('Tiny To-do')),
            Ensure.that(TodoList.items().first(), not(isPresent())),
            Ensure.that(remainingItems(), equals('Nothing left to do')),
        );
    });
    // #endregion first-scenario

    // #region more-scenarios
    it('lists the items in the order they were recorded', async ({ actor }) => {
        await actor.attemptsTo(
            openTheTodoList(),
            recordItem('Buy milk'),
            recordItem('Walk the dog'),
            Ensure.that(itemNames(), equals(['Buy milk', 'Walk the dog'])),
            Ensure.that(remainingItems(), equals('2 items left')),
        );
    });

    it('counts only the items that are not done yet', async ({ actor }) => {
        await actor.attemptsTo(
            openTheTodoList(),
            recordItems('Buy milk', 'Walk the dog', 'Water the plants'),
            markAsDone('Walk the dog'),
            Ensure.that(remainingItems(), equals('2 items left')),
        );
    });
    // #endregion more-scenarios
});
