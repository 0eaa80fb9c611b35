/**
 * The absolute URL of an image the API stores, e.g. `/uploads/p1.webp` on `apiUrl`.
 * Absolute URLs (`http:`, `https:`, `data:`, `blob:`, protocol-relative) pass through.
 */
export function assetUrl(apiUrl: string, path: string): string {
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return path;
  const base = apiUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The server's small card-size variant of a product image: `…/x.webp` → `…/x.card.webp`
 * (query string kept). Other URLs are returned unchanged.
 */
export function cardImage(url: string): string {
  return url.replace(/(?<!\.card)\.webp(?=$|[?#])/i, '.card.webp');
}
