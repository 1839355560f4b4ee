// The design-system gallery: a development-only page (src/app/routes/dev-routes.tsx), never in a build.
export { UiGallery } from './gallery.tsx';
