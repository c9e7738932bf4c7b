import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// Tags starting with ex- are custom elements, not Vue components.
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('ex-') } } })],
});
