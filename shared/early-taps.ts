/**
 * A tap on the search button or the menu button while the page is still starting (its scripts not yet run) is not
 * lost: this small script, inline in each page's head, notes such a tap, marks the button (`data-tapped-early`, which
 * the style sheet shows as pressed), and clicks the button again once React has hydrated the page, so that the modal
 * or the menu opens then. From the moment React's root exists (`window.docusaurusRoot`), React hears taps itself: it
 * hydrates the tapped part at once and handles the tap, so the script stops noting them. The script is in
 * config/earlyTaps.ts; the names here are what the page's own code (the search bar) and the tests share with it.
 */
export const earlyTapTargets = ['.DocSearch-Button', '.navbar__toggle'];

export const earlyTapAttribute = 'data-tapped-early';
