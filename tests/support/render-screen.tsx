// renderApp as the signed-in areas first called it (the screen at `/`, in Finnish); new tests
// call renderApp.
import type { ReactNode } from 'react';
import { renderApp, type RenderAppOptions, type SignedInPerson } from './render-app.tsx';

export type { SignedInPerson };

export interface RenderScreenOptions extends RenderAppOptions {
  person: SignedInPerson | null;
}

export function renderScreen(screen: ReactNode, options: RenderScreenOptions) {
  const { route = '/', language = 'fi' } = options;
  return renderApp(screen, { ...options, route, language });
}
