/** Test and demo controls under <prefix>/__demo: plain JSON (no envelope). Handlers get { state, body, reset }. */
import { stateProblem } from './state.mjs';

const snapshot = (state) => ({ status: 200, body: { ...state } });

export const CONTROL_ROUTES = {
  '/__demo/state': {
    GET: ({ state }) => snapshot(state),
    /** Merges the JSON body into the state; 400 for an unknown field or a wrong type, changing nothing. */
    POST: ({ state, body }) => {
      const problem = stateProblem(body);
      if (problem) return { status: 400, body: { error: problem } };
      Object.assign(state, body);
      return snapshot(state);
    },
  },
  '/__demo/reset': {
    POST: ({ state, reset }) => {
      reset();
      return snapshot(state);
    },
  },
};
