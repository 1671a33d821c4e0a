/**
 * A bundler loader that changes nothing: it makes the page it loads depend on the files named in its options (the
 * generated files remark plugins read), so that the development server compiles the page again when they change.
 * See plugins/dev-start.ts.
 */
module.exports = function generatedFilesLoader(source) {
    for (const file of this.getOptions().files) {
        this.addDependency(file);
    }
    return source;
};
