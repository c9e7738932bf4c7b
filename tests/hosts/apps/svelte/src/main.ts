import { mount } from 'svelte';
import 'ex-header';
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
