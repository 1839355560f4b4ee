// Scheduling helpers shared by the app's start and the session, without the design system's
// styles (src/ui/index.ts brings them all).
export { nextTask } from './next-task.ts';
