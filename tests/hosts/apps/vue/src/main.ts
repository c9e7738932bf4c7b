import { createApp } from 'vue';
import 'ex-header';
import App from './App.vue';

createApp(App).mount('#app');
