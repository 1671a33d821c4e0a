/**
 * prism-react-renderer as the theme's code block sees it (a webpack alias, see index.ts): the same module,
 * with the site's `prism.additionalLanguages` registered on its Prism before anything highlights, by the
 * theme's own `prism-include-languages`. It loads with the code block's chunk, not with every page.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import { Prism } from 'prism-react-renderer/dist/index.mjs';

prismIncludeLanguages(Prism);

export * from 'prism-react-renderer/dist/index.mjs';
