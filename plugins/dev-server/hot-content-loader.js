/**
 * Appended to each MDX module of the development server's client bundle (plugins/dev-server), after it is compiled: the
 * module accepts its own updates and hands the new exports to `client.ts`, which swaps the content on screen, or
 * reloads the page when what changed is not the content alone. The module's exports are read through an import of
 * itself, so nothing depends on the names the compiler gives them.
 */
const path = require('node:path');

const client = path.join(__dirname, 'hot-content.ts');

/** @param {string} source the compiled module */
module.exports = function mdxHotLoader(source) {
    return `${source}
import * as __mdxHotSelf from ${JSON.stringify(this.resource)};
import { contentUpdated as __mdxHotUpdated } from ${JSON.stringify(client)};
if (import.meta.webpackHot) {
    import.meta.webpackHot.dispose(data => {
        data.previous = { ...__mdxHotSelf };
    });
    const previous = import.meta.webpackHot.data && import.meta.webpackHot.data.previous;
    if (previous && !__mdxHotUpdated(previous, __mdxHotSelf)) {
        window.location.reload();
    } else {
        import.meta.webpackHot.accept();
    }
}
`;
};
