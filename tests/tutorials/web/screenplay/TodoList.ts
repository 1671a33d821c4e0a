// #region imports
import { equals } from '@serenity-js/assertions';
import { By, PageElement, PageElements, Text } from '@serenity-js/web';
// #endregion imports

// #region page-elements
export class TodoList {
    static newItemInput = () => PageElement.located(By.css('#new-item')).describedAs('the new item field');

    static items = () => PageElements.located(By.css('.items li')).describedAs('the to-do items');

    static itemCalled = (name: string) =>
        TodoList.items().where(Text, equals(name)).first().describedAs(`the item called "${name}"`);

    static checkboxOf = (name: string) =>
        PageElement.located(By.css('input[type="checkbox"]'))
            .of(TodoList.itemCalled(name))
            .describedAs(`the checkbox of "${name}"`);

    static remainingCounter = () =>
        PageElement.located(By.css('.remaining')).describedAs('the remaining items counter');
}
// #endregion page-elements

// #region questions
export const itemNames = () => Text.ofAll(TodoList.items()).describedAs('the names of the to-do items');

export const remainingItems = () => Text.of(TodoList.remainingCounter());
// #endregion questions
