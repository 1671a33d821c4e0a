import type { ThemeConfig } from '@docusaurus/preset-classic';
import { themes } from 'prism-react-renderer';

type Prism = NonNullable<ThemeConfig['prism']>;

export const prism = {
    theme: themes.github,
    darkTheme: themes.dracula,
    additionalLanguages: [ 'bash', 'diff', 'docker', 'gherkin', 'groovy', 'java', 'javascript', 'json', 'properties', 'typescript', 'yaml' ],
} satisfies Prism;
