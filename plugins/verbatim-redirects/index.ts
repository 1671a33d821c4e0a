/**
 * Writes redirect pages whose target must reach the browser exactly as configured: targets on another
 * site (release notes on GitHub) and targets with an anchor (`/handbook/#why-choose-serenityjs`).
 *
 * `@docusaurus/plugin-client-redirects` handles the other redirects, but it normalises every target:
 * it appends a slash to `…/releases/tag/v3.24.0` and drops the one before `#` in `/handbook/#…`.
 * A target within the site must be one of its pages, or the build fails.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { promises as fs } from 'node:fs';
import path from 'node:path';

import { escapeHtml } from '../../shared/html';
import { optionsValidator } from '../options';

export interface VerbatimRedirect {
    from: string;
    to: string;
}

export interface Options {
    redirects: VerbatimRedirect[];
}

const optionsSchema = Joi.object<Options>({
    redirects: Joi.array()
        .items(
            Joi.object({
                from: Joi.string().pattern(/^\//, 'site-relative path').required(),
                to: Joi.alternatives(
                    Joi.string().uri({ scheme: ['http', 'https'] }),
                    Joi.string().pattern(/^\/[^/]/, 'site-relative path'),
                ).required(),
            }),
        )
        .required(),
});

export const validateOptions = optionsValidator(optionsSchema);

/** A page that sends the browser to `to` at once, with or without JavaScript, and tells crawlers where the content lives. */
export function redirectPage(to: string): string {
    const url = new URL(to, 'https://site.invalid');
    const href = url.origin === 'https://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href;
    const attribute = escapeHtml(href);
    return [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="UTF-8">',
        `<meta http-equiv="refresh" content="0; url=${attribute}">`,
        `<link rel="canonical" href="${attribute}">`,
        '<meta name="robots" content="noindex">',
        '<title>Moved</title>',
        `<script>window.location.replace(${JSON.stringify(href).replace(/</g, '\\u003c')});</script>`,
        '</head>',
        `<body><p>This page has moved to <a href="${attribute}">${attribute}</a>.</p></body>`,
        '</html>',
        '',
    ].join('\n');
}

/** `/changelog/3.24.0/` → `changelog/3.24.0/index.html`; `/a.html` → `a.html/index.html` (see plugin-client-redirects). */
export function redirectFilePath(from: string): string {
    const segments = from.split('/').filter(Boolean);
    if (segments.some(segment => segment === '..' || segment === '.')) {
        throw new Error(`Redirect source "${from}" must not contain "." or ".." segments`);
    }
    return path.join(...segments, 'index.html');
}

const asRoute = (pathname: string) => `/${pathname.split('/').filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/');

export default function verbatimRedirects(_context: LoadContext, options: Options): Plugin {
    return {
        name: 'verbatim-redirects',
        async postBuild({ outDir, routesPaths }) {
            for (const { from, to } of options.redirects) {
                if (routesPaths.includes(asRoute(from))) {
                    throw new Error(
                        `verbatim-redirects: "${from}" is a page of this site; a redirect would replace it`,
                    );
                }
                if (to.startsWith('/') && !routesPaths.includes(new URL(to, 'https://site.invalid').pathname)) {
                    throw new Error(
                        `verbatim-redirects: the redirect from "${from}" points to "${to}", which is not a page of this site`,
                    );
                }
                const file = path.join(outDir, redirectFilePath(from));
                await fs.mkdir(path.dirname(file), { recursive: true });
                await fs.writeFile(file, redirectPage(to), { flag: 'wx' });
            }
        },
    };
}
