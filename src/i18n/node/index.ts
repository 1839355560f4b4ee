// The route table without React or i18next: what code that also runs in Node needs (the sign-in
// paths that src/auth shares with the local sign-in provider).
export { pathFor } from '../route-paths.ts';
export { routeBases, services } from '../routes.ts';
