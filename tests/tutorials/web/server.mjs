// Serves the to-do app on 127.0.0.1, on a free port picked by the operating system
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

const page = await readFile(new URL('./app/index.html', import.meta.url));

const server = createServer((request, response) => {
    if (request.url === '/' || request.url === '/index.html') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    } else {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
});

server.listen(0, '127.0.0.1', () => {
    console.log(`To-do app listening on http://127.0.0.1:${server.address().port}`);
});
