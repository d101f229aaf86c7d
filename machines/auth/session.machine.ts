import { assign, setup } from 'xstate';
import type { AuthSession } from './auth.types';

/** The signed-in merchant as the whole page knows it. */
export interface SessionContext {
  token: string | null;
  shop: string | null;
  superAdmin: boolean;
  guideNeeded: boolean;
  isSelectedPlan: boolean;
  chargeId: string | null;
}

export type SessionEvent =
  | { type: 'session.signedIn'; session: AuthSession }
  | { type: 'session.tokenRefreshed'; token: string }
  | { type: 'session.chargeIdReceived'; chargeId: string }
  | { type: 'session.guideDone' }
  | { type: 'session.signedOut' };

const empty: SessionContext = {
  token: null, shop: null, superAdmin: false, guideNeeded: false, isSelectedPlan: false, chargeId: null,
};

/** Holds the session: signed out, or signed in with a token for a shop. */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, input: {} as Partial<SessionContext> | undefined, events: {} as SessionEvent },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...empty, ...input }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Starts signed in when a token was handed over at start.',
      always: [{ guard: ({ context }) => !!context.token, target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'No token: pages that need a session send the merchant to /login.',
      on: {
        'session.signedIn': { target: 'signedIn', actions: assign(({ event }) => ({ ...empty, ...event.session })) },
        // The host page handed over a token (element.setToken) to a page that started with none.
        'session.tokenRefreshed': { target: 'signedIn', actions: assign({ token: ({ event }) => event.token }) },
      },
    },
    signedIn: {
      description: 'A token for a shop; calls carry it as bearer.',
      on: {
        'session.signedIn': { actions: assign(({ event }) => ({ ...empty, ...event.session })) },
        'session.tokenRefreshed': { actions: assign({ token: ({ event }) => event.token }) },
        'session.chargeIdReceived': { actions: assign({ chargeId: ({ event }) => event.chargeId }) },
        'session.guideDone': { actions: assign({ guideNeeded: false }) },
        'session.signedOut': { target: 'signedOut', actions: assign(() => ({ ...empty })) },
      },
    },
  },
});
