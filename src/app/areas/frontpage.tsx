// The front page area: one lazily loaded chunk.
export { FrontPage } from '../../shell/pages/index.ts';
