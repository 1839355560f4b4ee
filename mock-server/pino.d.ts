/**
 * Prism 5 logs through pino 6, which ships no type declarations, and Prism's own declaration
 * files import it. This declares the small part of pino that those declarations and
 * mock-server/gateway/prism.ts use, so the project type-checks with `skipLibCheck` off.
 */
declare module 'pino' {
  type LogFn = (objectOrMessage: unknown, ...rest: unknown[]) => void;

  export interface Logger {
    level: string;
    fatal: LogFn;
    error: LogFn;
    warn: LogFn;
    info: LogFn;
    debug: LogFn;
    trace: LogFn;
    child(bindings: Record<string, unknown>): Logger;
  }

  export interface LoggerOptions {
    name?: string;
    level?: string;
    base?: Record<string, unknown> | null;
    customLevels?: Record<string, number>;
    timestamp?: boolean;
  }

  /** Anything with `write`: pino writes one JSON line per call. */
  export interface DestinationStream {
    write(line: string): void;
  }
}
