import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { HomePage } from './home-page.tsx';

/** /register and /register.html: the home view with the register dialog open (product §2). */
export function RegisterPage() {
  const openDialog = useDialogs((s) => s.openDialog);
  useEffect(() => openDialog('register'), [openDialog]);
  return <HomePage />;
}

/**
 * /login: where the product §2 guard sends visitors when the brand requires a login
 * (loginedToHomePage). The home view with the login dialog; once logged in, home proper.
 */
export function LoginPage() {
  const openDialog = useDialogs((s) => s.openDialog);
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  useEffect(() => {
    if (loggedIn) navigate('/index', { replace: true });
    else openDialog('login');
  }, [loggedIn, navigate, openDialog]);
  return <HomePage />;
}
