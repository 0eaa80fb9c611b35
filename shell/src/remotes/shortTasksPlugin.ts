import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Resolves in a new task (a timer of 0 ms: a task switch, not a delay). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A federation runtime plugin that loads a remote's `./App` in several main-thread tasks: its
 * container is initialised (the share negotiation) in a task after the one that ran its entry
 * script, and the module is evaluated in a task after the one that ran its last file. As one
 * chain of promise reactions they made long tasks on a slow phone, which Lighthouse counts as
 * blocking time (e2e/bench/README.md, "task-probe.mjs"). The build's runtime plugin does the
 * same for shared modules (tools/webpack/runtimePlugins/shortTasks.mjs).
 */
export function shortTasksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'greencart-short-tasks',
    beforeInitRemote: nextTask,
    beforeExecuteFactory: nextTask,
  };
}
