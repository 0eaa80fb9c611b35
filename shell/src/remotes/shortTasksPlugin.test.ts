import { shortTasksPlugin } from './shortTasksPlugin';

/** True when `hook()` settles after a timer set just before it was called, i.e. in a new task. */
async function settlesInANewTask(hook: () => unknown): Promise<boolean> {
  const order: string[] = [];
  const marker = new Promise<void>((resolve) =>
    setTimeout(() => {
      order.push('task');
      resolve();
    }, 0),
  );
  await hook();
  order.push('hook');
  await marker;
  return order[0] === 'task';
}

describe('shortTasksPlugin', () => {
  it('initialises a remote container and runs its exposed module each in a new task', async () => {
    const plugin = shortTasksPlugin();
    const hook = (name: 'beforeInitRemote' | 'beforeExecuteFactory') =>
      plugin[name] as unknown as (args: object) => unknown;
    expect(await settlesInANewTask(() => hook('beforeInitRemote')({}))).toBe(true);
    expect(await settlesInANewTask(() => hook('beforeExecuteFactory')({}))).toBe(true);
    // The check itself: a hook that returns at once settles before the timer.
    expect(await settlesInANewTask(() => undefined)).toBe(false);
  });
});
