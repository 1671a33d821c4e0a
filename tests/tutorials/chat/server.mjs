// A one-room chat on 127.0.0.1 and a free port picked by the operating system. The server keeps the messages,
// so whoever opens /chat, in whichever browser, sees what was sent before.
import { createServer } from 'node:http';

const messages = [];

const escaped = text => text.replace(/[&<>"]/g, character => `&#${character.charCodeAt(0)};`);

const page = () => `<!doctype html>
<html lang="en">
<head>
    <meta charset="utf-8">
    <title>Chat</title>
    <link rel="icon" href="data:,">
</head>
<body>
<main>
    <h1>Chat</h1>
    <ul class="messages">${messages.map(message => `<li class="message">${escaped(message)}</li>`).join('')}</ul>
    <form method="post" action="/chat">
        <label for="message">Message</label>
        <input id="message" name="message" autocomplete="off">
        <button type="submit">Send</button>
    </form>
</main>
</body>
</html>`;

const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url, 'http://127.0.0.1');

    if (pathname === '/chat' && request.method === 'GET') {
        return response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page());
    }

    if (pathname === '/chat' && request.method === 'POST') {
        let body = '';
        for await (const chunk of request) {
            body += chunk;
        }
        const message = new URLSearchParams(body).get('message')?.trim();
        if (message) {
            messages.push(message);
        }
        // back to the room, as a browser expects after a form is sent
        return response.writeHead(303, { Location: '/chat' }).end();
    }

    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
});

server.listen(0, '127.0.0.1', () => {
    console.log(`Chat listening on http://127.0.0.1:${server.address().port}`);
});
