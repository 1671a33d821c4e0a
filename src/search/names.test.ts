import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { ApiNameIndex, NameTier } from './names';

describe('ApiNameIndex', () => {
    const index = new ApiNameIndex();
    const declarations = [
        { kind: 'class', name: 'Click' },
        { kind: 'method', name: 'Click.on' },
        { kind: 'class', name: 'PageElement' },
        { kind: 'method', name: 'Question.describedAs' },
        { kind: 'method', name: 'LastResponse.status' },
        { kind: 'function', name: 'equals' },
        { kind: 'section', name: 'Click' },
    ];
    declarations.forEach((api, id) => index.add(id, { ...api, module: '@serenity-js/web' }));
    const tierOf = (query: string, id: number) => index.match(query).get(id);

    it('rates a name typed exactly highest, a class a notch above a member', () => {
        assert.equal(tierOf('Click.on', 1), NameTier.Exact * 2);
        assert.equal(tierOf('click', 0), NameTier.Exact * 2 + 1);
        assert.equal(tierOf('Click.on()', 1), NameTier.Exact * 2);
        assert.equal(tierOf('Click#on', 1), NameTier.Exact * 2);
    });

    it('finds names run together or typed as words, with or without stop words', () => {
        assert.equal(tierOf('clickon', 1), NameTier.RunTogether * 2);
        assert.equal(tierOf('page element', 2), NameTier.RunTogether * 2 + 1);
    });

    it('finds a member by its own name only when that name is an identifier of several words', () => {
        assert.equal(tierOf('describedAs', 3), NameTier.MemberName * 2);
        assert.equal(tierOf('status', 4), undefined);
    });

    it('finds the names a query is made of, or a run of its words that names one', () => {
        assert.equal(tierOf('click equals', 0), NameTier.InQuery * 2 + 1);
        assert.equal(tierOf('click equals', 5), NameTier.InQuery * 2 + 1);
        assert.equal(tierOf('click on button', 1), NameTier.InQuery * 2);
        assert.equal(tierOf('click the button', 0), undefined, 'one word that is a name, among others that are not');
    });

    it('leaves a section of a declaration’s documentation out: it names nothing', () => {
        assert.equal(tierOf('click', 6), undefined);
    });
});
