import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { shortcutOf } from './shortcuts';

const key = (key: string, extra: Partial<KeyboardEvent> & { tagName?: string } = {}) => ({
    key,
    code: extra.code ?? `Key${key.toUpperCase()}`,
    metaKey: extra.metaKey ?? false,
    ctrlKey: extra.ctrlKey ?? false,
    keyCode: key.length === 1 ? key.toUpperCase().charCodeAt(0) : 0,
    target: { tagName: extra.tagName ?? 'BODY', isContentEditable: false } as unknown as EventTarget,
});

describe('search shortcuts', () => {
    const closed = { isOpen: false, buttonFocused: false };
    const open = { isOpen: true, buttonFocused: false };

    it('Ctrl+K and Cmd+K open and close the modal', () => {
        assert.equal(shortcutOf(key('k', { ctrlKey: true }), closed), 'toggle');
        assert.equal(shortcutOf(key('K', { metaKey: true }), open), 'toggle');
        assert.equal(shortcutOf(key('k'), closed), undefined);
    });

    it('"/" opens it, except while typing into a field, and Escape closes it', () => {
        assert.equal(shortcutOf(key('/', { code: 'Slash' }), closed), 'toggle');
        assert.equal(shortcutOf(key('/', { code: 'Slash', tagName: 'INPUT' }), closed), undefined);
        assert.equal(shortcutOf(key('/', { code: 'Slash' }), open), undefined);
        assert.equal(shortcutOf(key('Escape', { code: 'Escape' }), open), 'toggle');
        assert.equal(shortcutOf(key('Escape', { code: 'Escape' }), closed), undefined);
    });

    it('a letter or digit typed on the focused button starts a search with it', () => {
        assert.equal(shortcutOf(key('c'), { isOpen: false, buttonFocused: true }), 'input');
        assert.equal(shortcutOf(key('7'), { isOpen: false, buttonFocused: true }), 'input');
        assert.equal(shortcutOf(key('c'), closed), undefined);
    });
});
