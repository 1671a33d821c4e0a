import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import loader from './tslib-loader';

const { withInlineTslibHelpers } = loader as unknown as { withInlineTslibHelpers: (source: string) => string };

const installed = readFileSync(require.resolve('@docusaurus/utils-common'), 'utf8');

/** Runs a CommonJS module's source with `require` answering from `modules`, and returns its exports */
function run(source: string, modules: Record<string, unknown>): Record<string, unknown> {
    const module = { exports: {} as Record<string, unknown> };
    const requireFrom = (name: string) => {
        if (!(name in modules)) {
            throw new Error(`unexpected require("${name}")`);
        }
        return modules[name];
    };
    new Function('module', 'exports', 'require', source)(module, module.exports, requireFrom);
    return module.exports;
}

describe('lean-main: tslib-loader', () => {
    it('writes out the helper of the installed @docusaurus/utils-common, which then works without tslib', () => {
        const result = withInlineTslibHelpers(installed);
        assert.ok(!result.includes('require("tslib")'));
        const applyTrailingSlash = () => 'applied';
        const exportsWith = (compiled: unknown) =>
            run(result, {
                './applyTrailingSlash': compiled,
                './stringUtils': {},
                './errorUtils': {},
            });
        // as TypeScript compiles `export default`, and as a plain CommonJS module exports a function
        assert.equal(
            exportsWith({ __esModule: true, default: applyTrailingSlash }).applyTrailingSlash,
            applyTrailingSlash,
        );
        assert.equal(exportsWith(applyTrailingSlash).applyTrailingSlash, applyTrailingSlash);
    });

    it('fails when the module calls another helper, or requires tslib another way', () => {
        assert.throws(
            () => withInlineTslibHelpers('const tslib_1 = require("tslib");\ntslib_1.__exportStar(a, exports);'),
            /calls tslib's __exportStar/,
        );
        assert.throws(
            () => withInlineTslibHelpers('import { __importDefault } from "tslib";'),
            /no longer requires tslib/,
        );
    });
});
