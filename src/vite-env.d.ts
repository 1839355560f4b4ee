/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The environment of a build: local, dev, test, stg or prod. */
  readonly VITE_ASIOINTI_ENV?: string;
}
