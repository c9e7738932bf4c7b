// Must not type-check: `user` is an ExUser object (or null), not a number.
import type {} from 'ex-header/react';

export const wrong = <ex-header user={5} />;
