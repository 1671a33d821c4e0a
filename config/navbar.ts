import type { ThemeConfig } from '@docusaurus/preset-classic';

import { logo } from '../shared/site';

type Navbar = NonNullable<ThemeConfig['navbar']>;

export const navbar = {
    title: 'Serenity/JS',
    hideOnScroll: true,
    style: 'dark',
    logo: {
        // the title next to it names the link (for assistive technology only, see custom.css): the same words
        // as the picture's alt text would be read twice
        alt: '',
        src: logo.onDarkBackground,
        className: 'serenity-js-logo',
        width: logo.width,
        height: logo.height,
    },
    items: [
        { type: 'doc', docId: 'index', label: 'Handbook', position: 'left' },
        { to: '/api/', label: 'API', position: 'left' },
        { to: '/blog/', label: 'News', position: 'left' },
        { to: '/releases/', label: 'Releases', position: 'left' },
        { to: '/community/', label: 'Community', position: 'left' },
        { href: 'https://github.com/sponsors/serenity-js', label: 'Sponsor', position: 'left' },
        {
            href: 'https://www.youtube.com/@serenity-js',
            position: 'right',
            className: 'navbar-icon-link navbar-youtube-link',
            'aria-label': 'Serenity/JS YouTube channel',
            title: 'Serenity/JS YouTube channel',
            label: 'YouTube',
        },
        {
            href: 'https://github.com/serenity-js',
            position: 'right',
            className: 'navbar-icon-link navbar-github-link',
            'aria-label': 'Serenity/JS GitHub repositories',
            title: 'Serenity/JS GitHub repositories',
            label: 'GitHub',
        },
    ],
} satisfies Navbar;
