// The front page area: one lazily loaded chunk.
export { AccessibilityStatementPage, FrontPage } from '../../shell/pages/index.ts';
