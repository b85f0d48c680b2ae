// node stand-in.mjs PORT LISTED: a stand-in for the API that answers the open bench's mix at once from
// memory (plain node:http), so that `npm run bench:open -- --stand-in` measures the load generator
// and the machine alone: if this misses a target, so would any server on this machine.
import http from 'node:http';

const [port, listed] = process.argv.slice(2).map(Number);
const product = (i) => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  productName: `Stand-in phone ${i}`,
  image: '/demo/phones/iphone-front-midnight.svg',
  selling: 20_000 + i,
  purchase: 90_000,
  location: 'Mirpur 10, Dhaka',
  details: 'A stand-in listing of about the size of a real one.'.repeat(4),
});
const json = (value) => Buffer.from(JSON.stringify(value));
const categories = json(['Samsung', 'Apple', 'Xiaomi'].map((name, i) => ({ _id: String(i), name, img: '' })));
const pages = new Map();
const page = (limit) => {
  if (!pages.has(limit)) pages.set(limit, json(Array.from({ length: limit }, (_, i) => product(i))));
  return pages.get(limit);
};

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (url.pathname === '/api/productsCategories') return res.end(categories);
    if (url.pathname === '/api/allProducts') {
      res.setHeader('x-total-count', String(listed));
      return res.end(page(Math.min(100, Number(url.searchParams.get('limit') ?? 12))));
    }
    if (url.pathname.startsWith('/api/products/')) return res.end(json(product(1)));
    if (url.pathname === '/api/bookingProduct') return res.end(page(12));
    res.statusCode = 404;
    res.end('{}');
  })
  .listen(port, '127.0.0.1');
