// The portal's reporting, without the design system's styles (src/ui/index.ts brings them all):
// the session imports it, and its chunk needs no React (scripts/build/build-chunks.ts).
export {
  reportError,
  sendReportsTo,
  telemetry,
  whenReportHeld,
  type Report,
  type Severity,
} from './telemetry.ts';
