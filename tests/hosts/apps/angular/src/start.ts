import { provideZoneChangeDetection, provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import 'ex-header';
import { App } from './app';

export function start(withZone: boolean): void {
  const changeDetection = withZone
    ? provideZoneChangeDetection({ eventCoalescing: true })
    : provideZonelessChangeDetection();
  bootstrapApplication(App, { providers: [changeDetection] }).catch((error: unknown) => console.error(error));
}
