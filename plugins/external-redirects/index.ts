/**
 * Writes redirect pages for legacy paths whose target is another site (release notes on GitHub).
 *
 * `@docusaurus/plugin-client-redirects` handles redirects within the site, but it applies the
 * site's trailing-slash rule to every target, turning `…/releases/tag/v3.24.0` into
 * `…/releases/tag/v3.24.0/`. This plugin writes the same kind of page with the target verbatim.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface ExternalRedirect {
    from: string;
    to: string;
}

export interface Options {
    redirects: ExternalRedirect[];
}

const optionsSchema = Joi.object<Options>({
    redirects: Joi.array().items(Joi.object({
        from: Joi.string().pattern(/^\//, 'site-relative path').required(),
        to: Joi.string().uri({ scheme: [ 'http', 'https' ] }).required(),
    })).required(),
});

export function validateOptions({ options, validate }: { options: Options; validate: (schema: typeof optionsSchema, options: Options) => Options }): Options {
    return validate(optionsSchema, options);
}

const escapeHtml = (text: string) => text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** A page that sends the browser to `to` at once, with or without JavaScript, and tells crawlers where the content lives. */
export function redirectPage(to: string): string {
    const url = new URL(to);
    const attribute = escapeHtml(url.href);
    return [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="UTF-8">',
        `<meta http-equiv="refresh" content="0; url=${ attribute }">`,
        `<link rel="canonical" href="${ attribute }">`,
        '<meta name="robots" content="noindex">',
        '<title>Moved</title>',
        `<script>window.location.replace(${ JSON.stringify(url.href).replace(/</g, '\\u003c') });</script>`,
        '</head>',
        `<body><p>This page has moved to <a href="${ attribute }">${ escapeHtml(url.href) }</a>.</p></body>`,
        '</html>',
        '',
    ].join('\n');
}

/** `/changelog/3.24.0/` → `changelog/3.24.0/index.html`; `/a.html` → `a.html/index.html` (see plugin-client-redirects). */
export function redirectFilePath(from: string): string {
    const segments = from.split('/').filter(Boolean);
    if (segments.some(segment => segment === '..' || segment === '.')) {
        throw new Error(`Redirect source "${ from }" must not contain "." or ".." segments`);
    }
    return path.join(...segments, 'index.html');
}

export default function externalRedirects(_context: LoadContext, options: Options): Plugin {
    return {
        name: 'external-redirects',
        async postBuild({ outDir, routesPaths }) {
            for (const { from, to } of options.redirects) {
                const normalised = `/${ from.split('/').filter(Boolean).join('/') }/`;
                if (routesPaths.includes(normalised)) {
                    throw new Error(`external-redirects: "${ from }" is a page of this site; a redirect would replace it`);
                }
                const file = path.join(outDir, redirectFilePath(from));
                await fs.mkdir(path.dirname(file), { recursive: true });
                await fs.writeFile(file, redirectPage(to), { flag: 'wx' });
            }
        },
    };
}
