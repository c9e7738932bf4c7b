// CUSTOM_ELEMENTS_SCHEMA lets the template use ex-* tags; [user] and [flags] set DOM properties, so objects go in
// as objects. (ex-navigate)'s $event is an ExNavigateEvent: strictTemplates types it from the element's event map.
import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import type { ExNavigateEvent, ExUser } from 'ex-header';

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    @if (shown()) {
      <ex-header
        api-base="/api"
        unified-page
        [locale]="locale()"
        [user]="user"
        [flags]="flags"
        (ex-navigate)="onNavigate($event)"
      ></ex-header>
    }
    <p>
      <button id="locale-de" type="button" (click)="locale.set('de')">Deutsch</button>
      <button id="toggle" type="button" (click)="shown.set(!shown())">Toggle the header</button>
    </p>
    <p id="route">{{ route() }}</p>
  `,
})
export class App {
  readonly user: ExUser = { userId: '1001', loginName: 'alice@example.com' };
  readonly flags = { onChain: false };
  readonly locale = signal('en');
  readonly shown = signal(true);
  readonly route = signal(location.pathname);

  onNavigate(event: ExNavigateEvent): void {
    if (event.detail.newWindow) return;
    event.preventDefault();
    history.pushState(null, '', event.detail.href);
    this.route.set(event.detail.href);
  }
}
