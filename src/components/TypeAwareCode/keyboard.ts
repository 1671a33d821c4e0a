/**
 * A type-aware block is one tab stop: its `<pre>`, as the theme renders it. Its names' links are out of the tab order
 * (`tabIndex={-1}`, a roving tab index as toolbars and grids have) and the arrow keys move between them: Right or Down
 * to the next, Left or Up to the previous, Home and End to the first and the last; from the `<pre>`, Right and Down go
 * to the first name, Left and Up to the last. Enter follows the focused link, which stays a real link with its name as
 * its accessible name, so a screen reader still reads and follows each one. The first time a block's `<pre>` is
 * focused, it gets a description that says so, made then rather than rendered into every block's HTML.
 */

const next: Partial<Record<string, (current: number, last: number) => number>> = {
    ArrowRight: (current, last) => (current < 0 ? 0 : Math.min(current + 1, last)),
    ArrowDown: (current, last) => (current < 0 ? 0 : Math.min(current + 1, last)),
    ArrowLeft: (current, last) => (current < 0 ? last : Math.max(current - 1, 0)),
    ArrowUp: (current, last) => (current < 0 ? last : Math.max(current - 1, 0)),
    Home: () => 0,
    End: (_, last) => last,
};

/** What the description of a block with links says */
const hint = 'Arrow keys move between the names that link to the API reference; Enter follows a link.';

/** Moves the focus to another of the block's links, for a key that does; does nothing for any other key */
export function moveBetweenNames(block: HTMLElement, event: KeyboardEvent, links: string): void {
    const move = next[event.key];
    const target = event.target as HTMLElement;
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
        return;
    }
    const names = Array.from(block.querySelectorAll<HTMLElement>(links));
    const current = names.indexOf(target);
    if (names.length === 0 || (current < 0 && target.tagName !== 'PRE')) {
        return;
    }
    event.preventDefault();
    names[move(current, names.length - 1)].focus();
}

/** Describes the keys of a block with links to a screen reader when its `<pre>` gets the focus */
export function describeKeys(block: HTMLElement, event: FocusEvent, links: string, id: string): void {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'PRE' || target.hasAttribute('aria-describedby') || !block.querySelector(links)) {
        return;
    }
    let description = document.getElementById(id);
    if (!description) {
        description = document.createElement('span');
        description.id = id;
        description.hidden = true;
        description.textContent = hint;
        block.append(description);
    }
    target.setAttribute('aria-describedby', id);
}
