// @vitest-environment jsdom
// The design-system gallery: a development-only route, absent from a production build.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { designSystemPath, devRoutes } from '../../src/app/routes/dev-routes.tsx';

describe('the development-only routes', () => {
  it('are none in a production build', () => {
    expect(devRoutes(null)).toEqual([]);
  });

  it('show the design-system gallery in development', async () => {
    const router = createMemoryRouter(
      devRoutes(() => import('../../src/ui/gallery/index.ts')),
      { initialEntries: [designSystemPath] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Käyttöliittymän osat' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
