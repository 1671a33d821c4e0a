import { Ensure, equals } from '@serenity-js/assertions';
import { Task } from '@serenity-js/core';
import { LastResponse, PostRequest, Send } from '@serenity-js/rest';

// #region model
export interface Todo {
    id: number;
    title: string;
    done: boolean;
}
// #endregion model

// #region task
export const createTodo = (title: string) =>
    Task.where(
        `#actor creates a to-do item called "${title}"`,
        Send.a(PostRequest.to('/api/todos').with({ title })),
        Ensure.that(LastResponse.status(), equals(201)),
    );
// #endregion task
