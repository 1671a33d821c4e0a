/**
 * Serves build/ the way GitHub Pages (the site's host) does, so the end-to-end tests see what readers
 * see: a file is served as it is; a folder requested without its trailing slash is redirected to it;
 * a folder with one is served from its index.html; anything else gets 404.html with status 404.
 * (`docusaurus serve` rewrites `.html` paths itself, which would hide the site's own redirect pages.)
 * It also stands in for an analytics collector: POST /__analytics/ answers 204, so a build configured
 * with a loopback endpoint (see `npm run build:test`) can be tested without any other host.
 * With `compress`, text files (HTML, CSS, JavaScript, JSON, XML, SVG) go out gzip-compressed to a client
 * that accepts it, as GitHub Pages sends them: page-speed figures then describe the real host.
 *
 *   node --import tsx tests/support/static-server.ts [port] [dir]
 */
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.xml': 'application/xml; charset=utf-8',
    '.txt': 'text/plain; charset=utf-8',
    // the pages' Markdown twins (plugins/markdown-twins)
    '.md': 'text/markdown; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.gif': 'image/gif',
    '.webp': 'image/webp',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
    '.ttf': 'font/ttf',
    '.webmanifest': 'application/manifest+json',
    '.gz': 'application/gzip',
};

async function statOf(file: string) {
    try {
        return await fs.stat(file);
    } catch {
        return undefined;
    }
}

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

/** Whether a response with this file should be gzip-compressed for a request with this `accept-encoding` */
export function shouldCompress(file: string, acceptEncoding: string | undefined): boolean {
    return compressible.has(path.extname(file)) && /\bgzip\b/.test(acceptEncoding ?? '');
}

export interface StaticServerOptions {
    /** gzip text files for clients that accept it, as the real host does; off by default */
    compress?: boolean;
}

export function createStaticServer(root: string, { compress = false }: StaticServerOptions = {}): http.Server {
    const rootDir = path.resolve(root);

    return http.createServer(async (request, response) => {
        const send = (status: number, file: string) => {
            const gzip = compress && shouldCompress(file, String(request.headers['accept-encoding'] ?? ''));
            response.writeHead(status, {
                'content-type': types[path.extname(file)] ?? 'application/octet-stream',
                'cache-control': 'no-cache',
                vary: 'accept-encoding',
                ...(gzip ? { 'content-encoding': 'gzip' } : {}),
            });
            const body = createReadStream(file);
            (gzip ? body.pipe(createGzip()) : body).pipe(response);
        };

        const url = new URL(request.url ?? '/', 'http://localhost');
        if (request.method === 'POST' && url.pathname === '/__analytics/') {
            request.resume();
            response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
            return;
        }
        let pathname: string;
        try {
            pathname = decodeURIComponent(url.pathname);
        } catch {
            response.writeHead(400).end();
            return;
        }
        const file = path.join(rootDir, pathname);
        if (!file.startsWith(rootDir)) {
            response.writeHead(403).end();
            return;
        }

        const stat = await statOf(file);
        if (stat?.isFile()) {
            return send(200, file);
        }
        if (stat?.isDirectory()) {
            if (!pathname.endsWith('/')) {
                response.writeHead(301, { location: `${pathname}/${url.search}` }).end();
                return;
            }
            const index = path.join(file, 'index.html');
            if ((await statOf(index))?.isFile()) {
                return send(200, index);
            }
        }
        return send(404, path.join(rootDir, '404.html'));
    });
}

if (require.main === module) {
    const port = Number(process.argv[2] ?? 4173);
    const dir = process.argv[3] ?? path.join(__dirname, '..', '..', 'build');
    createStaticServer(dir).listen(port, '127.0.0.1', () => {
        console.log(`Serving ${dir} at http://127.0.0.1:${port}/`);
    });
}
