// Must not type-check: (ex-navigate)'s $event is an ExNavigateEvent, not a number. Angular does not type-check
// property bindings on custom elements (CUSTOM_ELEMENTS_SCHEMA), so [user]="5" would pass; events are checked.
import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';

@Component({
  selector: 'app-wrong-handler',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `<ex-header (ex-navigate)="go($event)"></ex-header>`,
})
export class WrongHandler {
  go(page: number): number {
    return page;
  }
}
