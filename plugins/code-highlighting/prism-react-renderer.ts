/**
 * prism-react-renderer as the theme's code block sees it (a webpack alias, see index.ts): the same module,
 * with the site's `prism.additionalLanguages` registered on its Prism before anything highlights, by the
 * theme's own `prism-include-languages`. It loads with the code block's chunk, not with every page.
 *
 * While the page hydrates, a block's lines keep the tokens the server rendered (src/theme/CodeBlock/Line), so its
 * `Highlight` does not tokenize the code again: it splits it into lines only, as prism-react-renderer does for a
 * language it has no grammar for. The lines are the same (a token never spans a line), and so is the rest of what it
 * gives the theme (the class names, the colours of the block).
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import { createElement, type ReactElement } from 'react';

import { useFirstRenderedByServer } from '../../shared/hydration';
import { Highlight as Tokenizing, type HighlightProps, Prism } from 'prism-react-renderer/dist/index.mjs';

prismIncludeLanguages(Prism);

/** A Prism that knows no language: prism-react-renderer then only splits the code into lines */
const noGrammars = { ...Prism, languages: {} } as typeof Prism;

export function Highlight(props: HighlightProps): ReactElement {
    const byServer = useFirstRenderedByServer();
    return createElement(Tokenizing, byServer ? { ...props, prism: noGrammars } : props);
}

export { normalizeTokens, Prism, themes, useTokenize } from 'prism-react-renderer/dist/index.mjs';
