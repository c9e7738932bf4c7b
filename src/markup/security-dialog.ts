import { security as securityText } from '../../locales/en.json';
import type { SecurityOptions } from '../api/types';
import { addEnglishTexts, type Translate } from '../i18n/texts';
import { describeDialog } from './dialog';
import { el, type MarkupElement } from './node';

// The dialog's English texts come with the views that draw it, not with the bar.
addEnglishTexts({ security: securityText });

/** What the security dialog shows: the flow's state (src/actions/security.ts). */
export interface SecurityView {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  options: SecurityOptions | null;
  /** The biological (FIDO2) view rather than the original method's codes. */
  fido2: boolean;
}

const CODE_LABELS: Record<string, string> = {
  email: 'security.emailCode',
  mobile: 'security.mobileCode',
  google: 'security.googleCode',
};
const ACCOUNTS: Record<string, string> = { email: 'emailAccount', mobile: 'mobileAccount' };

/** The original method: one code field per verification item the options name (a single code field by default). */
function describeCodeFields(t: Translate, options: SecurityOptions): MarkupElement[] {
  const length = typeof options.codeLength === 'number' && options.codeLength > 0 ? options.codeLength : 6;
  const listed = Array.isArray(options.verifyItems)
    ? options.verifyItems.filter((item): item is string => typeof item === 'string')
    : [];
  const items = listed.length > 0 ? listed : ['code'];
  return items.map((item) => {
    const account = options[ACCOUNTS[item]];
    // Ids are per shadow root, and an element shows one security dialog at a time.
    const id = `ex-security-${item}`;
    return el(
      'div',
      { class: 'ex-security__field' },
      el('label', { for: id }, t(CODE_LABELS[item] ?? 'security.codeLabel')),
      el('input', {
        id,
        name: item,
        class: 'ex-security__input',
        inputmode: 'numeric',
        autocomplete: 'one-time-code',
        pattern: `[0-9]{${length}}`,
        maxlength: String(length),
        required: '',
        'aria-describedby': `${id}-hint`,
      }),
      el(
        'p',
        { id: `${id}-hint`, class: 'ex-security__hint' },
        `${typeof account === 'string' ? `${t('security.sentTo', { account })} ` : ''}${t('security.codeHint', { length })}`,
      ),
    );
  });
}

/** The form once the options are in: the FIDO2 view, or the original method's code fields. */
function describeForm(t: Translate, options: SecurityOptions, fido2: boolean): MarkupElement {
  const primary = (label: string) => el('button', { type: 'submit', class: 'ex-security__primary' }, label);
  const switchTo = (method: 'original' | 'fido2', label: string) =>
    el('button', { type: 'button', class: 'ex-security__link', 'data-security-method': method }, label);
  return el(
    'form',
    { class: 'ex-security__form', 'data-view': fido2 ? 'fido2' : 'original' },
    ...(fido2
      ? [
          el('h3', { class: 'ex-security__subtitle' }, t('security.fido2Title')),
          el('p', {}, t('security.fido2Body')),
          primary(t('security.fido2Verify')),
          switchTo('original', t('security.switchToOriginal')),
        ]
      : [
          el('p', {}, t('security.intro')),
          ...describeCodeFields(t, options),
          primary(t('security.confirm')),
          options.canFido2 === true ? switchTo('fido2', t('security.switchToFido2')) : null,
        ]),
  );
}

/**
 * The security-action dialog: loading while the options are asked for, then the biological (FIDO2) view when it is
 * on, else the original method's code fields. What its form does is src/behaviour/security-form.ts's.
 */
export function describeSecurityDialog(t: Translate, { status, options, fido2 }: SecurityView): MarkupElement {
  return describeDialog(
    { title: t('security.title'), closeLabel: t('common.close'), className: 'ex-security', part: 'security-dialog' },
    el(
      'div',
      { class: 'ex-security__body', 'aria-busy': String(status === 'loading'), 'data-status': status },
      status !== 'ready' || !options
        ? el(
            'p',
            { class: 'ex-security__loading', role: 'status' },
            el('span', { class: 'ex-spinner', 'aria-hidden': 'true' }),
            t('security.loading'),
          )
        : describeForm(t, options, fido2),
    ),
  );
}
