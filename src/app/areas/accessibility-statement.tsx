// The accessibility statement (Act 306/2019): one lazily loaded chunk, which the front page does
// not carry (issue #14).
export { AccessibilityStatementPage } from '../../shell/pages/index.ts';
