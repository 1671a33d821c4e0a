import type { ThemeConfig } from '@docusaurus/preset-classic';

type Footer = NonNullable<ThemeConfig['footer']>;

export const footer = {
    style: 'dark',
    links: [
        {
            title: 'Handbook',
            items: [
                { label: 'Why Serenity/JS', to: '/handbook/' },
                { label: 'Tutorials', to: '/handbook/tutorials/' },
                { label: 'Core Design Patterns', to: '/handbook/design/' },
                { label: 'Web Testing', to: '/handbook/web-testing/' },
                { label: 'API Testing', to: '/handbook/api-testing/' },
                { label: 'Mobile Testing', to: '/handbook/mobile-testing/' },
                { label: 'Reporting', to: '/handbook/reporting/' },
                { label: 'Test runners', to: '/handbook/test-runners/' },
                { label: 'Integration', to: '/handbook/integration/' },
            ],
        },
        {
            title: 'Community',
            items: [
                { label: 'Serenity/JS Community', to: '/community/' },
                { label: 'Blog and announcements', to: '/blog/' },
                { label: "Forum and Q'n'A", href: 'https://github.com/orgs/serenity-js/discussions' },
                { label: 'Community Chat', href: 'https://matrix.to/#/#serenity-js:gitter.im' },
                { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/serenity-js' },
                { label: 'LinkedIn', href: 'https://www.linkedin.com/company/serenity-js' },
                { label: 'YouTube', href: 'https://www.youtube.com/@serenity-js' },
                { label: 'GitHub Sponsors', href: 'https://github.com/sponsors/serenity-js' },
            ],
        },
        {
            title: 'Developers',
            items: [
                { label: 'API Docs', to: '/api/' },
                { label: 'Project Templates', to: '/handbook/project-templates/' },
                { label: 'Serenity/JS GitHub', href: 'https://github.com/serenity-js' },
                { label: 'Report an issue', to: '/community/contributing/reporting-issues/' },
            ],
        },
        {
            title: 'Legal',
            items: [
                { label: 'License', to: '/legal/license/' },
                { label: 'Privacy policy', to: '/legal/privacy-policy/' },
            ],
        },
    ],
    copyright:
        `Made with 💛 in London, UK. Copyright © 2016-${new Date().getFullYear()} ` +
        '<a href="https://janmolak.com" target="_blank" rel="noopener noreferrer">Jan Molak</a>, smartcode ltd.',
} satisfies Footer;
