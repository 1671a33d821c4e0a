import { configure } from '@serenity-js/core';

configure({
    crew: [
        '@serenity-js/console-reporter',
    ],
});
