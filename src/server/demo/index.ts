/**
 * The demo market `npm start` seeds into an empty database: its three sign-in accounts, about
 * 40 providers around the metros, other customers' open requests, 137 past jobs run through the
 * real commands (so ratings are earned), and documents waiting at the admin desk.
 */
export { DEMO_ACCOUNTS } from './accounts';
export { DEMO_SUBURBS, demoProviders, type DemoProvider } from './providers';
export { DEMO_NEIGHBOUR_REQUESTS } from './requests';
export { dateFrom, isDatabaseEmpty, seedDemoData } from './seed';
export { ensureDemoAccounts } from './emulator-accounts';
export { seedApprovedDocuments, seedDemoDesk } from './desk';
export { seedDemoReviews } from './reviews';
