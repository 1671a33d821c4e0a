// A webpack/Rspack loader for prism-react-renderer 2's bundle (`dist/index.mjs`, see README.md): it drops the
// languages the package registers on its Prism (about 19 KB gzip, most of them languages no page here shows) and
// keeps Prism itself, so that the site's code blocks load exactly the languages of `prism.additionalLanguages`.
'use strict';

const section = '// src/prism-langs.ts\n';
const prismDeclaration = 'var Prism = __toESM(require_prism());\n';
const nextSection = '\n// src/themes/index.ts\n';

function withoutBundledLanguages(source) {
    const start = source.indexOf(section);
    const end = source.indexOf(nextSection, start);
    if (start < 0 || end < 0 || !source.startsWith(prismDeclaration, start + section.length)) {
        throw new Error(
            "code-highlighting: prism-react-renderer's bundle no longer has the languages section this loader removes; check the package's version",
        );
    }
    return `${source.slice(0, start + section.length)}${prismDeclaration}${source.slice(end)}`;
}

module.exports = function languagesLoader(source) {
    return withoutBundledLanguages(source);
};
module.exports.withoutBundledLanguages = withoutBundledLanguages;
