// The HTTP limit: node:http answering pre-serialized bytes. Usage: node bare-server.mjs <responses.json> <port>
// responses.json: { "<path?query>": { "status": 200, "headers": {…}, "body": "<base64>" } }
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const responses = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([url, r]) => [url, { ...r, body: Buffer.from(r.body, 'base64') }]),
);
http
  .createServer((request, response) => {
    const answer = responses.get(request.url);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    response.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
