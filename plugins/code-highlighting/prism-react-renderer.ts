/**
 * prism-react-renderer as the theme's code block sees it on the server, and once loaded in the browser (webpack
 * aliases, see index.ts): the same module, with the site's `prism.additionalLanguages` registered on its Prism before
 * anything highlights, by the theme's own `prism-include-languages`. In the browser, `highlighter.ts` loads it after
 * the page has hydrated: while the page hydrates, the lines keep the tokens the server rendered.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';

import { Prism } from 'prism-react-renderer/dist/index.mjs';

prismIncludeLanguages(Prism);

export { Highlight, normalizeTokens, Prism, themes, useTokenize } from 'prism-react-renderer/dist/index.mjs';
