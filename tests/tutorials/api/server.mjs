// A to-do list HTTP API that keeps its items in memory, on 127.0.0.1 and a free port picked by the operating system
import { createServer } from 'node:http';

const todos = new Map();
let lastId = 0;

function send(response, status, body, headers = {}) {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
}

async function jsonBodyOf(request) {
    let text = '';
    for await (const chunk of request) {
        text += chunk;
    }
    try {
        return JSON.parse(text);
    } catch {
        return undefined;
    }
}

const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url, 'http://127.0.0.1');
    const item = pathname.match(/^\/api\/todos\/(\d+)$/);

    if (pathname === '/api/todos' && request.method === 'GET') {
        return send(response, 200, [...todos.values()]);
    }

    if (pathname === '/api/todos' && request.method === 'POST') {
        const body = await jsonBodyOf(request);
        if (typeof body?.title !== 'string' || body.title.trim() === '') {
            return send(response, 400, { error: 'title must be a non-empty string' });
        }
        const todo = { id: ++lastId, title: body.title.trim(), done: false };
        todos.set(todo.id, todo);
        return send(response, 201, todo, { Location: `/api/todos/${todo.id}` });
    }

    if (item && request.method === 'GET' && todos.has(Number(item[1]))) {
        return send(response, 200, todos.get(Number(item[1])));
    }

    send(response, 404, { error: `no such resource: ${request.method} ${pathname}` });
});

server.listen(0, '127.0.0.1', () => {
    console.log(`To-do API listening on http://127.0.0.1:${server.address().port}`);
});
