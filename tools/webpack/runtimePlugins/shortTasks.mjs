// A federation runtime plugin of the shell and the remotes (index.mjs `runtimePlugins`): a
// shared module not yet loaded is loaded in a task of its own. Its loading (the runtime's share
// negotiation, then a script tag for each of its chunks: a millisecond or more each) otherwise
// ran as promise reactions in the task that imported it, with every other shared module that
// import needed (the shell's React, ReactDOM and router; the storefront app's kit, i18next,
// contracts, …): a long task on a slow phone, which Lighthouse counts as blocking time
// (e2e/bench/README.md, "task-probe.mjs"). A module already loaded or loading (React, for a
// remote) is handed out at once, as before. The shell splits its loading of a remote the same
// way (shell/src/remotes/shortTasksPlugin.ts).

/** True when some version of the shared module is loaded or loading in its share scopes. */
const loadedOrLoading = ({ pkgName, shareInfo, origin }) =>
  []
    .concat(shareInfo?.scope ?? 'default')
    .some((scope) =>
      Object.values(origin.shareScopeMap[scope]?.[pkgName] ?? {}).some(
        (shared) => shared.loaded || shared.lib || shared.loading,
      ),
    );

export default function shortTasksPlugin() {
  return {
    name: 'greencart:short-tasks',
    async beforeLoadShare(args) {
      // A timer of 0 ms: a new task, not a delay.
      if (!loadedOrLoading(args)) await new Promise((resolve) => setTimeout(resolve, 0));
      return args;
    },
  };
}
