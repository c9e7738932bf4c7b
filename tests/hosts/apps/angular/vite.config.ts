import { transformAsync } from '@babel/core';
import angularLinker from '@angular/compiler-cli/linker/babel';
import { defineConfig } from 'vite';

// Angular's own packages ship partially compiled; its linker finishes them at build time, so the app needs no JIT
// compiler in the browser. The production build turns off Angular's development checks, as the Angular CLI does.
export default defineConfig(({ command }) => ({
  define: command === 'build' ? { ngDevMode: 'false', ngJitMode: 'false', ngI18nClosureMode: 'false' } : {},
  plugins: [
    {
      name: 'angular-linker',
      async transform(code, id) {
        if (!id.includes('/node_modules/@angular/') || !code.includes('ɵɵngDeclare')) return null;
        const result = await transformAsync(code, {
          filename: id,
          plugins: [angularLinker],
          configFile: false,
          babelrc: false,
          compact: false,
          sourceMaps: false,
        });
        return result?.code ? { code: result.code, map: null } : null;
      },
    },
  ],
}));
