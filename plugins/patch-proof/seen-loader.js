// The last loader of each bundle patch's rule (see index.js): it changes nothing, and records that the patch's own
// loaders have rewritten this file in this build.
'use strict';

const { recordSeen } = require('./index.js');

module.exports = function seenLoader(source, map) {
    recordSeen(this._compiler, this.getOptions().patch, this.resourcePath);
    this.callback(null, source, map);
};
