// Must not type-check: `user` is an ExUser object (or null), not a number.
import type { ExHeaderElement } from 'ex-header';

declare const header: ExHeaderElement;
header.user = 5;
