// Serves the pages of app/ on 127.0.0.1, on a free port picked by the operating system
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

const appDir = new URL('./app/', import.meta.url);
const pages = new Map();
for (const file of await readdir(appDir)) {
    if (file.endsWith('.html')) {
        pages.set(`/${ file }`, await readFile(new URL(file, appDir)));
    }
}

const server = createServer((request, response) => {
    const page = pages.get(new URL(request.url, 'http://127.0.0.1').pathname);
    if (page) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    }
    else {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
});

server.listen(0, '127.0.0.1', () => {
    console.log(`Interactions playground listening on http://127.0.0.1:${ server.address().port }`);
});
