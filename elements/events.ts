/**
 * Every public event of the elements. They are declared and dispatched by the app
 * (`src/app/public-events.ts`), which the elements wrap; this module is their public name.
 */
export { EVENT_PREFIX, emit, type ReviewsAdminEventMap } from '../src/app/public-events';
