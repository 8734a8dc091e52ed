import { setupServer } from 'msw/node';

/** HTTP for component tests only (end-to-end tests run against the real server). */
export const server = setupServer();
