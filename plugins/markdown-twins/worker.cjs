// Starts worker.ts in a worker thread: a worker does not inherit the TypeScript loader the build was started with
// (Docusaurus loads plugins through jiti), so it registers tsx's, as plugins/code-examples' worker process does.
require('tsx/cjs/api').register();
require('./worker.ts');
