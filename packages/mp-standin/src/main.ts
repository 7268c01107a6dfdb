#!/usr/bin/env -S npx tsx
import http from 'node:http';

// Minimal stand-in: health only. The payments issue grows it into the full Mercado Pago API.
const port = Number(process.argv[2] ?? 8090);
http
  .createServer((req, res) => {
    res.writeHead(req.url === '/health' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: req.url === '/health' }));
  })
  .listen(port, '127.0.0.1', () => console.log(`Mercado Pago stand-in on http://127.0.0.1:${port}`));
