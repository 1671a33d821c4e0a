/**
 * The readers' words for a task, and the framework's name for what does it: a reader types "mouse over menu" or
 * "type into field", the framework calls those `Hover` and `Enter`. The engine searches each word of such a phrase
 * together with the name, so the pages about the interaction answer the reader's words as well.
 *
 * Every name is one the installed `@serenity-js/*` modules export (tasks.test.ts reads their sources), and every
 * phrase is a general way of saying the task, not the words of any one test query. Keep the list small and reviewed:
 * a phrase that also means something else sends readers to the wrong page.
 */
import { normalise, stem, wordPattern } from './text';

export interface TaskName {
    /** The framework's name, as exported by `module` */
    name: string;
    module: string;
    /** What readers call the task, in their words */
    phrases: string[];
}

export const taskVocabulary: TaskName[] = [
    { name: 'Hover', module: '@serenity-js/web', phrases: ['mouse over', 'mouseover', 'mouse hover'] },
    {
        name: 'Enter',
        module: '@serenity-js/web',
        phrases: ['type into', 'type text', 'fill in', 'send keys', 'sendkeys'],
    },
    { name: 'Press', module: '@serenity-js/web', phrases: ['key press', 'keypress', 'keyboard key', 'hit enter'] },
    { name: 'Clear', module: '@serenity-js/web', phrases: ['empty field', 'erase text', 'delete text'] },
    { name: 'Select', module: '@serenity-js/web', phrases: ['dropdown', 'drop down', 'combobox', 'choose option'] },
    { name: 'Scroll', module: '@serenity-js/web', phrases: ['into view', 'scrollintoview'] },
    { name: 'Drag', module: '@serenity-js/web', phrases: ['drag and drop', 'drag n drop', 'dnd'] },
    { name: 'DoubleClick', module: '@serenity-js/web', phrases: ['double click', 'dblclick'] },
    { name: 'RightClick', module: '@serenity-js/web', phrases: ['right click', 'context menu', 'contextmenu'] },
    { name: 'Switch', module: '@serenity-js/web', phrases: ['iframe', 'switch frame', 'new tab', 'new window'] },
    { name: 'ModalDialog', module: '@serenity-js/web', phrases: ['alert', 'confirm dialog', 'prompt dialog'] },
    { name: 'Navigate', module: '@serenity-js/web', phrases: ['open url', 'go to url', 'visit page', 'open page'] },
    { name: 'ExecuteScript', module: '@serenity-js/web', phrases: ['run javascript', 'execute javascript'] },
    { name: 'Text', module: '@serenity-js/web', phrases: ['read text', 'get text', 'gettext', 'innertext'] },
    { name: 'Value', module: '@serenity-js/web', phrases: ['input value', 'field value'] },
    { name: 'Attribute', module: '@serenity-js/web', phrases: ['getattribute', 'get attribute'] },
    { name: 'isVisible', module: '@serenity-js/web', phrases: ['displayed', 'isdisplayed', 'invisible'] },
    { name: 'isEnabled', module: '@serenity-js/web', phrases: ['disabled'] },
    { name: 'Log', module: '@serenity-js/core', phrases: ['print', 'console log'] },
    { name: 'Wait', module: '@serenity-js/core', phrases: ['implicit wait', 'sleep', 'pause'] },
    {
        name: 'TakeNotes',
        module: '@serenity-js/core',
        phrases: ['session variable', 'store variable', 'remember value'],
    },
    {
        name: 'LastResponse',
        module: '@serenity-js/rest',
        phrases: ['response body', 'response data', 'response status'],
    },
];

/** A vocabulary phrase as the engine compares it: its words, normalised and stemmed */
const phraseTerms = (phrase: string) => [...phrase.matchAll(wordPattern)].map(([word]) => stem(normalise(word)));

/**
 * For each word of the query (its normalised terms, in order), the framework's names that a task phrase covering that
 * word stands for, in their searchable form (`Hover` → `hover`); an empty list for a word no phrase covers.
 */
export function taskNamesOf(terms: string[], vocabulary: TaskName[] = taskVocabulary): string[][] {
    const stemmed = terms.map(stem);
    const names: Array<Set<string>> = terms.map(() => new Set());
    for (const { name, phrases } of vocabulary) {
        for (const phrase of phrases.map(phraseTerms)) {
            for (let start = 0; start + phrase.length <= stemmed.length; start++) {
                if (phrase.every((term, i) => stemmed[start + i] === term)) {
                    for (let i = start; i < start + phrase.length; i++) {
                        names[i].add(normalise(name));
                    }
                }
            }
        }
    }
    return names.map(set => [...set]);
}
