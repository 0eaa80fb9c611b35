/**
 * True for the paths the seller remote owns. Kept free of imports: the script inlined in
 * index.html (`early/`) uses it too.
 */
export function isSellerPath(pathname: string): boolean {
  return pathname === '/seller' || pathname.startsWith('/seller/');
}
