// A webpack/Rspack loader for Docusaurus 3.7.0's generated `.docusaurus/registry.js`, in the client bundle only
// (see README.md): each entry `[loader, "module path", require.resolveWeak(…)]` keeps its loader and weak id, and
// loses the module path, which only server-side rendering reads.
'use strict';

// `  "014e8643": [() => import(/* webpackChunkName: "014e8643" */ "…"), "…", require.resolveWeak("…")],`
const modulePath =
    /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"\n]+"\), )"[^"\n]+"(, require\.resolveWeak\()/g;

function withoutModulePaths(source) {
    const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
    let replaced = 0;
    const result = source.replace(modulePath, (_, start, end) => {
        replaced++;
        return `${start}""${end}`;
    });
    if (replaced !== entries) {
        throw new Error(
            `lean-main: rewrote ${replaced} of the ${entries} entries of .docusaurus/registry.js; its format has changed, check the Docusaurus version`,
        );
    }
    return result;
}

module.exports = function registryLoader(source) {
    return withoutModulePaths(source);
};
module.exports.withoutModulePaths = withoutModulePaths;
