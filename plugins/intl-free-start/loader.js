// A webpack/Rspack loader for three files of Docusaurus 3.7.0 that call `Intl` while a page starts (see README.md):
// their sorts compare plain strings instead of calling `localeCompare`, and the theme's date formatter writes the
// dates it can without `Intl.DateTimeFormat` (shared/calendar-dates.ts).
'use strict';

const { replaceOnce } = require('../replace-once');

const ordinal = (a, b) => `(${a} < ${b} ? -1 : ${a} > ${b} ? 1 : 0)`;

/** Each file's rewrites: the exact text of 3.7.0, and what takes its place */
const rewrites = [
    {
        file: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
        what: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
        // the docs plugin whose path is longest first, so that '/android/foo' matches '/android' before '/'
        replace: [
            [
                '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
                `.sort((a, b) => ${ordinal('b[1].path', 'a[1].path')})`,
            ],
        ],
    },
    {
        file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
        what: '@docusaurus/theme-common/lib/utils/reactUtils.js',
        // useShallowMemoObject: the properties in a stable order, whichever it is
        replace: [
            ['deps.sort((a, b) => a[0].localeCompare(b[0]));', `deps.sort((a, b) => ${ordinal('a[0]', 'b[0]')});`],
        ],
    },
    {
        file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]IntlUtils\.js$/,
        what: '@docusaurus/theme-common/lib/utils/IntlUtils.js',
        replace: [
            [
                "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
                "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nimport { dateTimeFormat } from '@site/shared/calendar-dates';",
            ],
            ['return new Intl.DateTimeFormat(currentLocale, {', 'return dateTimeFormat(currentLocale, {'],
        ],
    },
];

/** `source` of the file at `file` rewritten, or an error naming the file and the text it no longer has */
function withoutIntlAtStart(source, file) {
    const target = rewrites.find(({ file: test }) => test.test(file));
    if (!target) {
        throw new Error(`intl-free-start: no rewrite for ${file}`);
    }
    return target.replace.reduce(
        (result, [text, replacement]) =>
            replaceOnce(result, text, replacement, { patch: 'intl-free-start', file: target.what }),
        source,
    );
}

module.exports = function intlFreeStartLoader(source) {
    return withoutIntlAtStart(source, this.resourcePath);
};
module.exports.withoutIntlAtStart = withoutIntlAtStart;
module.exports.rewrites = rewrites;
