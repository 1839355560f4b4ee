export { assetVersion, versionedAssetsUrl } from './assets.ts';
export { currentEnvironment } from './current-environment.ts';
export { customerServicePhone, type CustomerServicePhone } from './customer-service-phone.ts';
export {
  buildDefaultEnvironment,
  chooseEnvironment,
  environmentOverrideKey,
  type EnvironmentSources,
} from './environment-override.ts';
export {
  analyticsScriptUrls,
  environmentNames,
  environments,
  isEnvironmentName,
  showsEnvironmentTag,
  type EnvironmentConfig,
  type EnvironmentName,
  type Hosts,
  type Site,
} from './environments.ts';
export { prodQueueIds, stgQueueIds, testQueueIds, type QueueIds } from './queue-ids.ts';
