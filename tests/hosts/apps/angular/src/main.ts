import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import 'ex-header';
import { App } from './app';

bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] }).catch((error: unknown) =>
  console.error(error),
);
