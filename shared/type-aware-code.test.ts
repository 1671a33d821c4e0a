import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { identifierLength, itemsByLine, lineKey, placePopover, splitLine } from './type-aware-code';

const token = (content: string, ...types: string[]) => ({ content, types: types.length > 0 ? types : ['plain'] });

describe('lineKey', () => {
    it('names a line by its text: the same text, the same key; another text, another key', () => {
        assert.equal(lineKey(`Ensure.that(actual, equals(42)),`), lineKey(`Ensure.that(actual, equals(42)),`));
        assert.notEqual(lineKey(`Ensure.that(actual, equals(42)),`), lineKey(`Ensure.that(actual, equals(43)),`));
        assert.match(lineKey(''), /^[0-9a-z]+$/);
    });
});

describe('itemsByLine', () => {
    const lines = itemsByLine({
        k: 'block',
        l: ['first', 'second'],
        h: ['/api/assertions/class/Ensure/', '/api/assertions/class/Ensure/#that'],
        t: [
            [0, 9, 0],
            [1, 0, 0],
            [1, 7, 1],
        ],
        p: [[1, 12]],
    });

    it("groups a block's identifiers by line, in the order they appear, each knowing which it is", () => {
        assert.deepEqual(
            lines.get('second')?.map(({ column, identifier, href }) => [column, identifier, href]),
            [
                [0, 1, '/api/assertions/class/Ensure/'],
                [7, 2, '/api/assertions/class/Ensure/#that'],
                [12, 3, undefined],
            ],
        );
    });
});

describe('identifierLength', () => {
    it('reads the word that starts at a column', () => {
        assert.equal(identifierLength('await actor.attemptsTo($x, _y1)', 12), 'attemptsTo'.length);
        assert.equal(identifierLength('await actor.attemptsTo($x, _y1)', 23), 2);
        assert.equal(identifierLength('const größe = 1', 6), 5);
        assert.equal(identifierLength('a + b', 1), 0);
    });
});

describe('splitLine', () => {
    const items = [
        { column: 2, identifier: 0, href: '/api/assertions/class/Ensure/' },
        { column: 9, identifier: 1 },
    ];

    it('gives each identifier a token of its own and keeps the rest of the text in tokens of the same kind', () => {
        const pieces = splitLine(
            [token('  Ensure', 'plain'), token('.', 'punctuation'), token('that(', 'plain')],
            items,
        );
        assert.deepEqual(
            pieces.map(({ token: { content, types }, item }) => [content, types[0], item?.identifier]),
            [
                ['  ', 'plain', undefined],
                ['Ensure', 'plain', 0],
                ['.', 'punctuation', undefined],
                ['that', 'plain', 1],
                ['(', 'plain', undefined],
            ],
        );
    });

    it('never changes the text of the line', () => {
        const tokens = [token('  Ens'), token('ure.th'), token('at('), token(' // done', 'comment')];
        const pieces = splitLine(tokens, items);
        assert.equal(pieces.map(piece => piece.token.content).join(''), tokens.map(t => t.content).join(''));
        assert.deepEqual(
            pieces.filter(piece => piece.item).map(piece => piece.token.content),
            ['Ens', 'ure', 'th', 'at'],
            'an identifier the highlighter split stays split, each piece knowing it',
        );
    });

    it('leaves a line without identifiers as it is', () => {
        const tokens = [token('})')];
        assert.deepEqual(splitLine(tokens, []), [{ token: tokens[0] }]);
    });
});

describe('placePopover', () => {
    const viewport = { width: 400, height: 600 };
    const size = { width: 300, height: 100 };

    it('goes below the identifier, starting where it starts', () => {
        assert.deepEqual(placePopover({ top: 100, left: 50, width: 40, height: 20 }, size, viewport), {
            top: 126,
            left: 50,
            placement: 'below',
        });
    });

    it('goes above an identifier near the bottom of the viewport', () => {
        const { top, placement } = placePopover({ top: 550, left: 50, width: 40, height: 20 }, size, viewport);
        assert.equal(placement, 'above');
        assert.equal(top, 550 - 6 - 100);
    });

    it('moves left to stay inside the viewport, and never past its left edge', () => {
        assert.equal(placePopover({ top: 100, left: 350, width: 40, height: 20 }, size, viewport).left, 400 - 8 - 300);
        assert.equal(placePopover({ top: 100, left: 0, width: 40, height: 20 }, size, viewport).left, 8);
    });

    it('stays inside a viewport that is too short for it either way', () => {
        const { top } = placePopover(
            { top: 60, left: 0, width: 40, height: 20 },
            { width: 300, height: 100 },
            {
                width: 400,
                height: 150,
            },
        );
        assert.ok(top >= 8 && top + 100 <= 150 - 8 + 1, `top ${top}`);
    });
});
