export { setupPostgres as default } from './global-setup.ts';
