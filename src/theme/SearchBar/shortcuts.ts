/**
 * The search modal's keyboard shortcuts, as DocSearch 3.9 defines them, without its library (see `SearchButton.tsx`).
 */

/** Whether a key press is typing into a text field, where "/" is a character rather than a shortcut */
export function isTypingIntoField(target: EventTarget | null): boolean {
    const element = target as HTMLElement | null;
    return Boolean(element && (element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)));
}

/** What a key press on the page means for the search modal */
export function shortcutOf(
    event: Pick<KeyboardEvent, 'code' | 'key' | 'metaKey' | 'ctrlKey' | 'keyCode' | 'target'>,
    { isOpen, buttonFocused }: { isOpen: boolean; buttonFocused: boolean },
): 'toggle' | 'input' | undefined {
    const commandK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
    const slash = event.key === '/' && !isOpen && !isTypingIntoField(event.target);
    if ((event.code === 'Escape' && isOpen) || commandK || slash) {
        return 'toggle';
    }
    // a letter or digit typed while the button has focus opens the modal with that character as the query
    return buttonFocused && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode)) ? 'input' : undefined;
}
