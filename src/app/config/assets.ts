/** K-22: the design system's asset version, the versioned path on the assets host (NS-11); only here. */
export const assetVersion = 14;

/** `{host}/v14` for an assets host, without a trailing slash. */
export const versionedAssetsUrl = (host: string): string => `${host}/v${assetVersion}`;
