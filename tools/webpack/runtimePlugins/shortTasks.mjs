// A federation runtime plugin of the shell and the remotes (index.mjs `runtimePlugins`): it
// splits the runtime's start-up work into several main-thread tasks, which would otherwise run
// as one chain of promise reactions in one task: a long task on a slow phone, which Lighthouse
// counts as blocking time (e2e/bench/README.md, "task-probe.mjs"). Each step below waits for
// a new task (a timer of 0 ms) first:
// - loading a shared module not yet loaded (`beforeLoadShare`): adding its chunks' script tags
//   costs a millisecond or more each, and an import that needs several shared modules (the
//   shell's React, ReactDOM and router; the storefront app's kit, i18next, contracts, …) asked
//   for all of them in the task that imported it. A module already loaded (React, for a
//   remote) is handed out at once, as before.
// - a remote's container, once its entry script has run (`beforeInitRemote`), and its exposed
//   module, once that module's files have run (`beforeExecuteFactory`): the entry's script,
//   the container's share negotiation and the module's evaluation are three tasks, not one.
// Each wait is a task switch, not a delay: nothing else is loaded or fetched meanwhile.

/** Resolves in a new task. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** True when some version of the shared module is loaded or loading in its share scopes. */
function loadedOrLoading({ pkgName, shareInfo, origin }) {
  const scopes = [].concat(shareInfo?.scope ?? 'default');
  return scopes.some((scope) =>
    Object.values(origin.shareScopeMap?.[scope]?.[pkgName] ?? {}).some(
      (shared) => shared.loaded || shared.lib || shared.loading,
    ),
  );
}

export default function shortTasksPlugin() {
  return {
    name: 'greencart:short-tasks',
    async beforeLoadShare(args) {
      if (!loadedOrLoading(args)) await nextTask();
      return args;
    },
    beforeInitRemote: nextTask,
    beforeExecuteFactory: nextTask,
  };
}
