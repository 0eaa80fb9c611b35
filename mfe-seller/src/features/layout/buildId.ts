/**
 * The id of the running seller build (webpack defines `__BUILD_ID__`), shown in the sidebar
 * so a browser test can see a redeploy arrive. The `typeof` guard keeps jest (where nothing
 * defines it) and any build without the define working.
 */
export function buildId(): string {
  return typeof __BUILD_ID__ === 'string' && __BUILD_ID__ !== '' ? __BUILD_ID__ : 'dev';
}
