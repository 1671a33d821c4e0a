import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

type Replacement = string | ((match: RegExpMatchArray) => string);
interface Where {
    patch: string;
    file: string;
    what?: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS helper, as the loaders that use it are
const { replaceOnce } = require('./replace-once.js') as {
    replaceOnce: (source: string, find: string | RegExp, replacement: Replacement, where: Where) => string;
};

const where = { patch: 'some-patch', file: 'pkg/lib/file.js' };

describe('replaceOnce, the rule of the loaders that patch a dependency', () => {
    it('replaces the one occurrence of an exact text, taking the replacement as it is', () => {
        assert.equal(replaceOnce('a(x); b(x);', 'a(x)', 'a($&, $1)', where), 'a($&, $1); b(x);');
    });

    it('replaces the one match of a pattern with what a function of the match returns', () => {
        assert.equal(
            replaceOnce('f(1);g(2);', /g\((\d)\)/g, ([, digit]) => `g(${Number(digit) + 1})`, where),
            'f(1);g(3);',
        );
    });

    it('fails, naming the patch, the file and the text, when the text is missing', () => {
        assert.throws(
            () => replaceOnce('b(x);', 'a(x)', 'c', where),
            /^Error: some-patch: pkg\/lib\/file\.js no longer has `a\(x\)`, which the patch expects once; check the pinned version \(plugins\/some-patch\/README\.md\)$/,
        );
    });

    it('fails when the text occurs more than once, rather than patching the first place it is found', () => {
        assert.throws(() => replaceOnce('a(x); a(x);', 'a(x)', 'c', where), /pkg\/lib\/file\.js has 2 times `a\(x\)`/);
        assert.throws(
            () => replaceOnce('g(1);g(2);', /g\(\d\)/g, 'h', { ...where, what: 'the call of g' }),
            /has 2 times the call of g/,
        );
    });
});
