import type { ThemeConfig } from '@docusaurus/preset-classic';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * Change the `id` whenever the content changes: visitors who dismissed the previous announcement
 * (where dismissal is enabled) will see the new one.
 */
export const announcementBar = {
    id: 'bdd-in-action-40-percent-off',
    content:
        'Save 40% on <a target="_blank" rel="noopener noreferrer" href="https://www.manning.com/books/bdd-in-action-second-edition">' +
        '"BDD in Action, Second Edition"</a> 📚',
    backgroundColor: '#FFE46E',
    textColor: '#1c1e21',
    isCloseable: false,
} satisfies AnnouncementBar;
