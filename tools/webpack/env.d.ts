// Globals and module kinds the webpack factory (tools/webpack) gives every app.

/** The id of the build that produced this bundle (env `BUILD_ID`, else the build time). */
declare const __BUILD_ID__: string;

declare module '*.css';
