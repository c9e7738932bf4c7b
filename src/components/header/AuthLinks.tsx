import { useLinkClick } from '../nav-menu/use-link-click';
import { useT } from '../use-t';

/** Log in and Sign up for visitors; their query carries from={current path} and source=mix. */
export function AuthLinks({ login, register }: { login: string; register: string }) {
  const t = useT();
  const linkClick = useLinkClick();
  return (
    <div className="ex-auth">
      <a
        className="ex-auth__login"
        part="login-link"
        href={login}
        data-item-id="login"
        onClick={linkClick({ id: 'login', href: login, newWindow: false })}
      >
        {t('header.login')}
      </a>
      <a
        className="ex-auth__register"
        part="register-link"
        href={register}
        data-item-id="register"
        onClick={linkClick({ id: 'register', href: register, newWindow: false })}
      >
        {t('header.register')}
      </a>
    </div>
  );
}
