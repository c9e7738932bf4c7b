// ?zone runs the app with zone.js, as most Angular apps still do; without it, zoneless (Angular 21's default).
// zone.js must patch the browser before Angular and the header load, hence the dynamic imports.
const withZone = new URLSearchParams(location.search).has('zone');
if (withZone) await import('zone.js');
const { start } = await import('./start');
start(withZone);

export {}; // a module, for the top-level awaits
