/**
 * Resolves in a later task (a zero time-out), not in this task's microtasks: the browser may
 * paint and handle input before what follows runs.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
