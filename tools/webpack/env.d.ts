/**
 * Globals and module kinds the webpack factory (tools/webpack) provides to every app.
 * Included by the tsconfig.json of shared-ui, the shell and the remotes.
 */

/** The id of the build that produced this bundle (env `BUILD_ID`, else the build time). */
declare const __BUILD_ID__: string;

declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
