import { Task } from '@serenity-js/core';
import { Click, Enter, Key, Navigate, Press } from '@serenity-js/web';

import { TodoList } from './TodoList';

export const openTheTodoList = () => Task.where(`#actor opens the to-do list`, Navigate.to('/'));

export const recordItem = (name: string) =>
    Task.where(
        `#actor records an item called "${name}"`,
        Enter.theValue(name).into(TodoList.newItemInput()),
        Press.the(Key.Enter).in(TodoList.newItemInput()),
    );

export const recordItems = (...names: string[]) =>
    Task.where(`#actor records ${names.length} items`, ...names.map(name => recordItem(name)));

export const markAsDone = (name: string) =>
    Task.where(`#actor marks "${name}" as done`, Click.on(TodoList.checkboxOf(name)));
