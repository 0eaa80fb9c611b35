// The baseline the API is measured against: a bare node:http server with no framework.
// GET /api/product/list runs the API's list query on every request (pg, same database)
// and answers the same JSON; GET /api/health answers a constant.
// GET /ceiling/api/product/list is the ceiling for that answer in Node: the very bytes the API
// answered once (fetched from LIST_BYTES_FROM at start), sent from memory with their ETag.
// Env: PORT, DATABASE_URL, POOL_SIZE, LIST_BYTES_FROM. Started and stopped by api.mjs.
import { createServer } from 'node:http';
import pg from 'pg';
import { availableStock, fromCents, isLowStock } from '@greencart/contracts';

/**
 * The SQL TypeORM runs for `ProductService.listAll()` in api/src/product/product.service.ts
 * (`find({ where: { archivedAt: IsNull() }, order: { createdAt: 'ASC', id: 'ASC' } })` on
 * ProductEntity): every column of "product" not archived, oldest first. Keep it in step with that service and the entity's column names.
 */
export const LIST_SQL =
  'SELECT "id", "name", "category", "price_cents", "offer_price_cents", "images", "description", "in_stock", ' +
  '"weight", "rating", "on_hand", "reserved", "low_stock_threshold", "archived_at", "created_at", "updated_at" ' +
  'FROM "product" WHERE "archived_at" IS NULL ORDER BY "created_at" ASC, "id" ASC';

/** The API's public origin: image paths are answered as absolute URLs on it. */
const PUBLIC_API_URL = process.env.PUBLIC_API_URL ?? '';

/** One row as the API answers it: mirrors api/src/product/product.view.ts. */
function toProductView(row) {
  const view = {
    _id: row.id,
    name: row.name,
    category: row.category,
    price: fromCents(row.price_cents),
    offerPrice: fromCents(row.offer_price_cents),
    image: row.images.map((path) =>
      path.startsWith('/') && !path.startsWith('//') ? `${PUBLIC_API_URL}${path}` : path,
    ),
    description: row.description,
    inStock: row.in_stock,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (row.weight !== null) view.weight = row.weight;
  if (row.rating !== null) view.rating = row.rating;
  if (row.on_hand !== null) {
    const available = availableStock(row.on_hand, row.reserved);
    view.quantity = available;
    view.lowStockThreshold = row.low_stock_threshold;
    view.lowStock = isLowStock(available, row.low_stock_threshold);
    view.inStock = row.in_stock && available > 0;
  }
  return view;
}

const HEALTH_BODY = JSON.stringify({ success: true, status: 'ok', database: 'up' });

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 2),
});

function send(response, status, body) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

/** The API's list answer, byte for byte, and its ETag (the ceiling route). */
let ceiling = { body: Buffer.alloc(0), etag: '' };
if (process.env.LIST_BYTES_FROM) {
  const answer = await fetch(`${process.env.LIST_BYTES_FROM}/api/product/list`);
  ceiling = {
    body: Buffer.from(await answer.arrayBuffer()),
    etag: answer.headers.get('etag') ?? '',
  };
}

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/ceiling/api/product/list') {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': ceiling.body.length,
      etag: ceiling.etag,
      'cache-control': 'no-cache',
    });
    response.end(ceiling.body);
    return;
  }
  if (request.method === 'GET' && request.url === '/api/health') {
    send(response, 200, HEALTH_BODY);
    return;
  }
  if (request.method === 'GET' && request.url === '/api/product/list') {
    pool.query(LIST_SQL).then(
      ({ rows }) =>
        send(response, 200, JSON.stringify({ success: true, products: rows.map(toProductView) })),
      (error) =>
        send(
          response,
          503,
          JSON.stringify({ success: false, code: 'UNAVAILABLE', message: error.message }),
        ),
    );
    return;
  }
  send(response, 404, JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Not found' }));
});

server.listen(Number(process.env.PORT), '127.0.0.1');

const stop = () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
