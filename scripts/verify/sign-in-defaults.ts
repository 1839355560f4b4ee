/** Where `--as` signs in by default: the portal's local mock stack (npm start). */

/** The portal origin the local provider accepts redirects to (the dev server's). */
export const defaultAppOrigin = 'http://localhost:5173';
export const defaultIssuer = 'http://localhost:4000';
