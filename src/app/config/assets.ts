/** K-22: the design system's asset version, the versioned path on the assets host (NS-11); only here. */
export const assetVersion = 14;

/** The folders of the assets host (NS-11). */
export type AssetFolder =
  | 'icons'
  | 'pictograms'
  | 'logos'
  | 'smileys'
  | 'badges'
  | 'payment-methods'
  | 'insurances'
  | 'pictures';

/** `{host}/v14` for an assets host, without a trailing slash. */
export const versionedAssetsUrl = (host: string): string => `${host}/v${assetVersion}`;

/** The URL of one asset, e.g. `assetUrl(config.hosts.assets, 'badges', 'app-store-fi.svg')`. */
export function assetUrl(assets: { url: string }, folder: AssetFolder, file: string): string {
  return `${assets.url}/${folder}/${encodeURIComponent(file)}`;
}
