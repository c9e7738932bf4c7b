import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, type FormEvent, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { SecurityOptions } from '../../api';
import { createSecurityFlow } from '../../actions/security';
import { useHost } from '../host';
import { Modal } from '../modal/Modal';
import { addStyles } from '../../internal/style-sheet';
import { useT } from '../use-t';
import css from './security.css?inline';
addStyles(css);

const CODE_LABELS: Record<string, string> = {
  email: 'security.emailCode',
  mobile: 'security.mobileCode',
  google: 'security.googleCode',
};
const ACCOUNTS: Record<string, string> = { email: 'emailAccount', mobile: 'mobileAccount' };

/** The original method: one code field per verification item the options name (a single code field by default). */
function CodeFields({ options }: { options: SecurityOptions }) {
  const t = useT();
  const id = useId();
  const length = typeof options.codeLength === 'number' && options.codeLength > 0 ? options.codeLength : 6;
  const listed = Array.isArray(options.verifyItems)
    ? options.verifyItems.filter((item): item is string => typeof item === 'string')
    : [];
  const items = listed.length > 0 ? listed : ['code'];
  return (
    <>
      {items.map((item) => {
        const account = options[ACCOUNTS[item]];
        return (
          <div className="ex-security__field" key={item}>
            <label htmlFor={`${id}${item}`}>{t(CODE_LABELS[item] ?? 'security.codeLabel')}</label>
            <input
              id={`${id}${item}`}
              name={item}
              className="ex-security__input"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={`[0-9]{${length}}`}
              maxLength={length}
              required
              aria-describedby={`${id}${item}h`}
            />
            <p id={`${id}${item}h`} className="ex-security__hint">
              {typeof account === 'string' ? `${t('security.sentTo', { account })} ` : ''}
              {t('security.codeHint', { length })}
            </p>
          </div>
        );
      })}
    </>
  );
}

/**
 * The security-action dialog; the flow (src/actions/security.ts) holds the logic and starts when this mounts (the
 * element keys it by action). Loading while actionItems is in flight, then the biological (FIDO2) view when it is
 * on, else the original method's code fields. A failure closes it at once, before its toast is drawn.
 */
export function SecurityDialog({ action, onClose }: { action: string; onClose: () => void }) {
  const t = useT();
  const { emit } = useHost();
  const flow = useMemo(() => createSecurityFlow(), []);
  const state = useStore(flow.$state);
  // The flow starts once per mounted view: the element remounts it (key) when the action changes.
  const started = useRef({ action, emit, onClose });
  started.current.onClose = onClose;
  useEffect(() => {
    const { action: first, emit: send } = started.current;
    const stop = flow.$state.listen((next) => next.status === 'failed' && flushSync(() => started.current.onClose()));
    void flow.start(first, send);
    return () => {
      stop();
      flow.cancel();
    };
  }, [flow]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const codes = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]),
    );
    if (flow.submit(codes, emit)) onClose();
  };
  const { options } = state;
  return (
    <Modal title={t('security.title')} onClose={onClose} className="ex-security" part="security-dialog">
      <div className="ex-security__body" aria-busy={state.status === 'loading'} data-status={state.status}>
        {state.status !== 'ready' || !options ? (
          <p className="ex-security__loading" role="status">
            <span className="ex-spinner" aria-hidden="true" />
            {t('security.loading')}
          </p>
        ) : (
          <form className="ex-security__form" data-view={state.fido2 ? 'fido2' : 'original'} onSubmit={submit}>
            {state.fido2 ? (
              <>
                <h3 className="ex-security__subtitle">{t('security.fido2Title')}</h3>
                <p>{t('security.fido2Body')}</p>
                <button type="submit" className="ex-security__primary">
                  {t('security.fido2Verify')}
                </button>
                <button type="button" className="ex-security__link" onClick={flow.useOriginal}>
                  {t('security.switchToOriginal')}
                </button>
              </>
            ) : (
              <>
                <p>{t('security.intro')}</p>
                <CodeFields options={options} />
                <button type="submit" className="ex-security__primary">
                  {t('security.confirm')}
                </button>
                {options.canFido2 === true ? (
                  <button type="button" className="ex-security__link" onClick={flow.useFido2}>
                    {t('security.switchToFido2')}
                  </button>
                ) : null}
              </>
            )}
          </form>
        )}
      </div>
    </Modal>
  );
}
