// Loaded by the bundle test pages before dist/ex-header.js: records console warnings and uncaught errors from the
// first moment, so the tests can assert on what the bundle reports while it loads and runs.
window.__warnings = [];
window.__errors = [];
window.addEventListener('error', (event) => window.__errors.push(String(event.message)));
const warn = console.warn.bind(console);
console.warn = (...args) => {
  window.__warnings.push(args.map(String).join(' '));
  warn(...args);
};
