// A webpack/Rspack loader for `@docusaurus/utils-common/lib/index.js` 3.7.0, in the client bundle only (see
// README.md): the one tslib helper the module calls, written out, instead of `require("tslib")`, which brings all of
// tslib into `main.js` (a CommonJS require of tslib's ES module keeps every export).
'use strict';

const requireTslib = /^const (\w+) = require\("tslib"\);$/m;

// tslib's own __importDefault
const importDefault = 'function (mod) { return mod && mod.__esModule ? mod : { default: mod }; }';

function withInlineTslibHelpers(source) {
    const found = requireTslib.exec(source);
    if (!found) {
        throw new Error(
            'lean-main: @docusaurus/utils-common no longer requires tslib as `const tslib_1 = require("tslib");`; check the Docusaurus version',
        );
    }
    const name = found[1];
    const helpers = new Set([...source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map(([, helper]) => helper));
    const others = [...helpers].filter(helper => helper !== '__importDefault');
    if (others.length > 0) {
        throw new Error(
            `lean-main: @docusaurus/utils-common calls tslib's ${others.join(', ')}, which tslib-loader.js does not write out; add them or drop the loader`,
        );
    }
    return source.replace(requireTslib, `const ${name} = { __importDefault: ${importDefault} };`);
}

module.exports = function tslibLoader(source) {
    return withInlineTslibHelpers(source);
};
module.exports.withInlineTslibHelpers = withInlineTslibHelpers;
